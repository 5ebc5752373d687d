// Faults the app survives (docs/architecture.md, "Faults"): a real PostgreSQL (the embedded server, with a data folder
// and a port of its own) is stopped, then started again, while the app serves traffic at a fixed rate: the patients'
// list (tRPC, a session read first), a form link (REST) and both health checks. Nothing answers 500; while the
// database is away every request answers 503 SERVICE_UNAVAILABLE in the caller's language, readiness says it is
// down and liveness that the process is fine; once it is back the app serves again without a restart, and the mail
// outbox drains again. The figures are printed (README, "Reliability").
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, queueMail, renderMail, type ApiDeps } from '@praxiform/api';
import { applyMigrations, createPrismaClient, startEmbeddedPostgres, type EmbeddedPostgresHandle, type PrismaClient } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser } from '@praxiform/db/testing';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { createApp } from './app';

const TICK_MS = 50;
const DOWN_MS = 3000;
const RECOVERY_LIMIT_MS = 10_000;

const dir = mkdtempSync(path.join(os.tmpdir(), 'praxiform-faults-'));
const dataDir = path.join(dir, 'pg');
const DATABASE = 'faults';
let database: EmbeddedPostgresHandle;
let prisma: PrismaClient;
let deps: ApiDeps;
let server: TListening;
let sessionToken: string;
let linkToken: string;

beforeAll(async () => {
  database = await startEmbeddedPostgres({ dataDir, database: DATABASE });
  await applyMigrations(database.url);
  prisma = createPrismaClient(database.url, { max: 4 });
  deps = await createTestDeps({ prisma });
  const user = await createUser(prisma);
  await createPatient(prisma, { ownerId: user.id, firstName: 'Inès', lastName: 'Martin' });
  const template = await createTemplate(prisma, { creatorId: user.id });
  linkToken = (await createSubmission(prisma, { practitionerId: user.id, templateId: template.id, status: 'sent' })).linkToken;
  sessionToken = (await createSession(prisma, user.id)).token;
  server = await listenLocally(createApp({ deps }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await prisma?.$disconnect();
  await database?.stop();
  rmSync(dir, { recursive: true, force: true });
});

type TProbe = 'list' | 'form' | 'ready' | 'live';
type TSample = { probe: TProbe; at: number; status: number; body: Record<string, unknown> };

const PROBES: Record<TProbe, () => [string, RequestInit]> = {
  list: () => [`/api/trpc/patients.list?input=${encodeURIComponent(JSON.stringify({}))}`, { headers: { authorization: `Bearer ${sessionToken}` } }],
  form: () => [`/api/public-forms/${linkToken}`, { headers: { 'accept-language': 'fr' } }],
  ready: () => ['/api/health/ready', {}],
  live: () => ['/api/health/live', {}],
};

async function probe(name: TProbe, at: number): Promise<TSample> {
  const [url, init] = PROBES[name]();
  const res = await fetch(`${server.base}${url}`, init);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = { text };
  }
  return { probe: name, at, status: res.status, body };
}

describe('PostgreSQL restarts while the app serves traffic', () => {
  it('answers 503 (never 500) while it is away, and serves again within seconds of its return', async () => {
    const samples: TSample[] = [];
    const inFlight = new Set<Promise<void>>();
    const start = Date.now();
    let stopping = false;
    // A fixed offered rate: every tick sends one request of each probe, whatever the answers take.
    const timer = setInterval(() => {
      if (stopping) return;
      for (const name of Object.keys(PROBES) as TProbe[]) {
        const request = probe(name, Date.now() - start)
          .then((sample) => void samples.push(sample))
          .catch((error: unknown) => void samples.push({ probe: name, at: Date.now() - start, status: 0, body: { error: String(error) } }));
        inFlight.add(request);
        void request.finally(() => inFlight.delete(request));
      }
    }, TICK_MS);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    const downAt = Date.now() - start;
    await database.stop();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    const restartAt = Date.now() - start;
    database = await startEmbeddedPostgres({ dataDir, port: database.port, database: DATABASE });
    const upAt = Date.now() - start;
    // Until every probe answered 200 again after the restart (bounded).
    const recovered = () =>
      (['list', 'form', 'ready'] as TProbe[]).every((name) => samples.some((s) => s.probe === name && s.at > upAt && s.status === 200));
    while (!recovered() && Date.now() - start - upAt < RECOVERY_LIMIT_MS + 2000) await new Promise((resolve) => setTimeout(resolve, TICK_MS));
    stopping = true;
    clearInterval(timer);
    await Promise.all(inFlight);

    const byStatus = (status: number) => samples.filter((s) => s.status === status).length;
    const recoveryMs = Object.fromEntries(
      (['list', 'form', 'ready'] as TProbe[]).map((name) => {
        const first = samples.filter((s) => s.probe === name && s.at > upAt && s.status === 200).sort((a, b) => a.at - b.at)[0];
        return [name, first ? first.at - upAt : null];
      }),
    );
    console.log(
      `FAULTS postgres-restart: ${samples.length} requests at ${(1000 / TICK_MS) * 4}/s; 200: ${byStatus(200)}, 503: ${byStatus(503)}, ` +
        `500: ${byStatus(500)}, other: ${samples.length - byStatus(200) - byStatus(503) - byStatus(500)}; database down ${downAt} ms → ` +
        `restart ${restartAt} ms (up at ${upAt} ms, its start took ${upAt - restartAt} ms); first 200 after it is up (ms): ${JSON.stringify(recoveryMs)}`,
    );

    expect(samples.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
    expect(samples.filter((s) => s.probe === 'live').every((s) => s.status === 200)).toBe(true);
    // While it was away (after the first second of its stop, before its restart).
    const away = samples.filter((s) => s.at > downAt + 500 && s.at < restartAt);
    expect(away.length).toBeGreaterThan(40);
    for (const sample of away.filter((s) => s.probe !== 'live')) expect(sample.status, JSON.stringify(sample)).toBe(503);
    expect(away.find((s) => s.probe === 'ready')?.body).toEqual({ ok: false, database: 'down' });
    expect(away.find((s) => s.probe === 'form')?.body).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Le service est momentanément indisponible. Réessayez plus tard.',
    });
    const list = away.find((s) => s.probe === 'list')?.body as { error?: { message?: string; data?: { appCode?: string; httpStatus?: number } } };
    expect(list.error).toMatchObject({ message: 'SERVICE_UNAVAILABLE', data: { appCode: 'SERVICE_UNAVAILABLE', httpStatus: 503 } });
    for (const ms of Object.values(recoveryMs)) {
      expect(ms).not.toBeNull();
      expect(ms).toBeLessThan(RECOVERY_LIMIT_MS);
    }

    // The outbox drains again on the database that came back.
    const queued = await queueMail(
      prisma,
      renderMail({ kind: 'passwordReset', to: 'back@example.org', locale: 'en', name: 'Back', actionUrl: 'http://localhost/x' }),
    );
    expect((await deps.outbox.drain()).sent).toBeGreaterThanOrEqual(1);
    expect((await prisma.mailOutbox.findUniqueOrThrow({ where: { id: queued.id } })).status).toBe('sent');
  }, 90_000);
});
