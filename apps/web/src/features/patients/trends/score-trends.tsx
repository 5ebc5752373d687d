// The patient page's score trends (docs/scores.md#trends): for each scored form the patient answered more than once,
// the latest score with its band (and a positive screen), the change since the previous answer, the chart (recharts, a
// lazy chunk of its own) with the legend of its positive-screen threshold, and the same data as a table. Nothing shows
// while no form was answered twice.
import { Suspense, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BandBadge } from '../../../components/scores/band-badge';
import { PositiveScreenBadge } from '../../../components/scores/positive-screen-badge';
import { Button, Card } from '../../../components/ui';
import { ListError } from '../../../components/lists/list-error';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import type { TScoreTrendSeries } from '../../../lib/api-types';
import { TrendTable } from './trend-table';
import { deltaText, positiveThreshold, trendPoints } from './trend-data';

const TrendChart = lazy(() => import('./trend-chart'));

function ChartFallback() {
  return <div className="h-56 w-full animate-pulse rounded-xl bg-slate-100 sm:h-64" />;
}

export function TrendSeries({ series }: { series: TScoreTrendSeries }) {
  const { t } = useTranslation('patients');
  const locale = useLocale();
  const [tableShown, setTableShown] = useState(false);
  const points = trendPoints(series);
  const threshold = positiveThreshold(series);
  const latest = points[points.length - 1];
  const previous = points[points.length - 2];
  if (!latest) return null;
  const since = previous ? formatDate(locale, previous.completedAt) : null;
  const change =
    latest.delta === null || since === null
      ? null
      : latest.delta === 0
        ? t('detail.trends.unchanged', { date: since })
        : t('detail.trends.change', { delta: deltaText(latest.delta), date: since });
  const headingId = `trend-${series.templateKey}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 px-4 py-4 sm:px-5" data-testid="trend-series">
      <div className="flex flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 id={headingId} className="font-medium break-words text-slate-900">
            {series.templateName}
          </h3>
          <p className="text-xs text-slate-500">{t('detail.trends.answers', { count: points.length })}</p>
        </div>
        <div className="flex flex-col gap-1 sm:items-end">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span>
              {t('detail.trends.latest')}{' '}
              <span className="font-semibold text-slate-900 tabular-nums" data-testid="trend-latest">
                {t('detail.trends.scoreOf', { score: latest.score, max: series.max })}
              </span>
            </span>
            <BandBadge band={latest.band} />
            <PositiveScreenBadge positive={latest.positiveScreen} />
          </p>
          {change && (
            <p className="text-xs text-slate-600 tabular-nums" data-testid="trend-change">
              {change}
            </p>
          )}
        </div>
      </div>
      <Suspense fallback={<ChartFallback />}>
        <TrendChart series={series} points={points} />
      </Suspense>
      {threshold !== null && (
        <p className="flex items-center gap-2 text-xs text-slate-600" data-testid="trend-threshold">
          <span className="w-6 border-t-2 border-dashed border-slate-700" aria-hidden="true" />
          {t('detail.trends.positiveFrom', { min: threshold })}
        </p>
      )}
      <Button variant="ghost" size="sm" className="self-start" aria-expanded={tableShown} onClick={() => setTableShown((shown) => !shown)}>
        {tableShown ? t('detail.trends.hideTable') : t('detail.trends.showTable')}
      </Button>
      <TrendTable name={series.templateName} max={series.max} points={points} visible={tableShown} />
    </section>
  );
}

export function ScoreTrends({ patientId }: { patientId: number }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const query = useQuery(trpc.patients.scoreTrends.queryOptions({ patientId }));
  // Most patients have no trend: nothing shows until the answer says there is one (no card flashing in and out).
  if (query.isPending || (query.isSuccess && query.data.series.length === 0)) return null;
  return (
    <Card>
      <h2 className="flex items-center gap-2 border-b border-slate-100 px-5 py-4 text-base font-semibold text-slate-900">
        <TrendingUp className="size-4 text-brand-600" aria-hidden="true" />
        {t('detail.trends.title')}
      </h2>
      {query.isError ? (
        <div className="p-4 sm:p-5">
          <ListError title={t('detail.trends.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        </div>
      ) : (
        <div className="divide-y divide-slate-100">
          {query.data.series.map((series) => (
            <TrendSeries key={series.templateKey} series={series} />
          ))}
        </div>
      )}
    </Card>
  );
}
