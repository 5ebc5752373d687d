// Turns any failure (REST ApiError, tRPC error, network) into a stable code the errors namespace translates.
import { TRPCClientError } from '@trpc/client';
import { isAppErrorCode } from '@praxiform/domain';
import { ApiError, type TClientErrorCode } from './http';

function codeInside(value: unknown): TClientErrorCode | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  for (const key of ['appCode', 'code']) if (isAppErrorCode(record[key])) return record[key];
  return null;
}

export function errorCodeOf(error: unknown): TClientErrorCode {
  if (error instanceof ApiError) return error.code;
  if (error instanceof TRPCClientError) {
    const fromData = codeInside(error.data) ?? codeInside((error.shape as unknown) ?? null);
    if (fromData) return fromData;
    if (isAppErrorCode(error.message)) return error.message;
    // No answer at all (server down, offline): the fetch itself failed.
    if (!error.data && !error.shape) return 'NETWORK_ERROR';
  }
  if (error instanceof TypeError) return 'NETWORK_ERROR';
  return 'UNKNOWN';
}

/** i18n key (namespace errors) for a failure. */
export function errorMessageKey(error: unknown): string {
  return `errors:codes.${errorCodeOf(error)}`;
}
