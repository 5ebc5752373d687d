// Pure edits of a template's severity bands (docs/scores.md#bands): add after the last one, change, delete, and fit
// the first bands to the possible range.
import { SCORE_BAND_LIMITS, type TScoreBand, type TScoreBandLevel, type TScoreRange } from '@praxiform/domain';

/** A band being typed: a bound left empty is NaN until the author fills it. */
export type TBandDraft = TScoreBand;

const NEXT_LEVEL: Record<TScoreBandLevel, TScoreBandLevel> = {
  none: 'mild',
  mild: 'moderate',
  moderate: 'severe',
  severe: 'severe',
  custom: 'custom',
};

/** A new band after the last one, up to the top of the range (or a single score when the range is already covered). */
export function addBand(bands: readonly TBandDraft[], range: TScoreRange, label: string): TBandDraft[] {
  if (bands.length >= SCORE_BAND_LIMITS.bandsMax) return [...bands];
  const last = bands.at(-1);
  const lastMax = last && Number.isFinite(last.max) ? last.max : range.min - 1;
  const min = lastMax + 1;
  const max = Math.max(min, range.max);
  const level: TScoreBandLevel = last ? NEXT_LEVEL[last.level] : 'none';
  return [...bands, { min, max, label, level }];
}

export function updateBand(bands: readonly TBandDraft[], index: number, patch: Partial<TBandDraft>): TBandDraft[] {
  return bands.map((band, i) => (i === index ? { ...band, ...patch } : band));
}

export function removeBand(bands: readonly TBandDraft[], index: number): TBandDraft[] {
  return bands.filter((_, i) => i !== index);
}

/** An integer bound from an input's text; empty or not a number gives NaN (the row then asks for it). */
export function parseBound(raw: string): number {
  if (raw.trim() === '') return Number.NaN;
  const value = Math.trunc(Number(raw));
  if (!Number.isFinite(value)) return Number.NaN;
  return Math.max(-SCORE_BAND_LIMITS.pointsAbsMax, Math.min(SCORE_BAND_LIMITS.pointsAbsMax, value));
}

/** Whether every band has both bounds (the coverage check needs them). */
export function boundsComplete(bands: readonly TBandDraft[]): boolean {
  return bands.every((band) => Number.isFinite(band.min) && Number.isFinite(band.max));
}
