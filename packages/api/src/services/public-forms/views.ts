// The form as the patient's browser receives it: public fields only, no score, no practitioner-only content.
import {
  fullName,
  mapFields,
  publicFields,
  ZScoreBands,
  ZTemplateFields,
  type TField,
  type TLocale,
  type TProfession,
  type TScoreBand,
} from '@praxiform/domain';
import type { Prisma } from '@praxiform/db';
import { AppError } from '../../errors';
import type { TPractitioner, TRespondent } from '../links/public-link';

export type TPublicForm = {
  formName: string;
  /** "First Last" of the practitioner who sent the form. */
  practitionerName: string;
  /** Profession code (the page translates it); with `other`, practitionerCustomProfession holds the words they typed. */
  practitionerProfession: TProfession | null;
  practitionerCustomProfession: string | null;
  /** The practitioner's personal message, typed when sending the form (null when none, and for generic links). */
  instructions: string | null;
  /**
   * What the form itself asks the patient to read above the questions (an instrument's stem): the snapshot taken when
   * the form was sent, the template's for a generic link; null when none (docs/scores.md#patient-instructions).
   */
  patientInstructions: string | null;
  language: TLocale;
  fields: TField[];
  /** ISO date-time; null for generic links, which do not expire. */
  expiresAt: string | null;
  /** The identity a generic link carries (for the page to prefill nothing but greet); null otherwise. */
  respondent: TRespondent | null;
};

/** The stored field tree (a snapshot or a template's fields), parsed: a row that fails the schema is a server bug. */
export function fieldsOf(json: Prisma.JsonValue): TField[] {
  const parsed = ZTemplateFields.safeParse(json);
  if (!parsed.success) throw new AppError('INTERNAL', { cause: parsed.error });
  return parsed.data;
}

/** Stored bands (a snapshot or a template's), parsed; none when absent (forms sent before bands existed). */
export function bandsOfJson(json: Prisma.JsonValue | null): TScoreBand[] {
  if (json === null) return [];
  const parsed = ZScoreBands.safeParse(json);
  if (!parsed.success) throw new AppError('INTERNAL', { cause: parsed.error });
  return parsed.data;
}

/** Option points and alerts are the practitioner's scoring rules: the patient gets neither them nor the score. */
function withoutPoints(fields: readonly TField[]): TField[] {
  return mapFields(fields, { option: ({ points: _points, alert: _alert, ...option }) => option });
}

export function toPublicForm(input: {
  formName: string;
  practitioner: TPractitioner;
  instructions: string | null;
  patientInstructions: string | null;
  language: TLocale;
  fields: TField[];
  expiresAt: Date | null;
  respondent: TRespondent | null;
}): TPublicForm {
  const { practitioner } = input;
  return {
    formName: input.formName,
    practitionerName: fullName(practitioner),
    practitionerProfession: practitioner.profession,
    practitionerCustomProfession: practitioner.profession === 'other' ? practitioner.customProfession : null,
    instructions: input.instructions,
    patientInstructions: input.patientInstructions,
    language: input.language,
    // Built from the filtered tree only, so practitioner-only titles, options and children never reach the JSON.
    fields: withoutPoints(publicFields(input.fields)),
    expiresAt: input.expiresAt?.toISOString() ?? null,
    respondent: input.respondent,
  };
}
