// Whether the patient's thank-you page shows the crisis lines (docs/scores.md#crisis-message): the form's switch is on
// and the domain's rule (crisisAnswered: PHQ-9 item 9 above 0 among the visible fields) holds. The answer says only yes
// or no: no point, no score.
import { crisisAnswered, type TAnswers, type TField } from '@praxiform/domain';

export function showsCrisisMessage(form: { crisisMessage: boolean; fields: readonly TField[] }, answers: TAnswers): boolean {
  return form.crisisMessage && crisisAnswered(form.fields, answers);
}
