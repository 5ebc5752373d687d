// Failure → stable code: REST ApiError, tRPC errors carrying the server's appCode, network failures.
import { describe, expect, it } from 'vitest';
import { TRPCClientError } from '@trpc/client';
import { APP_ERROR_CODES } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { errorCodeOf, errorMessageKey, isWorthRetrying } from './errors';
import { ApiError } from './http';

function trpcError(data: Record<string, unknown>, message = 'x') {
  return TRPCClientError.from({ error: { message, code: -32600, data } });
}

describe('errorCodeOf', () => {
  it('reads the code of a REST error', () => {
    expect(errorCodeOf(new ApiError(410, 'LINK_EXPIRED', 'gone', null))).toBe('LINK_EXPIRED');
  });
  it("prefers the server's appCode over the tRPC code", () => {
    expect(errorCodeOf(trpcError({ code: 'FORBIDDEN', httpStatus: 403, appCode: 'PROFILE_INCOMPLETE' }))).toBe('PROFILE_INCOMPLETE');
    expect(errorCodeOf(trpcError({ code: 'NOT_FOUND', httpStatus: 404 }))).toBe('NOT_FOUND');
  });
  it('treats a tRPC error without any answer, or a failed fetch, as a network error', () => {
    expect(errorCodeOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe('NETWORK_ERROR');
    expect(errorCodeOf(new TypeError('Failed to fetch'))).toBe('NETWORK_ERROR');
  });
  it('falls back to UNKNOWN', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('UNKNOWN');
    expect(errorCodeOf(trpcError({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 }, 'boom'))).toBe('UNKNOWN');
  });
});

describe('isWorthRetrying', () => {
  it('asks again after no answer or a server fault', () => {
    expect(isWorthRetrying(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(true);
    expect(isWorthRetrying(trpcError({ code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 }))).toBe(true);
    expect(isWorthRetrying(new ApiError(503, 'SERVICE_UNAVAILABLE', '', null))).toBe(true);
  });
  it('shows a refusal at once: not found, forbidden, bad input, rate limited', () => {
    expect(isWorthRetrying(trpcError({ code: 'NOT_FOUND', httpStatus: 404 }))).toBe(false);
    expect(isWorthRetrying(trpcError({ code: 'FORBIDDEN', httpStatus: 403, appCode: 'PROFILE_INCOMPLETE' }))).toBe(false);
    expect(isWorthRetrying(trpcError({ code: 'BAD_REQUEST', httpStatus: 400 }))).toBe(false);
    expect(isWorthRetrying(new ApiError(429, 'RATE_LIMITED', '', null))).toBe(false);
    expect(isWorthRetrying(new ApiError(404, 'NOT_FOUND', '', null))).toBe(false);
  });
});

describe('errorMessageKey', () => {
  it('points at a sentence that exists in every language for every code', () => {
    for (const locale of ['fr', 'en', 'nl'] as const) {
      const codes = resources[locale].errors.codes as Record<string, unknown>;
      for (const code of [...APP_ERROR_CODES, 'NETWORK_ERROR', 'BOT_CHECK_UNAVAILABLE', 'UNKNOWN']) {
        expect(typeof codes[code], `${locale}: ${code}`).toBe('string');
      }
    }
    expect(errorMessageKey(new ApiError(429, 'RATE_LIMITED', '', null))).toBe('errors:codes.RATE_LIMITED');
  });
});
