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

/**
 * Whether asking again could give another answer: no answer at all (offline, server restarting) or a server fault
 * (5xx). A refusal (not found, forbidden, bad input, rate limited) is the answer; asking again only delays it.
 */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  if (error instanceof TRPCClientError) {
    const status = (error.data as { httpStatus?: unknown } | null | undefined)?.httpStatus;
    if (typeof status === 'number') return status >= 500;
  }
  return errorCodeOf(error) === 'NETWORK_ERROR' || errorCodeOf(error) === 'UNKNOWN';
}
