// Pure rules of a filled form, shared by the builder preview, the public form and the server: visibility and score.
import { walkFields, type TOptionsToWalk } from './field-tree';
import type { TAnswerValue, TAnswers, TField } from './template-fields';

function chosenOptionIds(field: TField, value: TAnswerValue | undefined): Set<string> {
  if (value === undefined || value === null) return new Set();
  if (Array.isArray(value)) return new Set(value);
  return typeof value === 'string' ? new Set([value]) : new Set();
}

/** The options of a field whose children the answers reveal: the chosen ones. */
function chosenOptions(answers: TAnswers): TOptionsToWalk {
  return (field) => {
    const chosen = chosenOptionIds(field, answers[field.id]);
    return (field.options ?? []).filter((option) => chosen.has(option.id));
  };
}

/**
 * Ids of the fields a patient sees for these answers: top-level fields always; a conditional field when its
 * parent is visible and the option it hangs under is chosen (recursively).
 */
export function visibleFieldIds(fields: readonly TField[], answers: TAnswers): Set<string> {
  return new Set([...walkFields(fields, chosenOptions(answers))].map(({ field }) => field.id));
}

/** Sum of the points of the chosen options of visible fields, and the best total these visible fields allow. */
export function computeScore(fields: readonly TField[], answers: TAnswers): { score: number; max: number } {
  let score = 0;
  let max = 0;
  for (const { field } of walkFields(fields, chosenOptions(answers))) {
    if (!field.options) continue;
    const chosen = chosenOptionIds(field, answers[field.id]);
    const points = field.options.map((o) => o.points ?? 0);
    if (field.type === 'checkbox') {
      max += points.filter((p) => p > 0).reduce((a, b) => a + b, 0);
    } else {
      max += Math.max(0, ...points);
    }
    for (const option of field.options) if (chosen.has(option.id)) score += option.points ?? 0;
  }
  return { score, max };
}
