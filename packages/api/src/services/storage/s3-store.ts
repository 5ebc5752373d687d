// The S3 driver (docs/files.md, "Storage"): any S3-compatible bucket through the AWS SDK v3. The bucket stays private:
// files are read back through the app's access rules only, never through a public or presigned URL.
import type { Readable } from 'node:stream';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
  type ServerSideEncryption,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { assertSafeKey, readWhole, StorageError, type TFileStore, type TListedObject, type TStorageFailure } from './file-store';

export type TS3Config = {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, Ceph, Scaleway, OVH…); null: AWS's own endpoint for the region. */
  endpoint: string | null;
  /** Both or neither; neither uses the SDK's default chain (an instance role, ~/.aws, AWS_* variables). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** `bucket` in the path rather than the host name (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Put before every key ('' or `praxiform/`): several apps or test runs may share one bucket. */
  keyPrefix: string;
  /** The encryption at rest asked of the store with every write; 'none' only for a store that refuses the header. */
  serverSideEncryption: 'AES256' | 'aws:kms' | 'none';
};

const MISSING_KEY = new Set(['NoSuchKey', 'NotFound']);
const DENIED = new Set(['AccessDenied', 'InvalidAccessKeyId', 'SignatureDoesNotMatch', 'Forbidden', 'AllAccessDisabled']);
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'TimeoutError', 'EHOSTUNREACH']);

function failureOf(error: unknown): TStorageFailure {
  if (error instanceof S3ServiceException) {
    if (error.name === 'NoSuchBucket') return 'NO_BUCKET';
    if (DENIED.has(error.name) || error.$metadata.httpStatusCode === 403) return 'DENIED';
    return 'FAILED';
  }
  const code = (error as { code?: unknown; name?: unknown } | null)?.code ?? (error as { name?: unknown } | null)?.name;
  return typeof code === 'string' && UNREACHABLE.has(code) ? 'UNREACHABLE' : 'FAILED';
}

export function createS3FileStore(config: TS3Config, logger?: Logger): TFileStore & { client: S3Client } {
  const { bucket, keyPrefix } = config;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${keyPrefix}${key}`;
  };
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Checksums only where the API requires them: many S3-compatible stores do not read the aws-chunked bodies the
    // SDK sends by default since 2025, and would store the chunk framing as the file. Integrity: files:migrate
    // reads every object back and compares its SHA-256; uploads compare the size the bucket reports.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    // The SDK's own notices (a streamed write cut by a refused picture is "non-retryable") go to the debug log;
    // the failure itself is the caller's to report.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      warn: (...parts: unknown[]) => logger?.debug({ s3: parts.map(String).join(' ') }, 'S3 client notice'),
      error: (...parts: unknown[]) => logger?.warn({ s3: parts.map(String).join(' ') }, 'S3 client error'),
    },
  });
  const where = `S3 bucket ${bucket}${config.endpoint ? ` at ${config.endpoint}` : ` (${config.region})`}`;
  const sse: { ServerSideEncryption?: ServerSideEncryption } =
    config.serverSideEncryption === 'none' ? {} : { ServerSideEncryption: config.serverSideEncryption };

  const storageError = (error: unknown, action: string): StorageError => {
    if (error instanceof StorageError) return error;
    const reason = failureOf(error);
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const what =
      reason === 'NO_BUCKET'
        ? `the bucket ${bucket} does not exist`
        : reason === 'DENIED'
          ? `the ${where} refused the credentials`
          : reason === 'UNREACHABLE'
            ? `the ${where} cannot be reached`
            : `the ${where} failed`;
    return new StorageError(reason, `${action}: ${what} (${detail})`, { cause: error });
  };

  async function put(key: string, body: Readable, options: { size?: number } = {}): Promise<void> {
    const Key = objectKey(key);
    // The body's own failure (a refused picture, a client gone) wins over what the SDK makes of the cut request.
    let bodyError: unknown = null;
    const abort = new AbortController();
    body.once('error', (error) => {
      bodyError = error;
      abort.abort();
    });
    try {
      // PutObject needs the length up front: with it the bytes stream through; without it (a chunked upload) they are
      // read first, bounded by the caller's limit (5 MB for pictures).
      const payload = options.size === undefined ? await readWhole(body) : body;
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: payload,
          ContentLength: options.size ?? (payload as Buffer).length,
          ContentType: 'application/octet-stream',
          ...sse,
        }),
        { abortSignal: abort.signal },
      );
      if (bodyError) throw bodyError;
    } catch (error) {
      if (bodyError) throw bodyError;
      throw storageError(error, `writing ${key}`);
    }
  }

  async function get(key: string) {
    const Key = objectKey(key);
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
      if (!answer.Body) return null;
      return { body: answer.Body as Readable, size: answer.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof S3ServiceException && MISSING_KEY.has(error.name)) return null;
      throw storageError(error, `reading ${key}`);
    }
  }

  async function remove(keys: readonly string[]): Promise<void> {
    const objectKeys = keys.map(objectKey);
    // DeleteObjects takes up to 1,000 keys; a key already gone is not an error for S3.
    for (let start = 0; start < objectKeys.length; start += 1000) {
      const batch = objectKeys.slice(start, start + 1000);
      try {
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
        );
        const failed = answer.Errors?.filter((entry) => entry.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new StorageError('FAILED', `removing ${failed.length} object(s) from ${where}: ${failed[0]?.Code ?? ''} ${failed[0]?.Message ?? ''}`);
        }
      } catch (error) {
        throw storageError(error, `removing ${batch.length} object(s)`);
      }
    }
  }

  async function* list(prefix: string): AsyncIterable<TListedObject> {
    try {
      for await (const page of paginateListObjectsV2({ client, pageSize: 1000 }, { Bucket: bucket, Prefix: `${keyPrefix}${prefix}` })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key.slice(keyPrefix.length), modifiedAt: object.LastModified };
        }
      }
    } catch (error) {
      throw storageError(error, `listing ${prefix}`);
    }
  }

  async function check(): Promise<void> {
    try {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    } catch (error) {
      // HeadBucket has no body: a missing bucket is a bare 404.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) {
        throw new StorageError('NO_BUCKET', `the bucket ${bucket} does not exist at ${config.endpoint ?? config.region}`, { cause: error });
      }
      throw storageError(error, 'checking the bucket');
    }
  }

  return { describe: where, client, put, get, remove, list, check };
}
