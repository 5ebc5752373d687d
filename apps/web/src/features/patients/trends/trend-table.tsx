// The same data as the chart, as a table (docs/scores.md#trends): date, score, band (and a positive screen), change since
// the previous answer.
// Read by screen readers always; shown on screen when the practitioner asks for the values.
import { useTranslation } from 'react-i18next';
import { BandBadge } from '../../../components/scores/band-badge';
import { PositiveScreenBadge } from '../../../components/scores/positive-screen-badge';
import { cn } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { deltaText, type TTrendPoint } from './trend-data';

export function TrendTable({ name, max, points, visible }: { name: string; max: number; points: readonly TTrendPoint[]; visible: boolean }) {
  const { t } = useTranslation('patients');
  const locale = useLocale();
  return (
    <div className={cn(visible ? 'overflow-x-auto rounded-xl border border-slate-200' : 'sr-only')} data-testid="trend-table">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('detail.trends.tableCaption', { name })}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-medium text-slate-500">
          <tr>
            <th scope="col" className="px-3 py-2">
              {t('detail.trends.columns.date')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('detail.trends.columns.score')}
            </th>
            <th scope="col" className="px-3 py-2">
              {t('detail.trends.columns.band')}
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              {t('detail.trends.columns.change')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {points.map((point) => (
            <tr key={point.submissionId}>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(locale, point.completedAt, true)}</td>
              <td className="px-3 py-2 text-right font-medium whitespace-nowrap text-slate-900 tabular-nums">
                {t('detail.trends.scoreOf', { score: point.score, max })}
              </td>
              <td className="px-3 py-2">
                {point.band ? (
                  <span className="flex flex-wrap items-center gap-1">
                    <BandBadge band={point.band} />
                    <PositiveScreenBadge positive={point.positiveScreen} />
                  </span>
                ) : (
                  <span className="text-slate-400">{t('list.none')}</span>
                )}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap text-slate-700 tabular-nums">
                {point.delta === null ? <span className="text-slate-400">{t('list.none')}</span> : deltaText(point.delta)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
