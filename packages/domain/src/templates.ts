// Template metadata rules shared by the builder and the server: categories, limits, the save schema.
import { z } from 'zod';
import { LOCALES } from './constants';
import { TEMPLATE_TYPES } from './enums';
import { ZId } from './inputs';
import { BAND_PROBLEM_MESSAGES, bandCoverage, keepsInstrument, possibleScoreRange, ZScoreBands, ZValidatedInstrumentKey } from './scores';
import { ZTemplateFields } from './template-fields';

/** Medical specialty categories (keys; the SPA translates them under templates:categories.<key>). */
export const TEMPLATE_CATEGORIES = [
  'general_medicine',
  'cardiology',
  'dermatology',
  'endocrinology',
  'gastroenterology',
  'geriatrics',
  'gynecology',
  'hematology',
  'infectious_diseases',
  'nephrology',
  'neurology',
  'oncology',
  'ophthalmology',
  'orthopedics',
  'otorhinolaryngology',
  'pediatrics',
  'pneumology',
  'psychiatry',
  'psychology',
  'rheumatology',
  'urology',
  'sports_medicine',
  'pain_management',
  'nutrition',
  'dentistry',
  'orthodontics',
  'periodontics',
  'oral_surgery',
  'nursing_care',
  'wound_care',
  'home_care',
  'physiotherapy_musculoskeletal',
  'physiotherapy_sports',
  'physiotherapy_neurological',
  'physiotherapy_respiratory',
  'physiotherapy_pediatric',
  'physiotherapy_geriatric',
  'pelvic_floor_rehabilitation',
  'vestibular_rehabilitation',
  'post_operative_rehabilitation',
  'cardiac_rehabilitation',
  'manual_therapy',
  'occupational_therapy',
  'speech_therapy',
] as const;
export type TTemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const TEMPLATE_LIMITS = { nameMax: 200, descriptionMax: 2000, categoryMax: 100, patientInstructionsMax: 2000 } as const;

export const ZTemplateInput = z
  .object({
    name: z.string().trim().min(1, 'TEMPLATE_NAME_REQUIRED').max(TEMPLATE_LIMITS.nameMax, 'TEMPLATE_NAME_TOO_LONG'),
    type: z.enum(TEMPLATE_TYPES),
    category: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.categoryMax)
      .optional()
      .transform((c) => (c ? c : undefined)),
    description: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.descriptionMax)
      .optional()
      .transform((d) => (d ? d : undefined)),
    language: z.enum(LOCALES),
    scoringEnabled: z.boolean().default(false),
    fields: ZTemplateFields,
    /** Severity bands of the total (docs/scores.md#bands); kept only when the template scores. */
    scoreBands: ZScoreBands.default([]),
    /** What the patient reads above the questions (an instrument's stem); null when empty (docs/scores.md#patient-instructions). */
    patientInstructions: z
      .string()
      .trim()
      .max(TEMPLATE_LIMITS.patientInstructionsMax, 'PATIENT_INSTRUCTIONS_TOO_LONG')
      .nullish()
      .transform((text) => (text ? text : null)),
    /** Show the patient the crisis lines after an answer above 0 to PHQ-9 item 9 (docs/scores.md#crisis-message). */
    crisisMessage: z.boolean().default(true),
    /** Set on the validated instruments and their unchanged copies; dropped on save when anything they compare changed. */
    validatedInstrument: ZValidatedInstrumentKey.nullable().default(null),
  })
  // Bands must cover every possible total exactly once (docs/scores.md#coverage): one issue per problem on scoreBands.
  .superRefine((t, ctx) => {
    const scores = t.type === 'bilan' || t.scoringEnabled;
    if (!scores || t.scoreBands.length === 0) return;
    for (const problem of bandCoverage(t.scoreBands, possibleScoreRange(t.fields)).problems) {
      ctx.addIssue({
        code: 'custom',
        path: ['scoreBands'],
        message: BAND_PROBLEM_MESSAGES[problem.kind],
        params: { from: problem.from, to: problem.to },
      });
    }
  })
  // Templates of type bilan always score (docs/product.md#validation).
  .transform((t) => {
    const scoringEnabled = t.type === 'bilan' ? true : t.scoringEnabled;
    const instrument = t.validatedInstrument;
    return {
      ...t,
      scoringEnabled,
      scoreBands: scoringEnabled ? t.scoreBands : [],
      // A copy whose patient-facing text, options, points, conditions, instructions or bands changed is no longer the
      // instrument (docs/scores.md#instruments).
      validatedInstrument:
        instrument !== null && keepsInstrument(instrument, { ...t, scoreBands: scoringEnabled ? t.scoreBands : [] }) ? instrument : null,
    };
  });
export type TTemplateInput = z.input<typeof ZTemplateInput>;
export type TTemplateData = z.output<typeof ZTemplateInput>;

/** `{ id } & ZTemplateInput`: the id is checked apart so the save schema (and its bilan transform) stays ZTemplateInput. */
export const ZTemplateUpdateInput = z.object({ id: ZId }).and(ZTemplateInput);
