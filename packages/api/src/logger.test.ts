// Log lines never carry secrets: redacted fields, token-like URL segments, and errors reduced to their class and message.
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger, LOG_REDACT_PATHS, redactUrl } from './logger';
import { collectLines } from './testing/log-lines';

describe('logging', () => {
  it('replaces link tokens in paths and whole query strings', () => {
    expect(redactUrl('/api/public-forms/AbCdEf0123456789_-xyzAbCdEf0123456789_-xyz')).toBe('/api/public-forms/[redacted]');
    expect(redactUrl('/verify-email/abc?token=secret')).toBe('/verify-email/abc?[redacted]');
    expect(redactUrl('/api/trpc/auth.me')).toBe('/api/trpc/auth.me');
  });

  it("keeps nothing of a public form path but its kind and a generic link's ids", () => {
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
    const { lines, sink } = collectLines();
    const logger = pino({ redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } }, sink);
    logger.info({ body: { email: 'a@b.c', password: 'Secret-123', token: 'tok', code: '123456', answers: { q1: 'douleur' } } }, 'x');
    logger.info({ req: { headers: { authorization: 'Bearer abc' } } }, 'y');
    const out = lines.join('');
    for (const secret of ['Secret-123', '"tok"', '123456', 'douleur', 'Bearer abc']) expect(out).not.toContain(secret);
    expect(out).toContain('a@b.c');
  });

  it("keeps a logged error's class, message and stack, and none of the fields that quote a row or an address", () => {
    const { lines, sink } = collectLines();
    const logger = createLogger({}, sink);
    // PostgreSQL's detail of a failed constraint quotes the row; Prisma's driver adapter copies it into the error's meta.
    const pgError = Object.assign(new Error('new row for relation "submissions" violates check constraint "submissions_status_check"'), {
      detail: 'Failing row contains (12, Jeanne Dupont, douleur au genou).',
      table: 'submissions',
    });
    const adapterError = Object.assign(new Error('postgres'), { name: 'DriverAdapterError', cause: { kind: 'postgres', detail: pgError.detail } });
    class PrismaClientKnownRequestError extends Error {
      meta = { driverAdapterError: adapterError };
    }
    logger.error({ err: new PrismaClientKnownRequestError('Raw query failed. Code: `23514`') }, 'procedure failed');
    logger.error({ err: new Error('submit failed', { cause: pgError }) }, 'request failed');
    const [prismaLine, wrappedLine] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(prismaLine!.err).toMatchObject({ type: 'PrismaClientKnownRequestError', message: 'Raw query failed. Code: `…`' });
    expect(prismaLine!.err.stack).toContain('logger.test.ts');
    expect(wrappedLine!.err).toMatchObject({
      message: 'submit failed',
      cause: { message: 'new row for relation "…" violates check constraint "…"' },
    });
    for (const text of ['Jeanne', 'douleur', 'Failing row']) expect(lines.join('')).not.toContain(text);
  });

  it("logs no input value from an error's message or stack: only its first line, quoted parts elided, with its codes and frames", () => {
    const { lines, sink } = collectLines();
    const logger = createLogger({}, sink);
    // As Prisma 7 words a failed statement: the call, a code frame or the arguments with their values, then the reason.
    class PrismaClientKnownRequestError extends Error {
      code = 'P2039';
      meta = { modelName: 'Patient', driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '22P05', detail: 'Jeanne Dupont' } } };
    }
    const prismaError = new PrismaClientKnownRequestError(
      '\nInvalid `prisma.patient.create()` invocation:\n{\n  data: { firstName: "Jeanne", lastName: "Dupont" }\n}\nDatabase error. Code: `22P05`. Message: `unsupported Unicode escape sequence`',
    );
    // node-postgres quotes the value it could not read.
    const pgError = Object.assign(new Error('invalid input syntax for type integer: "Jeanne Dupont"'), {
      name: 'DatabaseError',
      code: '22P02',
      where: 'Jeanne',
    });
    logger.error({ err: prismaError }, 'procedure failed');
    logger.error({ err: new Error("submit of 'Jeanne' failed", { cause: pgError }) }, 'request failed');
    const [prismaLine, wrappedLine] = lines.map((line) => JSON.parse(line) as { err: Record<string, unknown> });
    expect(prismaLine!.err).toMatchObject({
      type: 'PrismaClientKnownRequestError',
      errorCode: 'P2039',
      sqlState: '22P05',
      message: 'Invalid `…` invocation:',
    });
    expect(prismaLine!.err.stack).toMatch(/^PrismaClientKnownRequestError: Invalid `…` invocation:\n\s+at .*logger\.test\.ts/);
    expect(wrappedLine!.err).toMatchObject({
      type: 'Error',
      message: "submit of '…' failed",
      cause: { type: 'Error', errorCode: '22P02', message: 'invalid input syntax for type integer: "…"' },
    });
    for (const text of ['Jeanne', 'Dupont']) expect(lines.join('')).not.toContain(text);
  });
});
