// The chart of one score series (recharts, loaded only with this chunk: score-trends.tsx imports it lazily so neither the
// shell nor the other pages grow). The bands are drawn behind the line, the positive-screen threshold as a labelled
// dashed line and each positive screen as a ringed point (a shape, not a colour); the chart is hidden from screen
// readers, which read the legend and the table next to it (docs/scores.md#trends).
import { useTranslation } from 'react-i18next';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type DotItemDotProps,
} from 'recharts';
import type { TBandLevel } from '../../../components/scores/band-badge';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import type { TScoreTrendSeries } from '../../../lib/api-types';
import { positiveThreshold, trendDomain, type TTrendPoint } from './trend-data';

/** The colour of a level behind the line (the band pill's colours, components/scores/band-badge.tsx): fill and label. */
const BAND_COLOURS: Record<TBandLevel, { fill: string; stroke: string }> = {
  none: { fill: '#d1fae5', stroke: '#047857' },
  mild: { fill: '#fef3c7', stroke: '#b45309' },
  moderate: { fill: '#ffedd5', stroke: '#c2410c' },
  severe: { fill: '#fee2e2', stroke: '#b91c1c' },
  custom: { fill: '#e0f2fe', stroke: '#0369a1' },
};

type TDatum = { index: number; date: string; when: string; score: number; band: string | null; positive: boolean };

const INK = '#0f172a';

/** A plain dot, or a ring around a dot for a positive screen. */
function ScoreDot({ cx, cy, payload }: DotItemDotProps) {
  if (typeof cx !== 'number' || typeof cy !== 'number') return null;
  const positive = (payload as TDatum | undefined)?.positive === true;
  if (!positive) return <circle cx={cx} cy={cy} r={4} fill={INK} />;
  return (
    <g data-positive="true">
      <circle cx={cx} cy={cy} r={7} fill="#ffffff" stroke={INK} strokeWidth={2} />
      <circle cx={cx} cy={cy} r={3} fill={INK} />
    </g>
  );
}

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: TDatum }[] }) {
  const { t } = useTranslation('submissions');
  const datum = payload?.[0]?.payload;
  if (!active || !datum) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="text-slate-500">{datum.when}</p>
      <p className="font-semibold text-slate-900 tabular-nums">{datum.score}</p>
      {datum.band && <p className="text-slate-700">{datum.band}</p>}
      {datum.positive && <p className="font-medium text-slate-900">{t('answers.positiveScreen')}</p>}
    </div>
  );
}

export default function TrendChart({ series, points }: { series: TScoreTrendSeries; points: readonly TTrendPoint[] }) {
  const { t } = useTranslation('patients');
  const locale = useLocale();
  const [low, high] = trendDomain(series);
  const threshold = positiveThreshold(series);
  const data: TDatum[] = points.map((point, index) => ({
    index,
    date: formatDate(locale, point.completedAt) ?? '',
    when: formatDate(locale, point.completedAt, true) ?? '',
    score: point.score,
    band: point.band?.label ?? null,
    positive: point.positiveScreen,
  }));
  return (
    <div className="h-56 w-full sm:h-64" aria-hidden="true" data-testid="trend-chart">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 12, bottom: 4, left: -16 }} accessibilityLayer={false}>
          {series.bands.map((band) => (
            <ReferenceArea
              key={`${band.min}-${band.max}`}
              y1={Math.max(low, band.min - 0.5)}
              y2={Math.min(high, band.max + 0.5)}
              fill={BAND_COLOURS[band.level].fill}
              fillOpacity={0.7}
              strokeOpacity={0}
              ifOverflow="hidden"
              label={{ value: band.label, position: 'insideTopRight', fontSize: 10, fill: BAND_COLOURS[band.level].stroke }}
            />
          ))}
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
          {threshold !== null && threshold >= low && threshold <= high && (
            <ReferenceLine
              y={threshold}
              stroke="#334155"
              strokeWidth={1.5}
              strokeDasharray="6 4"
              ifOverflow="hidden"
              label={{ value: t('detail.trends.positiveFrom', { min: threshold }), position: 'insideBottomLeft', fontSize: 10, fill: '#334155' }}
            />
          )}
          <XAxis
            dataKey="date"
            tick={{ fontSize: 11, fill: '#475569' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            interval="preserveStartEnd"
          />
          <YAxis domain={[low, high]} allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} axisLine={false} width={44} />
          <Tooltip content={<ChartTooltip />} />
          <Line type="monotone" dataKey="score" stroke={INK} strokeWidth={2} dot={ScoreDot} activeDot={{ r: 6 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
