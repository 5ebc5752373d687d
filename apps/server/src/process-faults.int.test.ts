// Faults of the server process itself (docs/architecture.md, "Faults"), on real server processes (src/main.ts run by
// tsx) and this file's database. SIGKILL under submit load: every submit answered 201 is complete in the database with
// its notification and its queued mail, and every other link is untouched (no half-written submission); the patient who
// got no answer submits again on a new process and lands exactly once. SIGKILL under picture uploads: every upload
// answered 201 has its row and its whole file, no row lacks its file, and the bytes the kill left without a row are
// swept. SIGTERM: readiness turns 503, the submits in flight are answered and written, and the process exits 0. The
// figures are printed (README, "Reliability").
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrismaClient } from '@praxiform/db';
import { createLocalFileStore, createLogger, sweepOrphanedFiles } from '@praxiform/api';
import sharp from 'sharp';
import { createSubmission, createTemplate, createUser, getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import { startServerProcess, stopServerProcess, type TServerProcess } from './testing/server-process';

const ANSWERS = { motif: 'Douleur au genou', douleur: 'oui', localisation: 'Genou droit' };
const LINKS = 170;
const CONCURRENCY = 8;
const KILL_AFTER_ANSWERS = 50;

let prisma: PrismaClient;
let databaseUrl: string;
let dataDir: string;
let practitionerId: number;
const links: { id: number; token: string }[] = [];
const started: TServerProcess[] = [];

type TOutcome = { index: number; status: number | 'no answer' };

/**
 * One request on a connection of its own (no keep-alive pool): a pooled socket to a process that has since exited
 * could otherwise be reused for the next process listening on the same port.
 */
function request(server: TServerProcess, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const raw = Buffer.isBuffer(body);
    const payload = body === undefined ? undefined : raw ? body : JSON.stringify(body);
    const req = http.request(`${server.base}${url}`, {
      method,
      agent: false,
      headers: {
        ...(payload ? { 'content-type': raw ? 'image/png' : 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}),
        ...headers,
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

let ipCounter = 0;
function nextIp(): string {
  ipCounter += 1;
  return `198.51.${100 + Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

async function submit(server: TServerProcess, token: string): Promise<number> {
  return (await request(server, 'POST', `/api/public-forms/${token}`, { answers: ANSWERS, consent: true }, { 'x-forwarded-for': nextIp() })).status;
}

/** A patient's picture through the link: the stored file's id on 201. */
async function upload(server: TServerProcess, token: string, bytes: Buffer): Promise<{ status: number; fileId: string | null }> {
  const answer = await request(server, 'POST', `/api/public-forms/${token}/files`, bytes, { 'x-forwarded-for': nextIp() });
  return { status: answer.status, fileId: answer.status === 201 ? (JSON.parse(answer.text) as { fileId: string }).fileId : null };
}

/** Every file under <dataDir>/uploads, as its storage key. */
async function storedKeys(): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const keys: string[] = [];
  for (const folder of await readdir(root).catch(() => [] as string[])) {
    for (const name of await readdir(path.join(root, folder))) keys.push(`uploads/${folder}/${name}`);
  }
  return keys;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function start(name: string, env: Record<string, string> = {}): Promise<TServerProcess> {
  const server = await startServerProcess(name, databaseUrl, dataDir, env);
  started.push(server);
  return server;
}

/** Each link's state in the database: its status, answers, completion time, notifications and queued mails. */
async function states(ids: number[]) {
  const rows = await prisma.submission.findMany({
    where: { id: { in: ids } },
    select: { id: true, status: true, answers: true, completedAt: true, _count: { select: { notifications: true } } },
  });
  const mails = await prisma.mailOutbox.groupBy({ by: ['ownerId'], where: { kind: 'formCompleted', ownerId: practitionerId }, _count: true });
  return { rows, mails: mails[0]?._count ?? 0 };
}

beforeAll(async () => {
  prisma = await getTestPrisma();
  databaseUrl = await getTestDatabaseUrl();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'praxiform-process-faults-'));
  const practitioner = await createUser(prisma, { emailNotifications: true });
  practitionerId = practitioner.id;
  const template = await createTemplate(prisma, { creatorId: practitioner.id });
  for (let i = 0; i < LINKS; i += 1) {
    const sent = await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, status: 'sent' });
    links.push({ id: sent.id, token: sent.linkToken });
  }
}, 120_000);

afterAll(async () => {
  await Promise.all(started.map((server) => stopServerProcess(server, 'SIGKILL')));
}, 30_000);

describe('the server process killed or stopped under submit load', () => {
  it('SIGKILL: every submit answered 201 is complete with its notification and mail; the others untouched; a retry lands once', async () => {
    const server = await start('killed');
    const batch = links.slice(0, 120);
    const outcomes: TOutcome[] = [];
    let next = 0;
    let answered = 0;
    let killed = false;
    const worker = async () => {
      while (next < batch.length) {
        const index = next;
        next += 1;
        try {
          outcomes.push({ index, status: await submit(server, batch[index]!.token) });
          answered += 1;
          if (answered >= KILL_AFTER_ANSWERS && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch {
          outcomes.push({ index, status: 'no answer' });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await new Promise<void>((resolve) =>
      server.child.exitCode !== null || server.child.signalCode !== null ? resolve() : server.child.once('exit', () => resolve()),
    );

    const ok = outcomes.filter((o) => o.status === 201).map((o) => batch[o.index]!.id);
    const unanswered = outcomes.filter((o) => o.status === 'no answer').map((o) => batch[o.index]!);
    const other = outcomes.filter((o) => o.status !== 201 && o.status !== 'no answer');
    const { rows, mails } = await states(batch.map((link) => link.id));
    const completed = rows.filter((row) => row.status === 'completed');
    const untouched = rows.filter((row) => row.status === 'sent');
    console.log(
      `FAULTS sigkill-under-submit: ${outcomes.length} submits sent (${CONCURRENCY} at a time), 201: ${ok.length}, other status: ${other.length}, ` +
        `no answer (killed): ${unanswered.length}; in the database: ${completed.length} completed (${completed.length - ok.length} committed whose answer was lost), ` +
        `${untouched.length} untouched, ${rows.length - completed.length - untouched.length} in any other state; completion mails queued: ${mails}`,
    );

    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(unanswered.length).toBeGreaterThan(0);
    expect(other).toEqual([]);
    // Every 201 is in the database, complete.
    for (const id of ok) {
      const row = rows.find((candidate) => candidate.id === id);
      expect(row, `submission ${id}`).toMatchObject({ status: 'completed', answers: ANSWERS, completedAt: expect.any(Date) });
    }
    // No half-written submission: complete with its notification, or untouched.
    expect(completed.length + untouched.length).toBe(rows.length);
    for (const row of completed) expect(row).toMatchObject({ answers: ANSWERS, completedAt: expect.any(Date), _count: { notifications: 1 } });
    for (const row of untouched) expect(row).toMatchObject({ completedAt: null, _count: { notifications: 0 } });
    // The practitioner's mail was queued in the same transaction: one per completed form, none for the others.
    expect(mails).toBe(completed.length);

    // The patients who got no answer submit again, on a new process: each lands exactly once.
    const again = await start('restarted');
    for (const link of unanswered) expect([201, 409]).toContain(await submit(again, link.token));
    const after = await states(batch.map((link) => link.id));
    const completedAfter = after.rows.filter((row) => row.status === 'completed');
    expect(completedAfter.length).toBe(completed.length + unanswered.filter((link) => untouched.some((row) => row.id === link.id)).length);
    expect(after.mails).toBe(completedAfter.length);
    await stopServerProcess(again);
  }, 120_000);

  it('SIGKILL under picture uploads: every 201 has its row and its whole file, no row lacks its file, and bytes left without a row are swept', async () => {
    const server = await start('killed-uploads');
    // 20 links, 6 pictures each (under the 20 pending pictures a link may hold), of noise: ~190 KiB each, so that a
    // kill lands while bytes are being written as well as between the bytes and the row.
    const uploadLinks = links.slice(150, 170);
    const pictures = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        sharp(randomBytes(256 * 256 * 3), { raw: { width: 256, height: 256, channels: 3 } })
          .png({ compressionLevel: n })
          .toBuffer(),
      ),
    );
    const jobs = uploadLinks.flatMap((link, l) =>
      [0, 1, 2, 3, 4, 5].map((k) => ({ token: link.token, bytes: pictures[(l + k) % pictures.length]! })),
    );
    const answers: { status: number | 'no answer'; fileId: string | null; bytes: Buffer }[] = [];
    let next = 0;
    let answered = 0;
    let killed = false;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next]!;
        next += 1;
        try {
          const result = await upload(server, job.token, job.bytes);
          answers.push({ ...result, bytes: job.bytes });
          answered += 1;
          if (answered >= 40 && !killed) {
            killed = true;
            server.child.kill('SIGKILL');
          }
        } catch {
          answers.push({ status: 'no answer', fileId: null, bytes: job.bytes });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));

    const ok = answers.filter((a) => a.status === 201);
    const other = answers.filter((a) => a.status !== 201 && a.status !== 'no answer');
    const rows = await prisma.storedFile.findMany({
      where: { ownerId: practitionerId },
      select: { id: true, storageKey: true, size: true, sha256: true },
    });
    const onDisk = new Set(await storedKeys());
    const partial = [...onDisk].filter((key) => key.endsWith('.partial'));
    const rowKeys = new Set(rows.map((row) => row.storageKey));
    const orphans = [...onDisk].filter((key) => !rowKeys.has(key));
    const rowsWithoutFile = rows.filter((row) => !onDisk.has(row.storageKey));
    // The sweep, an hour and more later (the files' times moved back): only the bytes without a row go.
    const hoursLater = new Date(Date.now() + 2 * 3600 * 1000);
    const swept = await sweepOrphanedFiles(
      { prisma, files: createLocalFileStore(dataDir), logger: createLogger({ level: 'silent' }) },
      { now: hoursLater },
    );
    const afterSweep = await storedKeys();
    console.log(
      `FAULTS sigkill-under-uploads: ${answers.length} uploads sent (${CONCURRENCY} at a time, ~${Math.round(pictures[0]!.length / 1024)} KiB each), ` +
        `201: ${ok.length}, other status: ${other.length}, no answer (killed): ${answers.filter((a) => a.status === 'no answer').length}; ` +
        `rows: ${rows.length} (${rows.length - ok.length} committed whose answer was lost), rows without their file: ${rowsWithoutFile.length}, ` +
        `files without a row: ${orphans.length} (${partial.length} partial), removed by the sweep: ${swept}, files left without a row: ${afterSweep.filter((key) => !rowKeys.has(key)).length}`,
    );

    expect(ok.length).toBeGreaterThanOrEqual(40);
    expect(other).toEqual([]);
    // Every 201: its row, and its file whole (size and SHA-256 of the bytes sent).
    for (const answer of ok) {
      const row = rows.find((candidate) => candidate.id === answer.fileId);
      expect(row, `file ${answer.fileId}`).toMatchObject({ size: answer.bytes.length, sha256: sha256(answer.bytes) });
      const bytes = await readFile(path.join(dataDir, row!.storageKey));
      expect(sha256(bytes)).toBe(row!.sha256);
    }
    // No row without its file, every stored file whole.
    expect(rowsWithoutFile).toEqual([]);
    for (const row of rows) expect((await stat(path.join(dataDir, row.storageKey))).size).toBe(row.size);
    // The bytes without a row are gone after the sweep; every file with a row stays.
    expect(swept).toBe(orphans.length);
    expect(afterSweep.sort()).toEqual([...rowKeys].sort());
  }, 120_000);

  it('SIGTERM: readiness turns 503, the submits in flight are answered 201 and written, and the process exits 0', async () => {
    // The delay a load balancer is given to notice: long enough that the readiness request below is read by a process
    // busy with 30 submits on a loaded machine (with 0.5 s it was sometimes accepted only as the listener closed).
    const server = await start('stopped', { SHUTDOWN_DELAY_MS: '3000' });
    const batch = links.slice(120, 150);
    const inFlight = batch.map((link) => submit(server, link.token).catch(() => 0));
    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const ready = await request(server, 'GET', '/api/health/ready').catch((error: unknown) => {
      throw new Error(`readiness: ${String(error)}; output: ${server.output.join('')}`);
    });
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.text)).toEqual({ ok: false, stopping: true });
    const statuses = await Promise.all(inFlight);
    const code = await exited;
    const { rows } = await states(batch.map((link) => link.id));
    console.log(
      `FAULTS sigterm: ${batch.length} submits in flight at SIGTERM, 201: ${statuses.filter((s) => s === 201).length}, ` +
        `completed in the database: ${rows.filter((row) => row.status === 'completed').length}, exit code ${code}`,
    );
    expect(statuses).toEqual(batch.map(() => 201));
    expect(rows.every((row) => row.status === 'completed')).toBe(true);
    expect(code).toBe(0);
  }, 60_000);
});
