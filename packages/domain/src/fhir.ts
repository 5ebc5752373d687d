// The FHIR import's shared parts (docs/fhir.md#import): the form's input (a Questionnaire pasted or read from a file, as
// JSON text, checked to be a JSON object before sending; the server reads the parsed object), and the kinds of what
// the import refuses, which the server lists and the SPA words.
import { z } from 'zod';

/** The request body limit (1 MB) bounds what reaches the server; a pasted text is checked against it first. */
export const FHIR_IMPORT_TEXT_MAX = 1_000_000;

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

export const ZFhirImportText = z.object({
  text: z.string().trim().min(1).max(FHIR_IMPORT_TEXT_MAX).refine(isJsonObject, 'JSON_INVALID'),
});

/**
 * What the import cannot represent faithfully, by kind (docs/fhir.md#refused). Each is listed with the linkId it was met
 * on (null: on the Questionnaire itself); the caller may confirm dropping them all.
 */
export const FHIR_UNSUPPORTED_KINDS = [
  /** An item type with no field type: dateTime, time, url, reference, quantity, question (R4 legacy)... */
  'item-type',
  /** enableWhen with an operator other than `=`, or `exists`. */
  'enable-when-operator',
  /** enableWhen whose answer is not a coding of a choice or a boolean. */
  'enable-when-answer',
  /** enableWhen naming an item that is not an earlier choice or boolean question. */
  'enable-when-target',
  /** More than one enableWhen (with enableBehavior all or any). */
  'enable-when-multiple',
  /** calculatedExpression, initialExpression, enableWhenExpression, answerExpression and other expressions. */
  'expression',
  /** A modifierExtension (it changes the meaning, and we do not know it). */
  'modifier-extension',
  /** answerValueSet pointing outside the resource (only contained ValueSets are read). */
  'answer-value-set',
  /** initial values (a field starts empty here). */
  'initial-value',
  /** readOnly items. */
  'read-only',
  /** A picture that is not one of the caller's stored files. */
  'image',
  /** A display item in a place the template has no text for (after the last question). */
  'display-position',
  /** A group's heading (its items are kept, in place). */
  'group-heading',
  /** An option's weight (ordinalValue, itemWeight, iso21090-CO-value) that is not a whole number (points are integers). */
  'option-points',
  /** A repeating group or a repeating question other than a choice (a template asks each question once). */
  'repeats',
] as const;
export type TFhirUnsupportedKind = (typeof FHIR_UNSUPPORTED_KINDS)[number];
export type TFhirUnsupported = { linkId: string | null; kind: TFhirUnsupportedKind };
