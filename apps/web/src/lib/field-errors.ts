// The field-level refusals of a server answer: the zod issues of a VALIDATION_FAILED error, as the form kit
// (components/forms/form-kit.ts) puts them on the fields.
import { TRPCClientError } from '@trpc/client';

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
