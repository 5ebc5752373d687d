// `pnpm files:migrate` (docs/files.md, "Storage"): the files of a local folder copied into a real S3-compatible bucket
// (s3rver), every byte checked; a missing and a corrupt file reported, not copied; a second run copies nothing; a
// run cut short is finished by the next one; and the command itself, its exit code and its report.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore, createLogger, writeStoredImage, type TFileStore } from '@praxiform/api';
import type { PrismaClient } from '@praxiform/db';
import { createUser, getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import { listTestKeys, readTestObject, S3RVER_CREDENTIALS, startS3Server, testS3Store, type TS3Server } from '@praxiform/api/testing';
import { migrateFiles } from './files-migrate';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUCKETS = { first: 'migrate-first', cut: 'migrate-cut', cli: 'migrate-cli' } as const;
const GOOD_FILES = 30;

/** A distinct small PNG per file (the upload check reads the signature), so no two objects could be confused. */
const png = (index: number) => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40 + index, index + 1)]);

let prisma: PrismaClient;
let s3: TS3Server;
let dataDir: string;
let local: TFileStore;
/** Storage key → bytes of every file whose local copy is intact. */
const good = new Map<string, Buffer>();
let missingKey: string;
let corruptKey: string;

const bucketStore = (bucket: string) => testS3Store(s3.endpoint, bucket);

const countObjects = async (store: TFileStore) => (await listTestKeys(store)).length;

beforeAll(async () => {
  prisma = await getTestPrisma();
  s3 = await startS3Server(Object.values(BUCKETS));
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'praxiform-migrate-'));
  local = createLocalFileStore(dataDir);
  const deps = { prisma, files: local, logger: createLogger({ level: 'silent' }) };
  const owner = await createUser(prisma);
  const store = async (index: number) => {
    const bytes = png(index);
    const { fileId } = await writeStoredImage(deps, { ownerId: owner.id, body: { bytes } });
    const { storageKey } = await prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } });
    return { storageKey, bytes };
  };
  for (let index = 0; index < GOOD_FILES; index++) {
    const { storageKey, bytes } = await store(index);
    good.set(storageKey, bytes);
  }
  // A row whose file was lost, and one whose bytes changed on disk (same size, one byte flipped).
  missingKey = (await store(100)).storageKey;
  await rm(path.join(dataDir, missingKey));
  const corrupt = await store(101);
  corruptKey = corrupt.storageKey;
  const altered = Buffer.from(corrupt.bytes);
  altered.writeUInt8(altered.readUInt8(altered.length - 1) ^ 0xff, altered.length - 1);
  await writeFile(path.join(dataDir, corruptKey), altered);
}, 60_000);

afterAll(async () => {
  await s3?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('migrateFiles', () => {
  it('copies every intact file byte for byte, reports the missing and the corrupt one, and copies nothing the second time', async () => {
    const to = bucketStore(BUCKETS.first);
    const progress: [number, number][] = [];
    const first = await migrateFiles({ prisma, from: local, to, pageSize: 7, onProgress: (done, total) => progress.push([done, total]) });
    expect(first).toEqual({ total: GOOD_FILES + 2, copied: GOOD_FILES, alreadyThere: 0, missing: [missingKey], corrupt: [corruptKey] });
    expect(progress[0]).toEqual([0, GOOD_FILES + 2]);
    expect(progress.at(-1)).toEqual([GOOD_FILES + 2, GOOD_FILES + 2]);

    for (const [key, bytes] of good) expect(await readTestObject(to, key)).toEqual(bytes);
    expect(await readTestObject(to, missingKey)).toBeNull();
    expect(await readTestObject(to, corruptKey)).toBeNull();
    expect(await countObjects(to)).toBe(GOOD_FILES);
    // Nothing left the local folder.
    for (const [key, bytes] of good) expect(await readTestObject(local, key)).toEqual(bytes);

    const second = await migrateFiles({ prisma, from: local, to });
    expect(second).toEqual({ total: GOOD_FILES + 2, copied: 0, alreadyThere: GOOD_FILES, missing: [missingKey], corrupt: [corruptKey] });
    console.log(`FILES_MIGRATE first run ${JSON.stringify({ ...first, missing: 1, corrupt: 1 })}; second run copied ${second.copied}`);
  });

  it('a run cut short is finished by the next one, which copies only the rest', async () => {
    const to = bucketStore(BUCKETS.cut);
    const cutAfter = 11;
    let puts = 0;
    // The bucket goes away after `cutAfter` writes, as a network or a process would.
    const failing: TFileStore = {
      ...to,
      put: async (key, body, options) => {
        if (puts >= cutAfter) {
          body.destroy();
          throw new Error('connection reset');
        }
        puts += 1;
        await to.put(key, body, options);
      },
    };
    await expect(migrateFiles({ prisma, from: local, to: failing, pageSize: 5 })).rejects.toThrow('connection reset');
    expect(await countObjects(to)).toBe(cutAfter);

    const resumed = await migrateFiles({ prisma, from: local, to, pageSize: 5 });
    expect(resumed).toEqual({
      total: GOOD_FILES + 2,
      copied: GOOD_FILES - cutAfter,
      alreadyThere: cutAfter,
      missing: [missingKey],
      corrupt: [corruptKey],
    });
    for (const [key, bytes] of good) expect(await readTestObject(to, key)).toEqual(bytes);
  });

  it('replaces an object the bucket holds with other bytes, and stops when the bucket does not give back what was written', async () => {
    const to = bucketStore(BUCKETS.cut);
    const [key, bytes] = [...good][0]!;
    const wrong = Buffer.from('not the picture');
    await to.put(key, Readable.from([wrong]), { size: wrong.length });
    const report = await migrateFiles({ prisma, from: local, to });
    expect(report.copied).toBe(1);
    expect(await readTestObject(to, key)).toEqual(bytes);

    // A store that keeps other bytes than it was sent: the run stops with the key and both digests.
    const lying: TFileStore = {
      ...to,
      get: async (getKey) => (getKey === key ? { body: Readable.from([wrong]), size: wrong.length } : to.get(getKey)),
    };
    await expect(migrateFiles({ prisma, from: local, to: lying })).rejects.toThrow(new RegExp(`${key}: .*gave back ${wrong.length} bytes`));
  });
});

type TRun = { code: number | null; stdout: string; stderr: string };

/** The command `pnpm files:migrate` runs (tsx on the CLI, without pnpm's start-up), with only the variables given here. */
function runCli(env: Record<string, string>): Promise<TRun> {
  const inherited = Object.fromEntries(
    // PATH and the like; never this machine's own S3_* or DATABASE_URL, which each run sets itself.
    // eslint-disable-next-line no-restricted-properties
    Object.entries(process.env).filter(([key]) => !/^(S3_|DATABASE_URL$|DATA_DIR$|AWS_)/.test(key)),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/files-migrate-cli.ts'], {
    cwd: SERVER_DIR,
    env: { ...inherited, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('pnpm files:migrate', () => {
  const s3Env = () => ({
    S3_BUCKET: BUCKETS.cli,
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });

  it('refuses to run without S3_* variables or without DATABASE_URL, saying why', async () => {
    const noBucket = await runCli({ DATABASE_URL: await getTestDatabaseUrl(), DATA_DIR: dataDir });
    expect(noBucket.code).toBe(1);
    expect(noBucket.stderr).toContain('no S3_* variable is set: nothing to migrate to');

    const noDatabase = await runCli({ DATA_DIR: dataDir, ...s3Env() });
    expect(noDatabase.code).toBe(1);
    expect(noDatabase.stderr).toContain('files:migrate needs DATABASE_URL');
    expect(await countObjects(bucketStore(BUCKETS.cli))).toBe(0);
  }, 120_000);

  it('copies the files, exits 1 listing the missing and corrupt ones, then 0 once only intact files are left', async () => {
    const env = { DATABASE_URL: await getTestDatabaseUrl(), DATA_DIR: dataDir, ...s3Env() };
    const withProblems = await runCli(env);
    expect(withProblems.stderr).toBe('');
    expect(withProblems.code).toBe(1);
    expect(withProblems.stdout).toContain(
      `Files: ${GOOD_FILES + 2} in the database; ${GOOD_FILES} copied, 0 already in the bucket, 1 missing, 1 corrupt.`,
    );
    expect(withProblems.stdout).toContain(`  ${missingKey}`);
    expect(withProblems.stdout).toContain(`  ${corruptKey}`);
    // Not a terminal: plain progress lines.
    expect(withProblems.stdout).toContain(`${GOOD_FILES + 2}/${GOOD_FILES + 2} files`);

    // The operator deals with the two rows (here: removes them); the next run has nothing left to copy.
    await prisma.storedFile.deleteMany({ where: { storageKey: { in: [missingKey, corruptKey] } } });
    const clean = await runCli(env);
    expect(clean.stderr).toBe('');
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain(`Files: ${GOOD_FILES} in the database; 0 copied, ${GOOD_FILES} already in the bucket, 0 missing, 0 corrupt.`);
    const bucket = bucketStore(BUCKETS.cli);
    for (const [key, bytes] of good) expect(await readTestObject(bucket, key)).toEqual(bytes);
    console.log(`FILES_MIGRATE cli: ${clean.stdout.trim().split('\n').slice(-2).join(' | ')}`);
  }, 120_000);
});
