// Test helpers of the API package: dependencies on the test database, callers for a guest or a user.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TRPCError } from '@trpc/server';
import { getTestPrisma } from '@praxiform/db/testing';
import { appCodeOf } from './errors';
import type { ApiDeps } from './context';
import { createContext } from './context';
import { createCallerFactory } from './trpc';
import { appRouter } from './root';
import { createLogger } from './logger';
import { createSession } from './auth/session';
import type { MailMessage } from './mail/mailer';

export const TEST_SECRET_KEY = new Uint8Array(32).fill(7);

/** Dependencies on this test file's database; mails are collected in `sent`. */
export async function createTestDeps(overrides: Partial<ApiDeps> = {}): Promise<ApiDeps & { sent: MailMessage[] }> {
  const sent: MailMessage[] = [];
  return {
    prisma: await getTestPrisma(),
    logger: createLogger({ level: 'silent' }),
    mailer: { describe: 'test', send: async (message) => void sent.push(message) },
    appUrl: 'http://localhost:3000',
    secretKey: TEST_SECRET_KEY,
    auth: { google: null, recaptcha: null },
    billing: null,
    dataDir: mkdtempSync(path.join(tmpdir(), 'praxiform-data-')),
    ...overrides,
    sent,
  };
}

/** A tRPC caller of the app router as a guest, or with a fresh session of `userId`. */
export async function createTestCaller(deps: ApiDeps, userId?: number, request: { ip?: string; acceptLanguage?: string } = {}) {
  const token = userId === undefined ? undefined : (await createSession(deps.prisma, userId)).token;
  const ctx = await createContext(deps, {
    authorization: token ? `Bearer ${token}` : undefined,
    ip: request.ip ?? '127.0.0.1',
    userAgent: 'vitest',
    acceptLanguage: request.acceptLanguage,
  });
  const caller = createCallerFactory(appRouter)(ctx);
  // The caller is a Proxy answering every property with a procedure path, so properties assigned onto it are
  // unreachable (`caller.token` was a function): serve token and ctx from an outer Proxy instead.
  const extras = { token, ctx };
  return new Proxy(caller, {
    get: (target, key, receiver) => (key === 'token' || key === 'ctx' ? extras[key] : Reflect.get(target, key, receiver)),
  }) as typeof caller & typeof extras;
}

export { startSmtpInbox, linkIn, type TSmtpInbox } from './services/auth/testing/smtp-inbox';
export { mockGoogleTokenEndpoint, fakeIdToken, GOOGLE_TEST_CLIENT, type TGoogleIdentity } from './services/auth/testing/google-mock';

/** The application code a call was refused with ('resolved' when it was not refused). */
export async function rejectionCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof TRPCError ? appCodeOf(error) : String(error)),
  );
}

/** The zod issues of a refused input, as `path:message` (tRPC input errors carry the ZodError as cause). */
export async function rejectionIssues(promise: Promise<unknown>): Promise<string[]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = error instanceof Error ? (error.cause as { issues?: { message: string; path: PropertyKey[] }[] } | undefined) : undefined;
  return (cause?.issues ?? []).map((issue) => `${issue.path.map(String).join('.')}:${issue.message}`);
}

/** The zod issue messages (codes such as FIELD_ID_DUPLICATE) of a refused input. */
export async function rejectionMessages(promise: Promise<unknown>): Promise<string[]> {
  return (await rejectionIssues(promise)).map((issue) => issue.slice(issue.indexOf(':') + 1));
}
export { inspectPdf, type TPdfInspection } from './services/exports/testing/inspect-pdf';
export * from './testing/fake-stripe';
