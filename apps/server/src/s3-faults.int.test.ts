// The server process killed under picture uploads with its files in an S3-compatible bucket (docs/files.md; the
// local-folder version is "SIGKILL under picture uploads" in process-faults.int.test.ts), on a real server process
// (src/main.ts run by tsx) and a real S3-compatible server (s3rver, packages/api/src/testing/s3-server.ts). Every
// upload answered 201 has its row and its whole object, no row lacks its object, and the objects the kill left without
// a row are swept; nothing else is. The figures are printed (README, "Reliability").
//
// A PUT cut by the kill: S3 stores nothing (IncompleteBody), and so does the test server (s3-server.ts). The kill is
// timed to land while the server receives a PUT, and the figures say how many were cut, whether an object stayed
// partial, and what the sweep removed; after the sweep s3rver's folder holds the rows' objects and nothing else.
import { createHash, randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, sweepOrphanedFiles, type TFileStore } from '@praxiform/api';
import type { PrismaClient } from '@praxiform/db';
import { createSubmission, createTemplate, createUser, getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import { listTestKeys, readTestObject, s3ServerEnv, startS3Server, testS3Store, type TS3Server } from '@praxiform/api/testing';
import { startServerProcess, stopServerProcess, type TServerProcess } from './testing/server-process';

const BUCKET = 'praxiform-s3-faults';
const LINKS = 20;
const PER_LINK = 6;
const CONCURRENCY = 8;
const KILL_AFTER_ANSWERS = 40;
const CHUNK = 16 * 1024;
const CHUNK_DELAY_MS = 10;
/** s3rver's names for an object's files in its folder: `<bucket>/<key>._S3rver_object` and two beside it. */
const S3RVER_FILE = /\._S3rver_(object|object\.md5|metadata\.json)$/;

let prisma: PrismaClient;
let databaseUrl: string;
let dataDir: string;
let s3: TS3Server;
let bucket: TFileStore & { client: { destroy: () => void } };
let practitionerId: number;
const links: string[] = [];
let server: TServerProcess | undefined;

/**
 * One request on a connection of its own (no keep-alive pool), as in process-faults.int.test.ts: a patient's picture
 * through the link, the stored file's id on 201. The body goes in chunks of 32 KiB a few milliseconds apart, as from a
 * phone: the server streams it on to the bucket as it comes, so the kill lands in PUTs as well as between them.
 */
function upload(token: string, bytes: Buffer, ip: string): Promise<{ status: number; fileId: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${server!.base}/api/public-forms/${token}/files`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'image/png', 'content-length': String(bytes.length), 'x-forwarded-for': ip },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, fileId: res.statusCode === 201 ? (JSON.parse(text) as { fileId: string }).fileId : null });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    const send = async () => {
      for (let offset = 0; offset < bytes.length && !req.destroyed; offset += CHUNK) {
        req.write(bytes.subarray(offset, offset + CHUNK));
        await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      }
      req.end();
    };
    void send();
  });
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every object of the bucket under uploads/, through the S3 API. */
const bucketKeys = () => listTestKeys(bucket);
const bucketBytes = (key: string) => readTestObject(bucket, key);

/**
 * s3rver's own folder for the bucket, read directly (no S3 call, so nothing is computed or written): each key with its
 * files, and whether its metadata was written (s3rver writes it once the whole body is stored).
 */
async function s3rverFolder(): Promise<Map<string, { files: string[]; finished: boolean }>> {
  const root = path.join(s3.directory, BUCKET);
  let entries: Dirent[] = [];
  for (let attempt = 0; ; attempt += 1) {
    try {
      entries = await readdir(root, { recursive: true, withFileTypes: true });
      break;
    } catch (error) {
      // A folder s3rver removed during the walk (its last object deleted): read again.
      if (attempt >= 5) throw error;
    }
  }
  const keys = new Map<string, { files: string[]; finished: boolean }>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(root, file).split(path.sep).join('/');
    const key = relative.replace(S3RVER_FILE, '');
    const known = keys.get(key) ?? { files: [], finished: false };
    known.files.push(relative);
    if (relative.endsWith('._S3rver_metadata.json')) known.finished = true;
    keys.set(key, known);
  }
  return keys;
}

beforeAll(async () => {
  prisma = await getTestPrisma();
  databaseUrl = await getTestDatabaseUrl();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'praxiform-s3-faults-'));
  s3 = await startS3Server([BUCKET]);
  bucket = testS3Store(s3.endpoint, BUCKET);
  const practitioner = await createUser(prisma);
  practitionerId = practitioner.id;
  const template = await createTemplate(prisma, { creatorId: practitioner.id });
  for (let i = 0; i < LINKS; i += 1) {
    links.push((await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, status: 'sent' })).linkToken);
  }
}, 120_000);

afterAll(async () => {
  await stopServerProcess(server, 'SIGKILL');
  bucket?.client.destroy();
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe('the server process killed under picture uploads, files in an S3 bucket', () => {
  it('SIGKILL: every 201 has its row and its whole object, no row lacks its object, objects left without a row are swept', async () => {
    server = await startServerProcess('killed-s3-uploads', databaseUrl, dataDir, s3ServerEnv(s3.endpoint, BUCKET));
    const killed = server;
    expect(killed.output.join('')).toContain(`Uploaded files: S3 bucket ${BUCKET} at ${s3.endpoint}.`);
    // 6 pictures per link (under the 20 pending pictures a link may hold), of noise: ~300 KiB each, so that a kill lands
    // while bytes stream to the bucket as well as between the bucket's answer and the row.
    const pictures = await Promise.all(
      [0, 1, 2, 3].map((n) =>
        sharp(randomBytes(320 * 320 * 3), { raw: { width: 320, height: 320, channels: 3 } })
          .png({ compressionLevel: n })
          .toBuffer(),
      ),
    );
    const sentHashes = new Set(pictures.map(sha256));
    // Link after link, so the requests in flight are on different links (not queued on one link's lock).
    const jobs = Array.from({ length: PER_LINK }, (_, k) =>
      links.map((token, l) => ({ token, bytes: pictures[(l + k) % pictures.length]!, ip: `198.51.100.${k * LINKS + l + 1}` })),
    ).flat();
    const answers: { status: number | 'no answer'; fileId: string | null; bytes: Buffer; inFlight: boolean }[] = [];
    let next = 0;
    let answered = 0;
    let armed = false;
    let killedNow = false;
    /** The PUTs the S3 server was receiving at the kill's instant: the ones the kill may cut. */
    let writingAtKill: string[] = [];
    const exited = new Promise<void>((resolve) => killed.child.once('exit', () => resolve()));
    // Once KILL_AFTER_ANSWERS uploads were answered, the kill waits for a moment when s3rver is receiving a PUT (at
    // most 2 s), so that it cuts PUTs in every run, not only between the bucket's answer and the row.
    const arm = () => {
      armed = true;
      const armedAt = Date.now();
      const timer = setInterval(() => {
        const writing = s3.receiving();
        if (writing.length === 0 && Date.now() - armedAt < 2_000) return;
        clearInterval(timer);
        writingAtKill = writing;
        killedNow = true;
        killed.child.kill('SIGKILL');
      }, 1);
    };
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next]!;
        next += 1;
        // Sent before the kill: answered, or in flight when it came; after it: refused.
        const inFlight = !killedNow;
        try {
          const result = await upload(job.token, job.bytes, job.ip);
          answers.push({ ...result, bytes: job.bytes, inFlight });
          answered += 1;
          if (answered >= KILL_AFTER_ANSWERS && !armed) arm();
        } catch {
          answers.push({ status: 'no answer', fileId: null, bytes: job.bytes, inFlight });
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await exited;

    // The PUTs the kill cut (their request closed short of its length: nothing stored), or that had all their bytes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const cutPuts = writingAtKill.filter((key) => s3.cutPuts().includes(key)).length;

    const ok = answers.filter((a) => a.status === 201);
    const other = answers.filter((a) => a.status !== 201 && a.status !== 'no answer');
    const rows = await prisma.storedFile.findMany({
      where: { ownerId: practitionerId },
      select: { id: true, storageKey: true, size: true, sha256: true },
    });
    const rowKeys = new Set(rows.map((row) => row.storageKey));
    const inBucket = await bucketKeys();
    const listed = new Set(inBucket);
    const rowsWithoutObject = rows.filter((row) => !listed.has(row.storageKey));
    const orphans = inBucket.filter((key) => !rowKeys.has(key));
    const finishedAfterKill = writingAtKill.filter((key) => listed.has(key)).length;
    // An object without a row: the bucket had answered, the row was never written; never a part of a file.
    const orphanBytes = await Promise.all(orphans.map(bucketBytes));
    const partialOrphans = orphans.filter((_, i) => !orphanBytes[i] || !sentHashes.has(sha256(orphanBytes[i])));

    // The sweep, an hour and more later: only the objects without a row go.
    const hoursLater = new Date(Date.now() + 2 * 3600 * 1000);
    const swept = await sweepOrphanedFiles({ prisma, files: bucket, logger: createLogger({ level: 'silent' }) }, { now: hoursLater });
    const afterSweep = await bucketKeys();
    const folderAfter = await s3rverFolder();
    console.log(
      `FAULTS s3-sigkill-under-uploads: ${answers.length} uploads sent (${CONCURRENCY} at a time, ~${Math.round(pictures[0]!.length / 1024)} KiB each), ` +
        `201: ${ok.length}, other status: ${other.length}, no answer (killed): ${answers.filter((a) => a.status === 'no answer').length} ` +
        `(${answers.filter((a) => a.status === 'no answer' && a.inFlight).length} in flight); ` +
        `rows: ${rows.length} (${rows.length - ok.length} committed whose answer was lost), rows without their object: ${rowsWithoutObject.length}; ` +
        `PUTs being received at the kill: ${writingAtKill.length} (${cutPuts} cut, nothing stored; ${finishedAfterKill} stored whole); ` +
        `objects without a row: ${orphans.length} (${partialOrphans.length} partial), removed by the sweep: ${swept}, objects left without a row: ${afterSweep.filter((key) => !rowKeys.has(key)).length}, ` +
        `keys in s3rver's folder after the sweep: ${folderAfter.size} for ${rows.length} rows`,
    );

    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
    expect(answers.some((a) => a.status === 'no answer')).toBe(true);
    expect(other).toEqual([]);
    // Every 201: its row, and its object whole (size and SHA-256 of the bytes sent).
    for (const answer of ok) {
      const row = rows.find((candidate) => candidate.id === answer.fileId);
      expect(row, `file ${answer.fileId}`).toMatchObject({ size: answer.bytes.length, sha256: sha256(answer.bytes) });
      const bytes = await bucketBytes(row!.storageKey);
      expect(bytes && { size: bytes.length, sha256: sha256(bytes) }, `object of ${answer.fileId}`).toEqual({ size: row!.size, sha256: row!.sha256 });
    }
    // No row without its object; every row's object whole.
    expect(rowsWithoutObject).toEqual([]);
    for (const row of rows) {
      const bytes = await bucketBytes(row.storageKey);
      expect(bytes && sha256(bytes), `object of row ${row.id}`).toBe(row.sha256);
    }
    // No object is partial: a cut PUT stores nothing.
    expect(partialOrphans).toEqual([]);
    // What the kill left without a row (an object the bucket had acknowledged) the sweep removes, and nothing else.
    expect(swept).toBe(orphans.length);
    expect(afterSweep).toEqual([...rowKeys].sort());
    // Nothing the S3 API cannot see either: s3rver's folder holds the rows' objects, with their three files each.
    expect([...folderAfter.keys()].sort()).toEqual([...rowKeys].sort());
    for (const [key, entry] of folderAfter) expect([key, entry.files.length, entry.finished]).toEqual([key, 3, true]);
    // And nothing went to the process's own folder.
    expect(await readdir(path.join(dataDir, 'uploads')).catch(() => [])).toEqual([]);
  }, 120_000);
});
