// The local driver: bytes under `<root>/<key>`, written under `<key>.partial`, fsync'd, then renamed (docs/files.md).
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { assertSafeKey, StorageError, type TFileStore, type TListedObject } from './file-store';

/** The suffix of a file being written: a process killed mid-write leaves no partial file under a stored name. */
export const PARTIAL_SUFFIX = '.partial';

export function createLocalFileStore(root: string): TFileStore {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };

  async function put(key: string, body: Readable): Promise<void> {
    const target = pathOf(key);
    const partial = `${target}${PARTIAL_SUFFIX}`;
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      // Durable before the caller commits its row: the bytes reach the disk, then take their name.
      const handle = await open(partial, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async function get(key: string) {
    const file = pathOf(key);
    const stats = await stat(file).catch(() => null);
    if (!stats?.isFile()) return null;
    return { body: createReadStream(file), size: stats.size };
  }

  async function remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
  }

  async function* list(prefix: string): AsyncIterable<TListedObject> {
    const base = prefix.replace(/\/$/, '');
    async function* walk(relative: string): AsyncIterable<TListedObject> {
      const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const key = `${relative}/${entry.name}`;
        if (entry.isDirectory()) yield* walk(key);
        else if (entry.isFile()) {
          const stats = await stat(path.join(root, key)).catch(() => null);
          if (stats) yield { key, modifiedAt: stats.mtime };
        }
      }
    }
    yield* walk(base);
  }

  async function check(): Promise<void> {
    try {
      await mkdir(root, { recursive: true });
    } catch (error) {
      throw new StorageError('DENIED', `the folder ${root} cannot be created`, { cause: error });
    }
  }

  return { describe: `local folder ${root}`, put, get, remove, list, check };
}
