// Every application code maps to the tRPC code whose HTTP status is the one the domain gives it.
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { describe, expect, it } from 'vitest';
import { APP_ERROR_CODES, APP_ERROR_HTTP_STATUS } from '@praxiform/domain';
import { AppError } from './errors';

describe('AppError', () => {
  it('answers, through tRPC, the HTTP status of its code (410 excepted: tRPC has none, REST answers it)', () => {
    for (const code of APP_ERROR_CODES) {
      const status = getHTTPStatusCodeFromError(new AppError(code));
      const expected = APP_ERROR_HTTP_STATUS[code] === 410 ? 412 : APP_ERROR_HTTP_STATUS[code];
      expect(status, code).toBe(expected);
      expect(new AppError(code).httpStatus).toBe(APP_ERROR_HTTP_STATUS[code]);
    }
  });
});
