// A real S3-compatible server for the tests (s3rver: the S3 REST API over HTTP, objects in a temporary folder), so
// the S3 driver is proven against a server that parses what the AWS SDK sends, not against a mock of the SDK.
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';

export type TS3Server = {
  endpoint: string;
  directory: string;
  /** Keys of the PUT requests being received now. */
  receiving: () => string[];
  /** Keys of the PUT requests whose body ended short (the client or its process gone): nothing was stored. */
  cutPuts: () => string[];
  close: () => Promise<void>;
};

/** s3rver accepts its own fixed key pair; any other key id is refused with InvalidAccessKeyId (a refused write). */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** The whole body, or a rejection when the request closes before its end (IncompleteBody). */
function wholeBody(body: Readable): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.once('end', () => {
      ended = true;
      resolve(Buffer.concat(chunks));
    });
    body.once('error', reject);
    body.once('close', () => {
      if (!ended) reject(new Error('IncompleteBody: the request closed before its Content-Length was received'));
    });
  });
}

export async function startS3Server(buckets: readonly string[]): Promise<TS3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'praxiform-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  // S3 stores an object whole or not at all: a PutObject whose body ends short of its Content-Length stores nothing
  // (IncompleteBody), and nobody ever reads half an object. s3rver writes the object's file as the bytes come and
  // keeps it when the request is cut; made to match S3 here by taking the whole body before s3rver's store sees it.
  const store = server.store;
  const putObject = store.putObject.bind(store);
  store.putObject = async (object) => {
    const content = await wholeBody(object.content as Readable);
    const stored = await putObject(Object.assign(object, { content }));
    // s3rver answers before its file is flushed; S3 answers once the object is readable whole.
    const file = path.join(directory, object.bucket, `${object.key}._S3rver_object`);
    for (let waited = 0; (await stat(file).catch(() => null))?.size !== content.length && waited < 10_000; waited += 5) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return stored;
  };
  const receiving = new Set<string>();
  const cut: string[] = [];
  server.middleware.unshift(async (ctx, next) => {
    if (ctx.method === 'PUT') {
      const key = ctx.path.split('/').slice(2).map(decodeURIComponent).join('/');
      receiving.add(key);
      ctx.req.once('close', () => {
        receiving.delete(key);
        if (!ctx.req.complete) cut.push(key);
      });
    }
    await next();
  });
  const { address, port } = await server.run();
  return {
    endpoint: `http://${address}:${port}`,
    directory,
    receiving: () => [...receiving],
    cutPuts: () => [...cut],
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
