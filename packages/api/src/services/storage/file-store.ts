// Where uploaded files' bytes live (docs/files.md, "Storage"): a local folder (default) or an S3-compatible bucket.
// Both drivers keep the same promises, so the files service and its tests do not know which one runs.
import type { Readable } from 'node:stream';

export type TStoredObject = { body: Readable; size: number };

export type TListedObject = { key: string; modifiedAt: Date };

export type TFileStore = {
  /** For the start-up line and logs: "local folder /srv/data/uploads", "S3 bucket praxiform at https://…". */
  readonly describe: string;
  /**
   * Writes the whole stream under `key`; resolves once the bytes are durable (fsync'd, or acknowledged by the
   * bucket). When the stream fails (a refused picture, a client gone), rejects with the stream's error and leaves
   * nothing under `key`. `size`: the length when known in advance (an upload's Content-Length).
   */
  put(key: string, body: Readable, options?: { size?: number }): Promise<void>;
  /** The bytes as a stream and their size; null when there is no such object. */
  get(key: string): Promise<TStoredObject | null>;
  /** Removes the objects; one already gone is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object under `prefix`, unfinished local writes (`.partial`) included, with its last change. */
  list(prefix: string): AsyncIterable<TListedObject>;
  /** Throws a StorageError when the store cannot be used (no bucket, refused credentials, unreachable). */
  check(): Promise<void>;
};

export type TStorageFailure = 'NO_BUCKET' | 'DENIED' | 'UNREACHABLE' | 'FAILED';

/** A store that did not do what was asked; `reason` says why, `message` says it to an operator. */
export class StorageError extends Error {
  constructor(
    readonly reason: TStorageFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** A key is a relative path of safe characters: `uploads/ab/<uuid>`; never `..`, never absolute. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i.test(key) || key.split('/').includes('..')) {
    throw new StorageError('FAILED', `unsafe storage key ${JSON.stringify(key)}`);
  }
}

/** A stored object's or a request's bytes in one buffer (pictures: 5 MB at most, bounded by the caller). */
export async function readWhole(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
