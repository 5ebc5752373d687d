// Shared pieces of the bad-input battery (issue 16): the real app on a port, an owner's world, responses checked for
// 5xx and leaks, and row counts of every table to prove refused calls write nothing. See docs/architecture.md ("Tests").
import { Writable } from 'node:stream';
import { createLogger, createSession, type ApiDeps } from '@praxiform/api';
import { createTestDeps, fakeBillingConfig, GOOGLE_TEST_CLIENT, listenLocally, startFakeStripe, type TFakeStripe } from '@praxiform/api/testing';
import { createCabinet, createPatient, createSubmission, createSupportTicket, createTemplate, createUser } from '@praxiform/db/testing';
import { createApp } from '../app';

/** A stack frame, SQL, or the ORM's or a package's name: none may reach a client. */
export const LEAK = /at \w+ \(|SELECT |INSERT |UPDATE \w+ SET|DELETE FROM|prisma|node_modules|\/work\/|\.ts:\d+/i;

/** Generated inputs per procedure or route: the issue's CI figure by default, 1,000 with SECURITY_HEAVY=1. */
// A test switch, not the app's configuration (which env.ts validates).
// eslint-disable-next-line no-restricted-properties
export const HEAVY = process.env.SECURITY_HEAVY === '1';

export type THarness = {
  deps: ApiDeps;
  base: string;
  fake: TFakeStripe;
  /** Error lines the server logged (an unexpected failure is logged even when it is answered as a 4xx). */
  errorLogs: string[];
  /** Every line the server logged (level info and above), for the scan for secrets. */
  logLines: string[];
  close: () => Promise<void>;
};

/** The real Express app (createApp) on a free port, with the local Stripe and Google configured, so none answers 503. */
export async function startHarness(): Promise<THarness> {
  const errorLogs: string[] = [];
  const logLines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = chunk.toString();
      logLines.push(line);
      // pino's levels: 50 error, 60 fatal.
      if (((JSON.parse(line) as { level?: number }).level ?? 0) >= 50) errorLogs.push(line);
      done();
    },
  });
  const billing = fakeBillingConfig();
  // Google sign-in configured (its token endpoint is never reached: no request carries a valid state), else 503.
  const deps = await createTestDeps({
    // The server's own level: every request line is kept, scanned for secrets at the end (issue 16, "Logs").
    logger: createLogger({ level: 'info' }, sink),
    billing,
    auth: { google: GOOGLE_TEST_CLIENT, recaptcha: null },
  });
  const { server, base, close } = await listenLocally(createApp({ deps }));
  const fake = await startFakeStripe({ webhookUrl: `${base}/api/webhooks/stripe` });
  billing.apiUrl = fake.url;
  return {
    deps,
    base,
    fake,
    errorLogs,
    logLines,
    close: async () => {
      await fake.close();
      server.closeAllConnections();
      await close();
    },
  };
}

/** The owner the battery calls as: an administrator with a complete profile on a trial, so every guard lets it in. */
export async function createOwner(deps: ApiDeps) {
  const owner = await createUser(deps.prisma, { isAdministrator: true, role: 'administrator', firstName: 'Olivia', lastName: 'Owner' });
  const token = (await createSession(deps.prisma, owner.id)).token;
  return { owner, token };
}

/**
 * The harness started, its owner signed in and the owner's world built; `secrets` holds what the server's log must
 * never show (the owner's session token, the world's patient), for secretsLogged.
 */
export async function startBattery() {
  const h = await startHarness();
  const { owner, token } = await createOwner(h.deps);
  const world = await createWorld(h.deps, owner.id);
  return { h, owner, token, world, secrets: [token, ...world.secrets] };
}

/** Records of the owner and of a colleague, whose ids the generated inputs reuse so that valid ones reach real rows. */
export async function createWorld(deps: ApiDeps, ownerId: number) {
  const { prisma } = deps;
  const colleague = await createUser(prisma, { firstName: 'Paul', lastName: 'Leroy' });
  // Names and address unique to this world: the log scan looks for them.
  const mark = Date.now().toString(36);
  const patient = await createPatient(prisma, {
    ownerId,
    firstName: `Sophiefz${mark}`,
    lastName: `Bernardfz${mark}`,
    email: `sophie.fz${mark}@test.praxiform`,
  });
  const template = await createTemplate(prisma, { creatorId: ownerId, name: 'Bilan lombaire' });
  const market = await createTemplate(prisma, { creatorId: colleague.id, name: 'Anamnèse publique', isPublic: true });
  const shared = await createTemplate(prisma, { creatorId: colleague.id, name: 'Modèle du cabinet' });
  // The colleague is a member of the owner's cabinet and shares a template to it.
  const cabinet = await createCabinet(prisma, {
    ownerId,
    memberIds: [colleague.id],
    templates: { create: [{ templateId: shared.id, sharedById: colleague.id }] },
  });
  const submission = await createSubmission(prisma, { practitionerId: ownerId, patientId: patient.id, templateId: template.id });
  const ticket = await createSupportTicket(prisma, { userId: ownerId });
  const ids = [colleague.id, patient.id, template.id, market.id, shared.id, cabinet.id, submission.id, ticket.id];
  const secrets = [patient.firstName, patient.lastName, `sophie.fz${mark}@test.praxiform`];
  return { colleague, patient, template, market, shared, cabinet, submission, ticket, secrets, ids: [...new Set(ids)] };
}

export type TWorld = Awaited<ReturnType<typeof createWorld>>;

/**
 * Tables a refused call may write by design: the rate limiter counts attempts before any input is read (a refused
 * password change still spends one), so the battery empties it before each batch (resetRateLimits).
 */
export const TABLES_WRITTEN_BY_REFUSALS = ['rate_limits'];

let countSql: string | undefined;

/** Rows of every table of the public schema (but the rate limiter's), in one query. */
export async function rowCounts(deps: ApiDeps): Promise<Record<string, number>> {
  if (!countSql) {
    const tables = await deps.prisma.$queryRaw<{ table_name: string }[]>`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`;
    const counted = tables.map(({ table_name: name }) => name).filter((name) => !TABLES_WRITTEN_BY_REFUSALS.includes(name));
    countSql = `SELECT ${counted.map((name) => `(SELECT count(*)::int FROM "${name.replace(/"/g, '""')}") AS "${name}"`).join(', ')}`;
  }
  const [row] = await deps.prisma.$queryRawUnsafe<Record<string, number>[]>(countSql);
  return row ?? {};
}

/** The battery sends hundreds of calls per procedure from one user and address: the limiter would answer most of them. */
export async function resetRateLimits(deps: ApiDeps): Promise<void> {
  await deps.prisma.$executeRawUnsafe('DELETE FROM rate_limits');
}

/** The tables whose row count differs. */
export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/**
 * Empties the rate limiter and counts every table's rows, before a batch of calls that should write nothing;
 * `changed()` then names the tables whose count differs since.
 */
export async function watchTables(deps: ApiDeps): Promise<{ changed: () => Promise<string[]> }> {
  await resetRateLimits(deps);
  const before = await rowCounts(deps);
  return { changed: async () => changedTables(before, await rowCounts(deps)) };
}

export type TAnswer = { status: number; text: string; headers: Headers };

export async function request(base: string, url: string, init: RequestInit = {}): Promise<TAnswer> {
  const res = await fetch(`${base}${url}`, init);
  return { status: res.status, text: await res.text(), headers: res.headers };
}

/** A short, printable excerpt of an input or a body for failure messages. */
export function excerpt(value: unknown, max = 300): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
}

/** The secrets found in what the server logged: a session token, a patient's name or address must never be there. */
export function secretsLogged(logLines: readonly string[], secrets: readonly string[]): string[] {
  const logged = logLines.join('');
  return secrets.filter((secret) => logged.includes(secret));
}
