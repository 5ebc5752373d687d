// Test helpers of the API package: dependencies on the test database, callers for a guest or a user.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import { inject } from 'vitest';
import { createPrismaClient, onStatement, prismaQueryable, syncValidatedInstruments, type PrismaClient } from '@praxiform/db';
import { getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import type { TAnswers } from '@praxiform/domain';
import { appCodeOf } from './errors';
import type { ApiDeps } from './context';
import { createContext } from './context';
import { createCallerFactory } from './trpc';
import { appRouter } from './root';
import { createLogger } from './logger';
import { createSession } from './auth/session';
import { createSmtpMailer, MailDeliveryError, type Mailer, type MailMessage } from './mail/mailer';
import { createMailOutbox } from './mail/outbox';
import { readWhole, type TFileStore } from './services/storage/file-store';
import { createLocalFileStore } from './services/storage/local-store';
import { createS3FileStore } from './services/storage/s3-store';
import { S3RVER_CREDENTIALS } from './testing/s3-server';

export { startS3Server, S3RVER_CREDENTIALS, type TS3Server } from './testing/s3-server';
import type {} from './testing/s3-global-setup';
import { startSmtpInbox } from './services/auth/testing/smtp-inbox';
import { fakeIdToken, mockGoogleTokenEndpoint, type TGoogleIdentity } from './services/auth/testing/google-mock';

/**
 * The file store of a test: a fresh local folder, or, in the `node-s3` project (vitest.config.ts), whose global set-up
 * started an S3-compatible server, a fresh prefix of its bucket: the same tests prove both drivers.
 */
export function testFileStore(): TFileStore {
  const s3 = inject('praxiformS3');
  if (!s3) return createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'praxiform-data-')));
  return testS3Store(s3.endpoint, s3.bucket, `${randomUUID()}/`);
}

/** The S3 driver on a bucket of the test S3 server (startS3Server), with its keys. */
export function testS3Store(endpoint: string, bucket: string, keyPrefix = ''): ReturnType<typeof createS3FileStore> {
  return createS3FileStore({
    bucket,
    region: 'us-east-1',
    endpoint,
    ...S3RVER_CREDENTIALS,
    forcePathStyle: true,
    keyPrefix,
    serverSideEncryption: 'AES256',
  });
}

/** The variables that put a real server process's files in a bucket of the test S3 server (startServerProcess). */
export function s3ServerEnv(endpoint: string, bucket: string): Record<string, string> {
  return {
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** The keys a store holds under uploads/, sorted (unfinished local writes included). */
export async function listTestKeys(files: TFileStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of files.list('uploads/')) keys.push(object.key);
  return keys.sort();
}

/** Writes bytes straight into a store (a file some earlier run left, a row's bytes set up by hand). */
export async function putTestObject(files: TFileStore, key: string, bytes: Uint8Array | string): Promise<void> {
  const buffer = Buffer.from(bytes);
  await files.put(key, Readable.from([buffer]), { size: buffer.length });
}

/** The bytes a store holds under `key`; null when it holds none. */
export async function readTestObject(files: TFileStore, key: string): Promise<Buffer | null> {
  const object = await files.get(key);
  return object ? readWhole(object.body) : null;
}

export const TEST_SECRET_KEY = new Uint8Array(32).fill(7);

/**
 * Dependencies on this test file's database; mails are collected in `sent`, or go to `overrides.mailer`. The outbox
 * drains inline: a use case that queued mail has it delivered (or its attempt failed) by the time it answers.
 */
export async function createTestDeps(overrides: Partial<ApiDeps> = {}): Promise<ApiDeps & { sent: MailMessage[] }> {
  const sent: MailMessage[] = [];
  const prisma = overrides.prisma ?? (await getTestPrisma());
  const logger = overrides.logger ?? createLogger({ level: 'silent' });
  const mailer: Mailer = overrides.mailer ?? { describe: 'test', send: async (message) => void sent.push(message) };
  return {
    prisma,
    logger,
    mailer,
    outbox: createMailOutbox({ prisma, mailer, logger, inline: true }),
    appUrl: 'http://localhost:3000',
    secretKey: TEST_SECRET_KEY,
    auth: { google: null, recaptcha: null },
    billing: null,
    files: testFileStore(),
    ...overrides,
    sent,
  };
}

export type TTestDeps = Awaited<ReturnType<typeof createTestDeps>>;

/** A real SMTP inbox (startSmtpInbox) and dependencies on this file's database that mail to it over SMTP. */
export async function createTestDepsWithInbox(overrides: Partial<ApiDeps> = {}) {
  const inbox = await startSmtpInbox();
  const deps = await createTestDeps({ mailer: createSmtpMailer(inbox.url, 'Praxiform <no-reply@praxiform.test>'), ...overrides });
  return { inbox, deps };
}

/**
 * Deps on a second client of this file's database that counts every statement sent on its connections (Prisma's and
 * the hand-written ones on its pool) in `counter.statements`; the caller disconnects `prisma` when done.
 */
export async function createCountingDeps(): Promise<{ deps: TTestDeps; prisma: PrismaClient; counter: { statements: number } }> {
  const prisma = createPrismaClient(await getTestDatabaseUrl(), { max: 2 });
  const counter = { statements: 0 };
  onStatement(prisma, () => {
    counter.statements += 1;
  });
  return { deps: await createTestDeps({ prisma }), prisma, counter };
}

/** Dependencies on this test file's database with the validated instruments synced, and the public French PHQ-9's id. */
export async function createTestDepsWithPhq9(): Promise<{ deps: TTestDeps; phq9Fr: number }> {
  const deps = await createTestDeps();
  await syncValidatedInstruments(prismaQueryable(deps.prisma));
  const phq9Fr = await deps.prisma.template.findFirstOrThrow({ where: { validatedInstrument: 'phq9', language: 'fr', isPublic: true } });
  return { deps, phq9Fr: phq9Fr.id };
}

/** PHQ-9 answers: item i (1..9) answered with points[i-1]. */
export const phq9Answers = (points: number[]): TAnswers => Object.fromEntries(points.map((p, i) => [`phq9_${i + 1}`, `phq9_${i + 1}_${p}`]));

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

/** Google's token endpoint answering every code with an ID token of `identity` (mockGoogleTokenEndpoint): restore() after. */
export function mockGoogleSignIn(identity: TGoogleIdentity) {
  return mockGoogleTokenEndpoint(() => ({
    status: 200,
    body: { access_token: 'ya29.test', token_type: 'Bearer', expires_in: 3599, id_token: fakeIdToken(identity) },
  }));
}

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
export { listenLocally, type TListening } from './testing/http';
export { collectLines } from './testing/log-lines';
export { fakeBillingConfig, startWebhookReceiver, type TWebhookReceiver } from './testing/billing';
export { douleurQuestion, painQuestion, painScaleQuestion, templateInput } from './testing/fields';
export { PUBLIC_PROCEDURES } from './testing/public-procedures';
export { createOwnerForms, marker, MISSING_ID, type TFormMarkers } from './security/matrix-world';

/** The outbox's state of a queued mail (docs/mail.md), and its last error when an attempt failed. */
export async function outboxState(deps: Pick<ApiDeps, 'prisma'>, mailId: string): Promise<{ status: string; lastError: string | null }> {
  const row = await deps.prisma.mailOutbox.findUniqueOrThrow({ where: { id: mailId }, select: { status: true, lastError: true } });
  return row;
}

/**
 * A relay the test switches: while `refuse` is set it refuses every recipient for good, as a relay answering
 * `550` to RCPT TO does (nodemailer's EENVELOPE); otherwise it accepts, and the mail is in `delivered`.
 */
export function switchableRelay(): { mailer: Mailer; delivered: MailMessage[]; refuse: boolean } {
  const relay = {
    refuse: true,
    delivered: [] as MailMessage[],
    mailer: {
      describe: 'switchable relay',
      send: async (message: MailMessage) => {
        if (relay.refuse) throw new MailDeliveryError('SMTP sending failed (EENVELOPE 550 on RCPT TO): Recipient address rejected', true);
        relay.delivered.push(message);
      },
    } satisfies Mailer,
  };
  return relay;
}
export { expectValidFhir } from './services/fhir/fhir-validate.testing';
