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

  it('keeps nothing of a public form path but its kind and a generic link\'s ids', () => {
    const token = 'AbCdEf0123456789_-xyzAbCdEf0123456789_-xyzAbCdEf01';
    expect(redactUrl(`/api/public-forms/${token}`)).toBe('/api/public-forms/[redacted]');
    expect(redactUrl(`/api/public-forms/${token}/files`)).toBe('/api/public-forms/[redacted]');
    expect(redactUrl(`/fr/form/${token}`)).toBe('/fr/form/[redacted]');
    expect(redactUrl('/form/short')).toBe('/form/[redacted]');
    expect(redactUrl('/api/public-forms/generic/12/3/Jeanne/Martin/jeanne%40example.org/SIG')).toBe('/api/public-forms/generic/12/3/[redacted]');
    expect(redactUrl('/api/public-forms/generic/12/3/SIG/files?x=1')).toBe('/api/public-forms/generic/12/3/[redacted]?[redacted]');
    expect(redactUrl('/form/12/3/Jeanne/Martin/jeanne@example.org/SIG')).toBe('/form/12/3/[redacted]');
    expect(redactUrl('/en/form/12/3/SIG')).toBe('/en/form/12/3/[redacted]');
    expect(redactUrl('/api/public-forms/generic/x/Jeanne/SIG')).toBe('/api/public-forms/generic/[redacted]');
    expect(redactUrl('/fr/forms/pending')).toBe('/fr/forms/pending');
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
