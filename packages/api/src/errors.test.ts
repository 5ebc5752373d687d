// Every application code maps to the tRPC code whose HTTP status is the one the domain gives it.
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, APP_ERROR_HTTP_STATUS } from '@praxiform/domain';
import { AppError, appCodeOf } from './errors';

describe('AppError', () => {
  it('answers, through tRPC, the HTTP status of its code (410 excepted: tRPC has none, REST answers it)', () => {
    for (const code of APP_ERROR_CODES) {
      const status = getHTTPStatusCodeFromError(new AppError(code));
      const expected = APP_ERROR_HTTP_STATUS[code] === 410 ? 412 : APP_ERROR_HTTP_STATUS[code];
      expect(status, code).toBe(expected);
      expect(new AppError(code).httpStatus).toBe(APP_ERROR_HTTP_STATUS[code]);
    }
  });

  it('answers field issues as the input schema does: 422 as over REST, VALIDATION_FAILED, the issues on the cause', () => {
    const error = new AppError('VALIDATION_FAILED', { issues: [{ path: ['endsAt'], message: 'ANNOUNCEMENT_END_BEFORE_START' }] });
    expect(getHTTPStatusCodeFromError(error)).toBe(422);
    expect(error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(appCodeOf(error)).toBe('VALIDATION_FAILED');
    expect(error.cause && 'issues' in error.cause ? error.cause.issues : undefined).toMatchObject([
      { path: ['endsAt'], message: 'ANNOUNCEMENT_END_BEFORE_START' },
    ]);
  });
});
