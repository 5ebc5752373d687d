// Log lines never carry secrets: redacted fields and token-like URL segments.
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { LOG_REDACT_PATHS, redactUrl } from './logger';

describe('logging', () => {
  it('replaces link tokens in paths and whole query strings', () => {
    expect(redactUrl('/api/public-forms/AbCdEf0123456789_-xyzAbCdEf0123456789_-xyz')).toBe('/api/public-forms/[redacted]');
    expect(redactUrl('/verify-email/abc?token=secret')).toBe('/verify-email/abc?[redacted]');
    expect(redactUrl('/api/trpc/auth.me')).toBe('/api/trpc/auth.me');
  });

  it('redacts passwords, tokens, TOTP codes and answers wherever they are logged', () => {
    const lines: string[] = [];
    const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
    const logger = pino({ redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, sink);
    logger.info({ body: { email: 'a@b.c', password: 'Secret-123', token: 'tok', code: '123456', answers: { q1: 'douleur' } } }, 'x');
    logger.info({ req: { headers: { authorization: 'Bearer abc' } } }, 'y');
    const out = lines.join('');
    for (const secret of ['Secret-123', '"tok"', '123456', 'douleur', 'Bearer abc']) expect(out).not.toContain(secret);
    expect(out).toContain('a@b.c');
  });
});
