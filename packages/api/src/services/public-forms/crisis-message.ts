// Whether the patient's thank-you page shows the crisis lines (docs/scores.md#crisis-message): the form's switch is on
// and a crisis item (PHQ-9 item 9) among the visible fields was answered with an option worth more than 0 points.
import { CRISIS_FIELD_IDS, walkFields, type TAnswers, type TField, type TFieldOption } from '@praxiform/domain';

function chosenOptions(field: TField, answers: TAnswers): TFieldOption[] {
  const value = answers[field.id];
  const ids = new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
  return (field.options ?? []).filter((option) => ids.has(option.id));
}

/**
 * `fields`: the tree with its points (the snapshot or the template's), never the patient's copy; `answers`: the checked
 * ones. Only the fields the answers make visible count, as for alerts. The answer says only yes or no: no point, no score.
 */
export function showsCrisisMessage(form: { crisisMessage: boolean; fields: readonly TField[] }, answers: TAnswers): boolean {
  if (!form.crisisMessage) return false;
  for (const { field } of walkFields(form.fields, (f) => chosenOptions(f, answers))) {
    if (CRISIS_FIELD_IDS.includes(field.id) && chosenOptions(field, answers).some((option) => (option.points ?? 0) > 0)) return true;
  }
  return false;
}
