// The columns that make a template's content, written in one place for every way a template is written: saved from
// the builder (contentOf), or copied from another template (copyOf: duplicate, share, publish, cabinet).
import type { Prisma, Template } from '@praxiform/db';
import type { TTemplateData } from '@praxiform/domain';
import { bandsOf, fieldsOf } from './template-view';

/** The columns ZTemplateInput controls (it already forced scoring on for bilan). */
export function contentOf(input: TTemplateData) {
  return {
    name: input.name,
    type: input.type,
    category: input.category ?? null,
    description: input.description ?? null,
    language: input.language,
    scoringEnabled: input.scoringEnabled,
    fields: input.fields,
    // ZTemplateInput checked the bands' coverage and dropped the instrument flag of changed fields (docs/scores.md).
    scoreBands: input.scoreBands,
    patientInstructions: input.patientInstructions,
    crisisMessage: input.crisisMessage,
    validatedInstrument: input.validatedInstrument,
  };
}

type TCopySource = Pick<
  Template,
  | 'id'
  | 'name'
  | 'type'
  | 'category'
  | 'description'
  | 'language'
  | 'scoringEnabled'
  | 'fields'
  | 'scoreBands'
  | 'patientInstructions'
  | 'crisisMessage'
  | 'validatedInstrument'
>;

/** A copy's content and its origin (the source); owner, creator and credit are each caller's to decide. */
export function copyOf(source: TCopySource, name = source.name) {
  return {
    name,
    type: source.type,
    category: source.category,
    description: source.description,
    language: source.language,
    scoringEnabled: source.scoringEnabled,
    fields: fieldsOf(source) as unknown as Prisma.InputJsonValue,
    // A copy is the same content: same bands, and still the validated instrument until its fields change.
    scoreBands: bandsOf(source) as unknown as Prisma.InputJsonValue,
    // What the patient reads above the questions, and whether they see the crisis lines (docs/scores.md).
    patientInstructions: source.patientInstructions,
    crisisMessage: source.crisisMessage,
    validatedInstrument: source.validatedInstrument,
    originId: source.id,
  };
}
