// Score of a scored template: the points of the chosen options, counting only fields the answers make visible.
import type { TAnswers, TField } from '@praxiform/domain';

export function computeScore(fields: readonly TField[], answers: TAnswers): number {
  let total = 0;
  for (const field of fields) {
    const value = answers[field.id];
    const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
    for (const option of field.options ?? []) {
      if (!chosen.includes(option.id)) continue;
      total += option.points ?? 0;
      total += computeScore(option.children, answers);
    }
  }
  return total;
}
