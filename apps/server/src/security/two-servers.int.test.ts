// Security battery, two servers on one database (issue 16): two real server processes (src/main.ts run by tsx, as
// `pnpm dev` does; nothing is built first) share this file's database and data folder, as two replicas behind a load
// balancer would. Sessions and logout, rate limits, the account lockout, single-use tokens (a form link, a password
// reset) and the scheduled jobs hold across both: nothing that matters lives in one process's memory. Everything both
// processes wrote (stdout and stderr: their JSON log) is then scanned for the secrets and patient data of these flows.
import { createHmac } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPatient, createSubmission, createTemplate, createUser, getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import type { PrismaClient } from '@praxiform/db';
import { JOBS } from '../jobs';
import { startServerProcess, stopServerProcess, type TServerProcess } from '../testing/server-process';

const DAY_MS = 24 * 3600 * 1000;

type TServer = TServerProcess;

let prisma: PrismaClient;
let dataDir: string;
let servers: [TServer, TServer];
/** Every secret or piece of patient data the flows below handled: none may appear in either server's output. */
const secrets = new Map<string, string>();
let reminderEmail: string;
let jobIds: string[] = [];

const startServer = (name: string, databaseUrl: string) => startServerProcess(name, databaseUrl, dataDir);
const stopServer = async (server: TServer | undefined) => void (await stopServerProcess(server));

type TAnswer = { status: number; body: Record<string, unknown> };

async function call(server: TServer, method: string, url: string, options: { body?: unknown; token?: string; ip?: string } = {}): Promise<TAnswer> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.ip ?? '198.51.100.1' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await fetch(`${server.base}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await res.text();
  return { status: res.status, body: text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** A tRPC mutation's data over HTTP (no transformer: the body is the input). */
async function mutation<T>(server: TServer, procedure: string, input: unknown, token?: string): Promise<T> {
  const answer = await call(server, 'POST', `/api/trpc/${procedure}`, { body: input ?? {}, token });
  if (answer.status !== 200) throw new Error(`${procedure} on ${server.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.result as { data: T }).data;
}

async function query<T>(server: TServer, procedure: string, input: unknown, token: string): Promise<T> {
  const answer = await call(server, 'GET', `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, { token });
  if (answer.status !== 200) throw new Error(`${procedure} on ${server.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.result as { data: T }).data;
}

/** RFC 6238 (HMAC-SHA1, 30 s, 6 digits) from the manual key the set-up shows, written here to stay out of the app's code. */
function totp(manualKey: string, step: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of manualKey.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** The mails of the shared outbox sent to `to`, parsed. */
async function mailsTo(to: string) {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(files.map(async (file) => simpleParser(await readFile(path.join(dir, file)))));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value.some((a) => a.address === to));
}

beforeAll(async () => {
  prisma = await getTestPrisma();
  const databaseUrl = await getTestDatabaseUrl();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'praxiform-two-servers-'));

  // A trial whose one-day reminder is due, and one subscriptions sweep queued per server: each server takes one job
  // as its worker starts, so both sweeps run, and the reminder must still go once.
  reminderEmail = `rappel-${Date.now()}@test.praxiform`;
  await createUser(prisma, { email: reminderEmail, subscription: { status: 'trial', trialEndsAt: new Date(Date.now() + DAY_MS / 2) } });
  const boss = new PgBoss({ connectionString: databaseUrl, max: 1, schema: 'pgboss', supervise: false, schedule: false });
  await boss.start();
  await boss.createQueue(JOBS.sweepSubscriptions.name);
  jobIds = (await Promise.all([1, 2].map(() => boss.send(JOBS.sweepSubscriptions.name, {})))).filter((id): id is string => id !== null);
  await boss.stop({ graceful: false, wait: true });

  servers = (await Promise.all([startServer('A', databaseUrl), startServer('B', databaseUrl)])) as [TServer, TServer];
}, 120_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map(stopServer));
}, 30_000);

describe('security: two server processes on one database', () => {
  it('a session opened on one server works on the other; logging out on one ends it on both', async () => {
    const [a, b] = servers;
    const password = 'Marqueur-Mot-De-Passe-71!';
    const user = await createUser(prisma, { password });
    secrets.set('password', password);
    const login = await call(a, 'POST', '/api/login', { body: { email: user.email, password } });
    expect(login.status).toBe(200);
    const token = (login.body.data as { token: string }).token;
    secrets.set('session token', token);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(200);
    expect((await call(b, 'POST', '/api/logout', { token, body: {} })).status).toBe(200);
    expect((await call(a, 'GET', '/api/me', { token })).status).toBe(401);
    expect((await call(b, 'GET', '/api/me', { token })).status).toBe(401);
    console.log('SECURITY twoServers.sessions: opened on A, used on B, logged out on B, refused on A and B');
  });

  it('a rate limit counts the hits of both servers together', async () => {
    const [a, b] = servers;
    const ip = '203.0.113.17';
    const codes: string[] = [];
    // auth.resendVerification allows 5 per address and 15 minutes (RATE_LIMITS): alternate servers, 8 calls.
    for (let i = 0; i < 8; i++) {
      const answer = await call(i % 2 === 0 ? a : b, 'POST', '/api/email/resend-verification', { ip, body: { email: 'nobody@test.praxiform' } });
      codes.push(answer.status === 200 ? 'ok' : String(answer.body.code));
    }
    console.log(`SECURITY twoServers.rateLimit: ${codes.join(' ')}`);
    expect(codes).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'RATE_LIMITED', 'RATE_LIMITED', 'RATE_LIMITED']);
  });

  it('wrong passwords on both servers lock the account on both', async () => {
    const [a, b] = servers;
    const password = 'Bon-Mot-De-Passe-42!';
    const user = await createUser(prisma, { password });
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await call(i % 2 === 0 ? a : b, 'POST', '/api/login', {
        ip: `203.0.113.${30 + i}`,
        body: { email: user.email, password: `Faux-${i}-Marqueur!` },
      });
      codes.push(String(answer.body.code));
    }
    expect(codes.slice(0, 9).every((code) => code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(codes[9]).toBe('ACCOUNT_LOCKED');
    for (const server of servers)
      expect((await call(server, 'POST', '/api/login', { body: { email: user.email, password } })).body.code).toBe('ACCOUNT_LOCKED');
    console.log(`SECURITY twoServers.lockout: 10 wrong passwords alternating A/B -> ${codes[9]}; the right password then refused on both`);
  });

  it('single-use tokens: a form link submitted on one server is closed on the other; a reset link works once across both', async () => {
    const [a, b] = servers;
    const practitioner = await createUser(prisma);
    const template = await createTemplate(prisma, { creatorId: practitioner.id });
    const patient = await createPatient(prisma, {
      ownerId: practitioner.id,
      firstName: 'Zéphyrine',
      lastName: 'Quarantotto',
      email: 'zephyrine.q@patient.test',
    });
    secrets.set('patient first name', 'Zéphyrine').set('patient last name', 'Quarantotto').set('patient email', 'zephyrine.q@patient.test');
    const sent = await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, patientId: patient.id });
    secrets.set('link token', sent.linkToken);
    const answer = 'Douleur-Marqueur-Xylophone au genou';
    secrets.set('answer', answer);
    expect((await call(a, 'GET', `/api/public-forms/${sent.linkToken}`)).status).toBe(200);
    expect((await call(a, 'POST', `/api/public-forms/${sent.linkToken}`, { body: { answers: { motif: answer }, consent: true } })).status).toBe(201);
    const again = await call(b, 'POST', `/api/public-forms/${sent.linkToken}`, { body: { answers: { motif: 'autre' }, consent: true } });
    expect([again.status, again.body.code]).toEqual([409, 'FORM_ALREADY_SUBMITTED']);
    // The practitioner reads the answer through the other server.
    const session = await call(b, 'POST', '/api/login', { body: { email: practitioner.email, password: 'Test-Password-1!' } });
    const token = (session.body.data as { token: string }).token;
    const { submission } = await query<{ submission: { answers: Record<string, unknown> } }>(b, 'submissions.get', { id: sent.id }, token);
    expect(JSON.stringify(submission.answers)).toContain('Xylophone');

    const user = await createUser(prisma);
    expect((await call(a, 'POST', '/api/forgot-password', { ip: '203.0.113.60', body: { email: user.email } })).status).toBe(200);
    // The mail may leave after the answer (the same timing for unknown addresses): wait for it in the shared outbox.
    await expect.poll(async () => (await mailsTo(user.email)).length, { timeout: 10_000, interval: 100 }).toBe(1);
    const [mail] = await mailsTo(user.email);
    const link = new URL(/https:\/\/praxiform\.test\/\S*reset-password\?\S+/.exec(mail?.text ?? '')?.[0] ?? `https://x/?${mail?.text ?? ''}`);
    const resetToken = link.searchParams.get('token')!;
    secrets.set('reset token', resetToken);
    const newPassword = 'Nouveau-Marqueur-Pw-93!';
    secrets.set('new password', newPassword);
    const reset = { token: resetToken, email: user.email, password: newPassword, password_confirmation: newPassword };
    expect((await call(b, 'POST', '/api/reset-password', { body: reset })).status).toBe(200);
    const replay = await call(a, 'POST', '/api/reset-password', { body: reset });
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.status).toBeLessThan(500);
    console.log(`SECURITY twoServers.singleUse: form link 201 on A then 409 on B; reset link 200 on B then ${replay.status} on A`);
  });

  it('2FA set up on one server signs in on the other; a used code is refused by both', async () => {
    const [a, b] = servers;
    const user = await createUser(prisma);
    const login = await call(a, 'POST', '/api/login', { body: { email: user.email, password: 'Test-Password-1!' } });
    const token = (login.body.data as { token: string }).token;
    const { manualKey } = await mutation<{ manualKey: string }>(a, 'profile.twoFactor.setup', undefined, token);
    secrets.set('TOTP secret', manualKey.replace(/\s/g, ''));
    const step = Math.floor(Date.now() / 30_000);
    const { backupCodes } = await mutation<{ backupCodes: string[] }>(b, 'profile.twoFactor.enable', { code: totp(manualKey, step) }, token);
    backupCodes.forEach((code, i) => secrets.set(`backup code ${i}`, code));
    const pendingOf = async (server: TServer) => {
      const answer = await call(server, 'POST', '/api/login', { body: { email: user.email, password: 'Test-Password-1!' } });
      return (answer.body.data as { pending_token: string }).pending_token;
    };
    const pendingA = await pendingOf(a);
    secrets.set('pending 2FA token', pendingA);
    const signedIn = await mutation<{ token: string }>(b, 'auth.verifyTwoFactor', { pendingToken: pendingA, code: backupCodes[0] });
    secrets.set('2FA session token', signedIn.token);
    expect((await call(a, 'GET', '/api/me', { token: signedIn.token })).status).toBe(200);
    const replay = await call(a, 'POST', '/api/trpc/auth.verifyTwoFactor', { body: { pendingToken: await pendingOf(b), code: backupCodes[0] } });
    expect(replay.status).toBeGreaterThanOrEqual(400);
    expect(replay.status).toBeLessThan(500);
  });

  it('the scheduled sweeps: one schedule per job, both queued runs done, the trial reminder mailed once', async () => {
    const boss = new PgBoss({ connectionString: await getTestDatabaseUrl(), max: 1, schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    try {
      await expect
        .poll(async () => (await Promise.all(jobIds.map((id) => boss.getJobById(JOBS.sweepSubscriptions.name, id)))).map((job) => job?.state), {
          timeout: 30_000,
          interval: 250,
        })
        .toEqual(['completed', 'completed']);
      const schedules = await boss.getSchedules();
      expect(schedules.filter((s) => s.name === JOBS.sweepSubscriptions.name)).toHaveLength(1);
      expect(schedules.filter((s) => s.name === JOBS.sweepUnattachedUploads.name)).toHaveLength(1);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
    const reminders = await mailsTo(reminderEmail);
    console.log(`SECURITY twoServers.jobs: ${jobIds.length} sweeps run across 2 processes, ${reminders.length} reminder mail`);
    expect(reminders).toHaveLength(1);
  });

  it("neither server's log holds a token, password, TOTP secret, answer or patient's name or email", async () => {
    // Both servers answered requests of every flow above (each wrote its request lines).
    const output = servers.map((server) => server.output.join(''));
    for (const text of output) expect(text).toContain('request completed');
    const lines = output.join('').split('\n').filter(Boolean);
    const leaks = [...secrets].filter(([, value]) => lines.some((line) => line.includes(value))).map(([name]) => name);
    console.log(
      `SECURITY logScan.twoServers: ${lines.length} lines from 2 processes, ${secrets.size} secrets and patient data looked for, ${leaks.length} found`,
    );
    expect(leaks).toEqual([]);
  });
});
