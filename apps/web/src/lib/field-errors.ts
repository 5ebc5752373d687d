// Field-level errors as codes per field: from the shared zod schemas run in the browser, or from the server's VALIDATION_FAILED issues.
import { TRPCClientError } from '@trpc/client';

export type TFieldErrors = Partial<Record<string, string>>;

/** A zod issue as the browser sees it: the path of the field, the code in `message`, zod's own kind in `code`. */
export type TIssue = { path: readonly PropertyKey[]; message: string; code?: string };

function isIssue(value: unknown): value is TIssue {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as TIssue).path) && typeof (value as TIssue).message === 'string';
}

/** The zod issues of a VALIDATION_FAILED answer (tRPC error.data.issues), empty when the error is of another kind. */
export function serverIssues(error: unknown): TIssue[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(isIssue);
}

/** First issue per top-level field ('customProfession', 'specialties', ...). */
export function fieldErrorsFromIssues(issues: readonly TIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's refusals per field; `under` keeps only the issues under that key of the request, its prefix removed
 * (submissions.assign sends the new patient as `{ id, newPatient: {...} }`).
 */
export function serverFieldErrors(error: unknown, under?: string): TFieldErrors {
  const issues = serverIssues(error).flatMap((issue) => {
    if (!under) return [issue];
    return String(issue.path[0]) === under ? [{ ...issue, path: issue.path.slice(1) }] : [];
  });
  return fieldErrorsFromIssues(issues);
}

/** An empty required field says "required" rather than the rule it breaks (an empty name is not "too short"). */
export function withRequired(errors: TFieldErrors, values: Record<string, unknown>, required: readonly string[]): TFieldErrors {
  const out = { ...errors };
  for (const field of required) {
    const value = values[field];
    if (out[field] && (value === undefined || (typeof value === 'string' && value.trim() === ''))) out[field] = 'REQUIRED';
  }
  return out;
}

/** The errors left once the fields in `changed` have changed: an error goes away as soon as its field changes. */
export function withoutChanged<TErrors extends Partial<Record<string, string>>>(errors: TErrors, changed: object): TErrors {
  const cleared = { ...errors };
  for (const key of Object.keys(changed)) delete cleared[key as keyof TErrors];
  return cleared;
}

export function hasErrors(errors: TFieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** Moves focus to the first invalid field once React has rendered the errors. */
export function focusFirstInvalid(formId: string): void {
  window.setTimeout(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
