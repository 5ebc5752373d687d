// The score trends of a patient (patients.scoreTrends, docs/scores.md#trends) as the card shows them: each point with
// its change since the previous answer, the lowest score the chart's axis starts at and the positive-screen threshold.
import type { TBand } from '../../../components/scores/band-badge';
import type { TScoreTrendSeries } from '../../../lib/api-types';

export type TTrendPoint = TScoreTrendSeries['points'][number] & {
  /** The score minus the previous one; null on the first answer. */
  delta: number | null;
};

export function trendPoints(series: Pick<TScoreTrendSeries, 'points'>): TTrendPoint[] {
  return series.points.map((point, index) => {
    const previous = index > 0 ? series.points[index - 1] : undefined;
    return { ...point, delta: previous ? point.score - previous.score : null };
  });
}

/** The y axis: from the lowest band (or 0, or a lower score) to the highest possible total (or a higher score). */
export function trendDomain(series: Pick<TScoreTrendSeries, 'points' | 'bands' | 'max'>): [number, number] {
  const scores = series.points.map((point) => point.score);
  const low = Math.min(0, ...scores, ...series.bands.map((band) => band.min));
  const high = Math.max(series.max, ...scores);
  return [low, high > low ? high : low + 1];
}

/**
 * Where the chart draws the positive-screen threshold (docs/scores.md#positive-screen): the lowest score of the bands
 * marked positive (10 for the PHQ-9 and the GAD-7), or null when no band is marked.
 */
export function positiveThreshold(series: Pick<TScoreTrendSeries, 'bands'>): number | null {
  const mins = series.bands.filter((band) => band.positive === true).map((band) => band.min);
  return mins.length > 0 ? Math.min(...mins) : null;
}

/** "+3", "−2" (a real minus sign) or "0". */
export function deltaText(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '0';
}

export type { TBand };
