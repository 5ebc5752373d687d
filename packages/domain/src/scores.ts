// What a score means: severity bands, the possible score range of a template, alert answers and the validated
// instruments (PHQ-9, GAD-7). Shared by the builder (live checks), the server (save, completion) and the views.
// docs/scores.md
import { z } from 'zod';
import { walkFields, type TOptionsToWalk } from './field-tree';
import { computeScore } from './rules';
import type { TAnswerValue, TAnswers, TField } from './template-fields';
import type { TLocale } from './constants';
import { CRISIS_FIELD_IDS, instrumentVersion, VALIDATED_INSTRUMENT_KEYS, type TValidatedInstrumentKey } from './instruments';

export {
  CRISIS_FIELD_IDS,
  instrumentVersion,
  VALIDATED_INSTRUMENT_KEYS,
  VALIDATED_INSTRUMENTS,
  type TInstrumentVersion,
  type TValidatedInstrument,
  type TValidatedInstrumentKey,
} from './instruments';

export const SCORE_BAND_LEVELS = ['none', 'mild', 'moderate', 'severe', 'custom'] as const;
export type TScoreBandLevel = (typeof SCORE_BAND_LEVELS)[number];

export const SCORE_BAND_LIMITS = { bandsMax: 10, labelMax: 80, pointsAbsMax: 100_000 } as const;

/**
 * One severity band: an inclusive integer range of totals, its label (in the template's language), its level, and
 * whether a score in it is a positive screen (`positive: true`, absent otherwise; docs/scores.md#positive-screen).
 */
export type TScoreBand = { min: number; max: number; label: string; level: TScoreBandLevel; positive?: true | undefined };
/** What the views show next to a score. */
export type TScoreBandView = { label: string; level: TScoreBandLevel };

export const ZScoreBand = z.object({
  min: z.number().int().min(-SCORE_BAND_LIMITS.pointsAbsMax).max(SCORE_BAND_LIMITS.pointsAbsMax),
  max: z.number().int().min(-SCORE_BAND_LIMITS.pointsAbsMax).max(SCORE_BAND_LIMITS.pointsAbsMax),
  label: z.string().trim().min(1, 'REQUIRED').max(SCORE_BAND_LIMITS.labelMax, 'SCORE_BAND_LABEL_TOO_LONG'),
  level: z.enum(SCORE_BAND_LEVELS),
  // Kept only when true, so bands without the mark stay { min, max, label, level }.
  positive: z
    .boolean()
    .optional()
    .transform((positive) => (positive === true ? (true as const) : undefined)),
});

/** At most 10 bands, sorted by min (the input is sorted, not refused, when it comes unsorted). */
export const ZScoreBands = z
  .array(ZScoreBand)
  .max(SCORE_BAND_LIMITS.bandsMax, 'SCORE_BANDS_TOO_MANY')
  .transform((bands) => [...bands].sort((a, b) => a.min - b.min || a.max - b.max));

export const ZValidatedInstrumentKey = z.enum(VALIDATED_INSTRUMENT_KEYS);

export type TScoreRange = { min: number; max: number };

/**
 * The lowest and highest total a fully answered form can reach: every field that can be visible counts (conditional
 * children in their best / worst case). A radio or select adds the min / max over its options of the option's points
 * plus the best / worst of the fields it reveals; a checkbox adds, for each option, the option's points plus what it
 * reveals when that is negative (min) / positive (max). Other fields add nothing.
 */
export function possibleScoreRange(fields: readonly TField[]): TScoreRange {
  let min = 0;
  let max = 0;
  for (const field of fields) {
    const range = fieldRange(field);
    min += range.min;
    max += range.max;
  }
  return { min, max };
}

function fieldRange(field: TField): TScoreRange {
  const options = field.options ?? [];
  if (options.length === 0) return { min: 0, max: 0 };
  const perOption = options.map((option) => {
    const children = possibleScoreRange(option.children);
    const points = option.points ?? 0;
    return { min: points + children.min, max: points + children.max };
  });
  if (field.type === 'checkbox') {
    return {
      min: perOption.reduce((sum, r) => sum + Math.min(0, r.min), 0),
      max: perOption.reduce((sum, r) => sum + Math.max(0, r.max), 0),
    };
  }
  return { min: Math.min(...perOption.map((r) => r.min)), max: Math.max(...perOption.map((r) => r.max)) };
}

export type TBandProblemKind = 'gap' | 'overlap' | 'outside' | 'order';
/** A problem of a band list: the integers from..to (inclusive) that are missed, doubled, outside the range; or a band whose min > max (order). */
export type TBandProblem = { kind: TBandProblemKind; from: number; to: number };
export type TBandCoverage = { ok: boolean; problems: TBandProblem[] };

/**
 * Whether the bands cover every integer of the range exactly once: no gap, no overlap, no band (part) outside the
 * range, no band whose min is above its max. No bands at all is ok (the template has no bands). Works on unsorted
 * bands (sorts a copy by min).
 */
export function bandCoverage(bands: readonly Pick<TScoreBand, 'min' | 'max'>[], range: TScoreRange): TBandCoverage {
  if (bands.length === 0) return { ok: true, problems: [] };
  const problems: TBandProblem[] = [];
  const sorted = [...bands].sort((a, b) => a.min - b.min || a.max - b.max);
  for (const band of sorted) if (band.min > band.max) problems.push({ kind: 'order', from: band.min, to: band.max });
  const valid = sorted.filter((band) => band.min <= band.max);
  for (const band of valid) {
    if (band.min < range.min) problems.push({ kind: 'outside', from: band.min, to: Math.min(band.max, range.min - 1) });
    if (band.max > range.max) problems.push({ kind: 'outside', from: Math.max(band.min, range.max + 1), to: band.max });
  }
  // Walk the range from its start: `covered` is the last integer covered so far.
  let covered = range.min - 1;
  for (const band of valid) {
    const from = Math.max(band.min, range.min);
    const to = Math.min(band.max, range.max);
    if (from > to) continue;
    if (from > covered + 1) problems.push({ kind: 'gap', from: covered + 1, to: from - 1 });
    if (from <= covered) problems.push({ kind: 'overlap', from, to: Math.min(to, covered) });
    covered = Math.max(covered, to);
  }
  if (covered < range.max) problems.push({ kind: 'gap', from: covered + 1, to: range.max });
  return { ok: problems.length === 0, problems };
}

/** The validation message of each problem kind (errors.json "validation"). */
export const BAND_PROBLEM_MESSAGES = {
  gap: 'SCORE_BANDS_GAP',
  overlap: 'SCORE_BANDS_OVERLAP',
  outside: 'SCORE_BANDS_OUTSIDE',
  order: 'SCORE_BANDS_ORDER',
} as const satisfies Record<TBandProblemKind, string>;

/** The band a score falls in (the first one, when bands overlap), or null (no bands, no score, or outside them all). */
export function bandOf<B extends Pick<TScoreBand, 'min' | 'max'>>(
  bands: readonly B[] | null | undefined,
  score: number | null | undefined,
): B | null {
  if (score === null || score === undefined || !bands) return null;
  return bands.find((band) => band.min <= score && score <= band.max) ?? null;
}

function chosenOptionIds(value: TAnswerValue | undefined): Set<string> {
  if (Array.isArray(value)) return new Set(value);
  return typeof value === 'string' ? new Set([value]) : new Set();
}

/** The options the answers chose for a field: what a visibility walk goes into. */
const chosenBy =
  (answers: TAnswers): TOptionsToWalk =>
  (field) => {
    const ids = chosenOptionIds(answers[field.id]);
    return (field.options ?? []).filter((option) => ids.has(option.id));
  };

/** Ids of the visible fields (in tree order) whose chosen options include one marked `alert`. */
export function alertAnswers(fields: readonly TField[], answers: TAnswers): string[] {
  const chosen = chosenBy(answers);
  const ids: string[] = [];
  for (const { field } of walkFields(fields, chosen)) {
    if (chosen(field).some((option) => option.alert === true)) ids.push(field.id);
  }
  return ids;
}

/**
 * Whether a crisis item (CRISIS_FIELD_IDS: PHQ-9 item 9) among the visible fields was answered with an option worth
 * more than 0 points: the patient's thank-you page then shows the crisis lines (docs/scores.md#crisis-message).
 * `fields` is the tree with its points (a snapshot or the template's), never the patient's copy.
 */
export function crisisAnswered(fields: readonly TField[], answers: TAnswers): boolean {
  const chosen = chosenBy(answers);
  for (const { field } of walkFields(fields, chosen)) {
    if (CRISIS_FIELD_IDS.includes(field.id) && chosen(field).some((option) => (option.points ?? 0) > 0)) return true;
  }
  return false;
}

/** Whether any option of the tree is marked alert (the builder and the lists use it). */
export function hasAlertOptions(fields: readonly TField[]): boolean {
  for (const { field } of walkFields(fields)) if ((field.options ?? []).some((o) => o.alert === true)) return true;
  return false;
}

/** What a patient reads or what scores, as the validated-instrument rule compares it (docs/scores.md#instruments). */
export type TInstrumentCandidate = {
  language: TLocale;
  fields: readonly TField[];
  scoreBands: readonly TScoreBand[];
  patientInstructions?: string | null | undefined;
};

/** The kinds of change that remove the flag, in the order the builder lists them. */
export const INSTRUMENT_CHANGES = ['language', 'items', 'options', 'points', 'alerts', 'conditions', 'instructions', 'bands'] as const;
export type TInstrumentChange = (typeof INSTRUMENT_CHANGES)[number];

/** A field without its options, with the defaults a parsed field gets, as text (titles, help texts, required...). */
function fieldText(field: TField): string {
  const { options: _options, ...rest } = field;
  return JSON.stringify(
    Object.entries({ placeholder: undefined, helpText: undefined, max: undefined, imageUrl: undefined, ...rest })
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

function compareFields(mine: readonly TField[], theirs: readonly TField[], changes: Set<TInstrumentChange>): void {
  if (mine.length !== theirs.length) changes.add('items');
  for (let i = 0; i < Math.min(mine.length, theirs.length); i += 1) {
    const a = mine[i]!;
    const b = theirs[i]!;
    if (fieldText(a) !== fieldText(b)) changes.add('items');
    const ao = a.options ?? [];
    const bo = b.options ?? [];
    if (ao.length !== bo.length) changes.add('options');
    for (let j = 0; j < Math.min(ao.length, bo.length); j += 1) {
      const x = ao[j]!;
      const y = bo[j]!;
      if (x.id !== y.id || x.label !== y.label) changes.add('options');
      if ((x.points ?? 0) !== (y.points ?? 0)) changes.add('points');
      if ((x.alert === true) !== (y.alert === true)) changes.add('alerts');
      if (x.children.length > 0 || y.children.length > 0) {
        if (JSON.stringify(x.children) !== JSON.stringify(y.children)) changes.add('conditions');
      }
    }
  }
}

const bandText = (bands: readonly TScoreBand[]): string =>
  JSON.stringify([...bands].sort((a, b) => a.min - b.min).map((b) => [b.min, b.max, b.label, b.level, b.positive === true]));

/**
 * What differs between a template and the instrument's official version in the template's language: item titles,
 * help texts, order, required flags (`items`), option labels (`options`), points, alerts, conditional fields
 * (`conditions`), the patient instructions (the stem) and the bands; `language` when the instrument is not offered in
 * that language. Empty: the template still is the instrument. The template's own name and description do not count.
 */
export function instrumentChanges(instrument: TValidatedInstrumentKey, template: TInstrumentCandidate): TInstrumentChange[] {
  const version = instrumentVersion(instrument, template.language);
  if (!version) return ['language'];
  const changes = new Set<TInstrumentChange>();
  compareFields(template.fields, version.fields, changes);
  if ((template.patientInstructions ?? '').trim() !== version.instructions) changes.add('instructions');
  if (bandText(template.scoreBands) !== bandText(version.bands)) changes.add('bands');
  return INSTRUMENT_CHANGES.filter((change) => changes.has(change));
}

/** Whether the template still is the instrument (nothing a patient reads or that scores changed): else it loses the flag. */
export function keepsInstrument(instrument: TValidatedInstrumentKey, template: TInstrumentCandidate): boolean {
  return instrumentChanges(instrument, template).length === 0;
}

/** Whether a stored flag names an instrument. */
export function isInstrumentKey(key: string | null | undefined): key is TValidatedInstrumentKey {
  return (VALIDATED_INSTRUMENT_KEYS as readonly string[]).includes(key ?? '');
}

/** The band a score falls in marks a positive screen (docs/scores.md#positive-screen). */
export function isPositiveScreen(bands: readonly TScoreBand[] | null | undefined, score: number | null | undefined): boolean {
  return bandOf(bands, score)?.positive === true;
}

/** What a completed form records (docs/scores.md#completion): the score, its band, and the alert answers. */
export type TCompletionScores = { score: number | null; band: TScoreBandView | null; alertFieldIds: string[] };

/**
 * The score (null when the form does not score), the band it falls in (null without bands or outside them), and the
 * visible fields answered with an alert option (alerts do not need scoring).
 */
export function completionScores(
  form: { fields: readonly TField[]; scoringEnabled: boolean; bands?: readonly TScoreBand[] | null | undefined },
  answers: TAnswers,
): TCompletionScores {
  const score = form.scoringEnabled ? computeScore(form.fields, answers).score : null;
  const band = form.scoringEnabled ? bandOf(form.bands ?? [], score) : null;
  return { score, band: band ? { label: band.label, level: band.level } : null, alertFieldIds: alertAnswers(form.fields, answers) };
}
