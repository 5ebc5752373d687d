// The failure of a sign-in call, read once: its code, its zod issues and its details (attempts left, the address).
import { TRPCClientError } from '@trpc/client';
import { errorCodeOf } from '../../../lib/errors';
import { serverIssues, type TIssue } from '../../../lib/field-errors';
import type { TClientErrorCode } from '../../../lib/http';

export type TServerFailure = { code: TClientErrorCode; issues: TIssue[]; details: Record<string, unknown> };

export function serverFailure(error: unknown): TServerFailure {
  const code = errorCodeOf(error);
  if (!(error instanceof TRPCClientError)) return { code, issues: [], details: {} };
  const data = (error.data ?? {}) as Record<string, unknown>;
  const details = data.details && typeof data.details === 'object' ? (data.details as Record<string, unknown>) : {};
  return { code, issues: serverIssues(error), details };
}

/** A refusal about the fields (shown on them), not one for the form's banner. */
export function isFieldFailure(failure: TServerFailure): boolean {
  return failure.code === 'VALIDATION_FAILED' && failure.issues.length > 0;
}
