// Edit mode's answer rules: what counts as a change (an emptied box is no answer), and the server's refusals per field.
import type { TAnswers } from '@praxiform/domain';
import { firstCodes } from '../../form-fill/answers';

function isBlank(value: TAnswers[string]): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function canonical(answers: TAnswers): string {
  const kept = Object.entries(answers)
    .filter(([, value]) => !isBlank(value))
    .map(([id, value]) => [id, typeof value === 'number' ? String(value) : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(kept);
}

/** Same answers for the practitioner: blank values and number/string spellings of one number do not count as changes. */
export function sameAnswers(a: TAnswers, b: TAnswers): boolean {
  return canonical(a) === canonical(b);
}

/** Field errors a saveAnswers refusal carries: `details.errors` (field → codes) or zod issues under `answers.<id>`. */
export function fieldErrorsOfSaveError(error: unknown): Record<string, string> {
  const data = (error as { data?: { details?: { errors?: unknown }; issues?: unknown } } | null)?.data;
  const fromDetails = data?.details?.errors;
  if (fromDetails && typeof fromDetails === 'object') return firstCodes(fromDetails as Record<string, string[]>);
  const out: Record<string, string> = {};
  if (Array.isArray(data?.issues)) {
    for (const issue of data.issues as { path?: unknown; message?: unknown }[]) {
      const [root, fieldId] = Array.isArray(issue.path) ? issue.path : [];
      if (root === 'answers' && typeof fieldId === 'string') out[fieldId] = 'NOT_ALLOWED';
    }
  }
  return out;
}
