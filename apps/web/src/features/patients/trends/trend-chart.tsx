// The chart of one score series (recharts, loaded only with this chunk: score-trends.tsx imports it lazily so neither the
// shell nor the other pages grow). The bands are drawn behind the line; the chart is hidden from screen readers, which
// read the table next to it (docs/scores.md#trends).
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TBandLevel } from '../../../components/scores/band-badge';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import type { TScoreTrendSeries } from '../../../lib/api-types';
import { trendDomain, type TTrendPoint } from './trend-data';

/** The colour of a level behind the line (the band pill's colours, components/scores/band-badge.tsx): fill and label. */
const BAND_COLOURS: Record<TBandLevel, { fill: string; stroke: string }> = {
  none: { fill: '#d1fae5', stroke: '#047857' },
  mild: { fill: '#fef3c7', stroke: '#b45309' },
  moderate: { fill: '#ffedd5', stroke: '#c2410c' },
  severe: { fill: '#fee2e2', stroke: '#b91c1c' },
  custom: { fill: '#e0f2fe', stroke: '#0369a1' },
};

type TDatum = { index: number; date: string; when: string; score: number; band: string | null };

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly { payload?: TDatum }[] }) {
  const datum = payload?.[0]?.payload;
  if (!active || !datum) return null;
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs shadow-md">
      <p className="text-slate-500">{datum.when}</p>
      <p className="font-semibold text-slate-900 tabular-nums">{datum.score}</p>
      {datum.band && <p className="text-slate-700">{datum.band}</p>}
    </div>
  );
}

export default function TrendChart({ series, points }: { series: TScoreTrendSeries; points: readonly TTrendPoint[] }) {
  const locale = useLocale();
  const [low, high] = trendDomain(series);
  const data: TDatum[] = points.map((point, index) => ({
    index,
    date: formatDate(locale, point.completedAt) ?? '',
    when: formatDate(locale, point.completedAt, true) ?? '',
    score: point.score,
    band: point.band?.label ?? null,
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
          <XAxis
            dataKey="date"
            tick={{ fontSize: 11, fill: '#475569' }}
            tickLine={false}
            axisLine={{ stroke: '#cbd5e1' }}
            interval="preserveStartEnd"
          />
          <YAxis domain={[low, high]} allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} tickLine={false} axisLine={false} width={44} />
          <Tooltip content={<ChartTooltip />} />
          <Line
            type="monotone"
            dataKey="score"
            stroke="#0f172a"
            strokeWidth={2}
            dot={{ r: 4, fill: '#0f172a' }}
            activeDot={{ r: 6 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
