// Two server processes on one database and one S3-compatible bucket (docs/files.md; README, "Running on several
// machines"): each has a DATA_DIR of its own, as two machines would. A picture written through one server is served by
// the other byte for byte, deleted through the other it is gone from both and from the bucket, and neither server
// wrote a picture to its own folder. A real S3-compatible server (s3rver, packages/api/src/testing/s3-server.ts) and
// real server processes (src/main.ts run by tsx, as `pnpm dev` does).
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFileStore } from '@praxiform/api';
import { listTestKeys, readTestObject, s3ServerEnv, startS3Server, testS3Store, type TS3Server } from '@praxiform/api/testing';
import type { PrismaClient } from '@praxiform/db';
import { createPatient, createSubmission, createTemplate, createUser, getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import type { TField } from '@praxiform/domain';
import { startServerProcess, stopServerProcess, type TServerProcess } from '../testing/server-process';

const BUCKET = 'praxiform-two-servers';
const FIELDS: TField[] = [
  { id: 'motif', type: 'textarea', title: 'Motif de la consultation', required: true, practitionerOnly: false },
  { id: 'photo', type: 'image-upload', title: 'Photo de la zone', required: false, practitionerOnly: false },
];

type TServer = TServerProcess;

let prisma: PrismaClient;
let s3: TS3Server;
let bucket: TFileStore & { client: { destroy: () => void } };
let dataDirs: [string, string];
let servers: [TServer, TServer] | undefined;

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
async function mutation<T>(server: TServer, procedure: string, input: unknown, token: string): Promise<T> {
  const answer = await call(server, 'POST', `/api/trpc/${procedure}`, { body: input ?? {}, token });
  if (answer.status !== 200) throw new Error(`${procedure} on ${server.name}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return (answer.body.result as { data: T }).data;
}

/** A raw picture upload (practitioner: /api/files with the token; patient: /api/public-forms/<link>/files). */
async function upload(server: TServer, url: string, bytes: Buffer, token?: string): Promise<string> {
  const res = await fetch(`${server.base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', 'x-forwarded-for': '198.51.100.2', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: bytes,
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`upload to ${url} on ${server.name}: ${res.status} ${text}`);
  return (JSON.parse(text) as { fileId: string }).fileId;
}

/** GET /api/files/:id with the owner's session: the status and the bytes. */
async function download(server: TServer, fileId: string, token: string): Promise<{ status: number; bytes: Buffer; cacheControl: string | null }> {
  const res = await fetch(`${server.base}/api/files/${fileId}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '198.51.100.3' } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), cacheControl: res.headers.get('cache-control') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const bucketKeys = () => listTestKeys(bucket);
const bucketBytes = (key: string) => readTestObject(bucket, key);

/** Every file under <dataDir>/uploads (none expected: the pictures are in the bucket). */
async function localUploads(dataDir: string): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** A picture of noise, distinct each time. */
const picture = (size: number) =>
  sharp(randomBytes(size * size * 3), { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();

let env: Record<string, string>;

beforeAll(async () => {
  prisma = await getTestPrisma();
  const databaseUrl = await getTestDatabaseUrl();
  s3 = await startS3Server([BUCKET]);
  bucket = testS3Store(s3.endpoint, BUCKET);
  dataDirs = [
    await mkdtemp(path.join(os.tmpdir(), 'praxiform-two-servers-s3-a-')),
    await mkdtemp(path.join(os.tmpdir(), 'praxiform-two-servers-s3-b-')),
  ];
  env = s3ServerEnv(s3.endpoint, BUCKET);
  servers = (await Promise.all([startServerProcess('A', databaseUrl, dataDirs[0], env), startServerProcess('B', databaseUrl, dataDirs[1], env)])) as [
    TServer,
    TServer,
  ];
}, 120_000);

afterAll(async () => {
  await Promise.all((servers ?? []).map((server) => stopServerProcess(server)));
  bucket?.client.destroy();
  await s3?.close();
  await Promise.all((dataDirs ?? []).map((dir) => rm(dir, { recursive: true, force: true })));
}, 30_000);

describe('two server processes, two data folders, one S3 bucket', () => {
  it('a picture written through A is served by B; deleted through B it is gone from A, B and the bucket; nothing is written locally', async () => {
    const [a, b] = servers!;
    // Both servers said where their pictures go: the bucket, not their folder.
    for (const server of servers!) expect(server.output.join('')).toContain(`Uploaded files: S3 bucket ${BUCKET} at ${s3.endpoint}.`);
    const practitioner = await createUser(prisma);
    const patient = await createPatient(prisma, { ownerId: practitioner.id });
    const template = await createTemplate(prisma, { creatorId: practitioner.id, fields: FIELDS });
    const sent = await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, patientId: patient.id });
    // A second form to the same patient, never submitted: its picture is pending (removed with the patient).
    const pending = await createSubmission(prisma, { practitionerId: practitioner.id, templateId: template.id, patientId: patient.id });
    const [patientPicture, pendingPicture, practitionerPicture] = await Promise.all([picture(160), picture(96), picture(128)]);
    const login = await call(a, 'POST', '/api/login', { body: { email: practitioner.email, password: 'Test-Password-1!' } });
    expect(login.status).toBe(200);
    const token = (login.body.data as { token: string }).token;

    // Through A: the patient's picture, the form submitted with it (attached), a pending picture, the practitioner's upload.
    const patientFileId = await upload(a, `/api/public-forms/${sent.linkToken}/files`, patientPicture);
    const submitted = await call(a, 'POST', `/api/public-forms/${sent.linkToken}`, {
      body: { answers: { motif: 'Douleur au genou', photo: patientFileId }, consent: true },
      ip: '198.51.100.4',
    });
    expect(submitted.status).toBe(201);
    const pendingFileId = await upload(a, `/api/public-forms/${pending.linkToken}/files`, pendingPicture);
    const practitionerFileId = await upload(a, '/api/files', practitionerPicture, token);
    const rowOf = (id: string) => prisma.storedFile.findUniqueOrThrow({ where: { id } });
    const [patientRow, pendingRow, practitionerRow] = await Promise.all([rowOf(patientFileId), rowOf(pendingFileId), rowOf(practitionerFileId)]);
    expect(patientRow).toMatchObject({
      ownerId: practitioner.id,
      size: patientPicture.length,
      sha256: sha256(patientPicture),
      attachedAt: expect.any(Date),
    });
    expect(pendingRow).toMatchObject({ size: pendingPicture.length, attachedAt: null });
    expect(practitionerRow).toMatchObject({ size: practitionerPicture.length, uploadScope: null });
    // The three objects are in the bucket, whole.
    expect(await bucketKeys()).toEqual([patientRow.storageKey, pendingRow.storageKey, practitionerRow.storageKey].sort());
    expect(sha256((await bucketBytes(patientRow.storageKey))!)).toBe(sha256(patientPicture));

    // B serves what A wrote, byte for byte (the patient's picture never cached by the browser).
    const fromB = await download(b, patientFileId, token);
    expect(fromB.status).toBe(200);
    expect(fromB.cacheControl).toBe('no-store');
    expect(sha256(fromB.bytes)).toBe(sha256(patientPicture));
    expect(sha256((await download(b, pendingFileId, token)).bytes)).toBe(sha256(pendingPicture));
    expect(sha256((await download(b, practitionerFileId, token)).bytes)).toBe(sha256(practitionerPicture));

    // B deletes the submission: its picture is gone from both servers and from the bucket; the others stay.
    expect(await mutation(b, 'submissions.delete', { id: sent.id }, token)).toEqual({ success: true });
    const afterSubmission = {
      b: (await download(b, patientFileId, token)).status,
      a: (await download(a, patientFileId, token)).status,
    };
    expect(afterSubmission).toEqual({ b: 404, a: 404 });
    expect(await prisma.storedFile.findUnique({ where: { id: patientFileId } })).toBeNull();
    expect(await bucketBytes(patientRow.storageKey)).toBeNull();
    expect(await bucketKeys()).toEqual([pendingRow.storageKey, practitionerRow.storageKey].sort());
    expect((await download(a, pendingFileId, token)).status).toBe(200);

    // B deletes the patient: the pending picture of their other form goes too; the practitioner's own upload stays.
    expect(await mutation(b, 'patients.delete', { id: patient.id }, token)).toEqual({ success: true });
    const afterPatient = {
      b: (await download(b, pendingFileId, token)).status,
      a: (await download(a, pendingFileId, token)).status,
    };
    expect(afterPatient).toEqual({ b: 404, a: 404 });
    expect(await bucketKeys()).toEqual([practitionerRow.storageKey]);
    const kept = await download(a, practitionerFileId, token);
    expect([kept.status, sha256(kept.bytes)]).toEqual([200, sha256(practitionerPicture)]);

    // Neither server wrote a picture to its own folder.
    const local = await Promise.all(dataDirs.map(localUploads));
    expect(local).toEqual([[], []]);
    console.log(
      `S3 two-servers: 3 pictures written through A (${Math.round(patientPicture.length / 1024)} KiB patient's, attached by the submit; ` +
        `a pending one; the practitioner's), all 3 served byte-identical by B; submission deleted through B -> ` +
        `B ${afterSubmission.b}, A ${afterSubmission.a}, object gone from the bucket; patient deleted through B -> ` +
        `B ${afterPatient.b}, A ${afterPatient.a}; bucket left with ${(await bucketKeys()).length} object (the practitioner's upload); ` +
        `files under the DATA_DIRs' uploads: ${local.flat().length}`,
    );
  }, 60_000);
});

describe('a bucket that cannot be used', () => {
  it('stops the start with the reason named, before serving anything: no such bucket, refused keys', { timeout: 120_000 }, async () => {
    const databaseUrl = await getTestDatabaseUrl();
    const refusal = (overrides: Record<string, string>) =>
      startServerProcess('refused', databaseUrl, dataDirs[0], { ...env, ...overrides }).then(
        async (started) => {
          await stopServerProcess(started);
          return 'started';
        },
        (error: unknown) => String(error),
      );
    const [noBucket, wrongKeys] = await Promise.all([refusal({ S3_BUCKET: 'no-such-bucket' }), refusal({ S3_ACCESS_KEY_ID: 'WRONG' })]);
    expect(noBucket).toMatch(/exited \(1\)/);
    expect(noBucket).toMatch(/File storage cannot be used: the bucket no-such-bucket does not exist/);
    expect(wrongKeys).toMatch(/exited \(1\)/);
    expect(wrongKeys).toMatch(/File storage cannot be used: .*refused the credentials/);
  });
});
