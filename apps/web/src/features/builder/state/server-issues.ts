// The zod issues of a VALIDATION_FAILED answer (tRPC error.data.issues), so server-side refusals land on the right field too.
import { TRPCClientError } from '@trpc/client';
import type { TIssueLike } from './builder-validation';

function isIssue(value: unknown): value is TIssueLike {
  return Boolean(value) && typeof value === 'object' && Array.isArray((value as TIssueLike).path) && typeof (value as TIssueLike).message === 'string';
}

export function serverIssues(error: unknown): TIssueLike[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('issues' in data) || !Array.isArray(data.issues)) return [];
  return data.issues.filter(isIssue);
}
