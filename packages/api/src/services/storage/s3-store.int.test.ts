// The S3 driver against a real S3-compatible server (s3rver over HTTP): what it writes, streams back, lists and
// removes, and how it fails — a missing object, refused credentials, a bucket that does not exist, a server that is
// not there. The same promises as the local driver (docs/files.md, "Storage").
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { S3RVER_CREDENTIALS, startS3Server, type TS3Server } from '../../testing/s3-server';
import { StorageError, type TFileStore } from './file-store';
import { createLocalFileStore } from './local-store';
import { createS3FileStore, type TS3Config } from './s3-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BUCKET = 'pictures';
let server: TS3Server;

const configFor = (overrides: Partial<TS3Config> = {}): TS3Config => ({
  bucket: BUCKET,
  region: 'us-east-1',
  endpoint: server.endpoint,
  ...S3RVER_CREDENTIALS,
  forcePathStyle: true,
  keyPrefix: '',
  serverSideEncryption: 'AES256',
  ...overrides,
});

async function bytesOf(store: TFileStore, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A stream of `total` bytes in 64 KiB chunks, never held whole, hashed into `hash` as they are read. */
function streamOf(seed: Buffer, total: number, hash: ReturnType<typeof createHash>): Readable {
  return Readable.from(
    (function* () {
      for (let sent = 0; sent < total; sent += seed.length) {
        const chunk = seed.subarray(0, Math.min(seed.length, total - sent));
        hash.update(chunk);
        yield chunk;
      }
    })(),
  );
}

beforeAll(async () => {
  server = await startS3Server([BUCKET]);
});
afterAll(() => server?.close());

describe.each([
  ['S3', () => createS3FileStore(configFor({ keyPrefix: `run-${randomBytes(4).toString('hex')}/` }))],
  ['local', () => createLocalFileStore(mkdtempSync(path.join(tmpdir(), 'praxiform-store-')))],
] as const)('the %s driver', (_name, makeStore) => {
  it('writes, streams back, lists and removes objects; a missing one is null, removing it again is no error', async () => {
    const store = makeStore();
    await store.check();
    const picture = randomBytes(300_000);
    await store.put('uploads/ab/one', Readable.from([picture]), { size: picture.length });
    await store.put('uploads/cd/two', Readable.from([Buffer.from('two')]));
    expect(await bytesOf(store, 'uploads/ab/one')).toEqual(picture);
    expect((await store.get('uploads/ab/one'))?.size).toBe(picture.length);
    const listed: string[] = [];
    for await (const object of store.list('uploads/')) {
      listed.push(object.key);
      expect(Math.abs(object.modifiedAt.getTime() - Date.now())).toBeLessThan(10 * 60_000);
    }
    expect(listed.sort()).toEqual(['uploads/ab/one', 'uploads/cd/two']);
    expect(await store.get('uploads/ab/none')).toBeNull();
    await store.remove(['uploads/ab/one', 'uploads/ab/none']);
    expect(await store.get('uploads/ab/one')).toBeNull();
    await store.remove(['uploads/ab/one']);
    expect(await bytesOf(store, 'uploads/cd/two')).toEqual(Buffer.from('two'));
  });

  it('streams a large file (40 MiB) through without a difference in one byte', { timeout: 120_000 }, async () => {
    const store = makeStore();
    const seed = randomBytes(64 * 1024);
    const total = 40 * 1024 * 1024 + 123;
    const sent = createHash('sha256');
    const source = streamOf(seed, total, sent);
    await store.put('uploads/la/large', source, { size: total });
    const object = await store.get('uploads/la/large');
    expect(object?.size).toBe(total);
    const received = createHash('sha256');
    let length = 0;
    for await (const chunk of object!.body) {
      received.update(chunk as Buffer);
      length += (chunk as Buffer).length;
    }
    expect(length).toBe(total);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
  });

  it('keeps nothing when the stream fails halfway, and rejects with the stream’s own error', async () => {
    const store = makeStore();
    const refused = new Error('refused picture');
    const source = new Readable({ read() {} });
    source.push(randomBytes(100_000));
    setTimeout(() => source.destroy(refused), 50);
    await expect(store.put('uploads/ha/half', source, { size: 200_000 })).rejects.toBe(refused);
    // s3rver keeps a cut PUT's bytes for a moment before the test server drops them (testing/s3-server.ts).
    await expect.poll(() => store.get('uploads/ha/half'), { timeout: 3_000, interval: 50 }).toBeNull();
  });

  it('refuses keys that could leave its folder or prefix', async () => {
    const store = makeStore();
    for (const key of ['../etc/passwd', '/abs', 'uploads/../x', 'uploads//x', '']) {
      await expect(store.put(key, Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(StorageError);
      await expect(store.get(key)).rejects.toBeInstanceOf(StorageError);
    }
  });
});

/** Every request's headers as sent on the wire (after signing), appended to `into`. */
function recordHeaders(store: ReturnType<typeof createS3FileStore>, into: Record<string, string>[]): void {
  store.client.middlewareStack.add(
    (next) => async (args) => {
      into.push({ ...((args.request as { headers?: Record<string, string> }).headers ?? {}) });
      return next(args);
    },
    { step: 'finalizeRequest', name: 'recordHeaders' },
  );
}

describe('the S3 driver', () => {
  it('asks for encryption at rest on every write, under the configured prefix only', async () => {
    const store = createS3FileStore(configFor({ keyPrefix: 'tenant-a/' }));
    const headers: Record<string, string>[] = [];
    recordHeaders(store, headers);
    await store.put('uploads/ab/secret', Readable.from([Buffer.from('x')]), { size: 1 });
    expect(headers.at(-1)?.['x-amz-server-side-encryption']).toBe('AES256');
    const other = createS3FileStore(configFor({ keyPrefix: 'tenant-b/' }));
    expect(await other.get('uploads/ab/secret')).toBeNull();
    expect(await bytesOf(store, 'uploads/ab/secret')).toEqual(Buffer.from('x'));
    const none = createS3FileStore(configFor({ serverSideEncryption: 'none' }));
    recordHeaders(none, headers);
    await none.put('uploads/ab/plain', Readable.from([Buffer.from('y')]), { size: 1 });
    expect(headers.at(-1)?.['x-amz-server-side-encryption']).toBeUndefined();
  });

  it('fails with a StorageError naming the cause: no bucket, refused credentials, no server', async () => {
    const reasonOf = async (promise: Promise<unknown>) => {
      const error = await promise.then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(StorageError);
      return { reason: (error as StorageError).reason, message: (error as StorageError).message };
    };
    const noBucket = createS3FileStore(configFor({ bucket: 'no-such-bucket' }));
    expect(await reasonOf(noBucket.check())).toEqual({ reason: 'NO_BUCKET', message: expect.stringMatching(/bucket no-such-bucket does not exist/) });
    expect(await reasonOf(noBucket.put('uploads/ab/x', Readable.from([Buffer.from('x')]), { size: 1 }))).toMatchObject({ reason: 'NO_BUCKET' });

    const refused = createS3FileStore(configFor({ accessKeyId: 'WRONG', secretAccessKey: 'WRONG' }));
    expect(await reasonOf(refused.put('uploads/ab/x', Readable.from([Buffer.from('x')]), { size: 1 }))).toMatchObject({
      reason: 'DENIED',
      message: expect.stringMatching(/refused the credentials/),
    });
    expect(await reasonOf(refused.check())).toMatchObject({ reason: 'DENIED' });

    const gone = createS3FileStore(configFor({ endpoint: 'http://127.0.0.1:9' }));
    expect(await reasonOf(gone.get('uploads/ab/x'))).toMatchObject({ reason: 'UNREACHABLE' });
    const store = createS3FileStore(configFor());
    // Nothing was written by the refused attempts.
    expect(await store.get('uploads/ab/x')).toBeNull();
  });

  it('sends its notices to the log it is given, not to the console', async () => {
    const lines: string[] = [];
    const logger = createLogger({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
    const store = createS3FileStore(configFor(), logger);
    const source = new Readable({ read() {} });
    source.push(randomBytes(10_000));
    setTimeout(() => source.destroy(new Error('cut')), 20);
    await expect(store.put('uploads/ab/cut', source, { size: 50_000 })).rejects.toThrow('cut');
    expect(lines.join('')).toMatch(/S3 client notice/);
  });
});
