// Answer state shared by the public form and edit mode: pure updates, known field ids, and errors in form order.
import { walkFields, type TAnswerValue, type TAnswers, type TField } from '@praxiform/domain';

/** Field id → the issue code of errors.json `validation.ANSWER_<code>` (REQUIRED, EMAIL…). */
export type TFieldErrors = Readonly<Record<string, string>>;

/** Checkbox answers are the list of chosen option ids, in the order of the options. */
export function toggledOptions(field: TField, current: TAnswerValue | undefined, optionId: string): string[] {
  const chosen = new Set(Array.isArray(current) ? current : []);
  if (chosen.has(optionId)) chosen.delete(optionId);
  else chosen.add(optionId);
  return (field.options ?? []).map((option) => option.id).filter((id) => chosen.has(id));
}

/** Keeps only the answers to fields of this form (a stored draft may predate a change, or be tampered with). */
export function answersForFields(fields: readonly TField[], answers: TAnswers): TAnswers {
  const known = new Set([...walkFields(fields)].map(({ field }) => field.id));
  return Object.fromEntries(Object.entries(answers).filter(([id]) => known.has(id)));
}

/** The ids of the fields with an error, in the order the form shows them (so focus goes to the first one). */
export function errorIdsInOrder(fields: readonly TField[], errors: TFieldErrors): string[] {
  return [...walkFields(fields)].map(({ field }) => field.id).filter((id) => errors[id] !== undefined);
}

/** A server's `errors: { fieldId: [code] }` as one code per field. */
export function firstCodes(errors: Readonly<Record<string, readonly string[] | string>> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [id, codes] of Object.entries(errors ?? {})) {
    const code = Array.isArray(codes) ? codes[0] : codes;
    if (typeof code === 'string') out[id] = code;
  }
  return out;
}
