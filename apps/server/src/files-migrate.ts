// `pnpm files:migrate` (files-migrate-cli.ts): copies every stored file's bytes from one store to another, the local
// folder to a bucket when a deployment moves to S3 (docs/files.md, "Storage"). It checks every byte against the
// row's SHA-256 on the way in and on the way back, never removes anything from the source, and may be run again at
// any time: what the destination already holds intact is left alone, so a second run finishes an interrupted one.
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { TFileStore } from '@praxiform/api';
import type { PrismaClient } from '@praxiform/db';

export type TMigrationReport = {
  /** The rows looked at: copied + alreadyThere + missing + corrupt. */
  total: number;
  copied: number;
  alreadyThere: number;
  /** Storage keys of rows whose bytes the source does not hold. */
  missing: string[];
  /** Storage keys whose source bytes differ (size or SHA-256) from their row: left where they are, not copied. */
  corrupt: string[];
};

export type TMigrateFilesOptions = {
  prisma: Pick<PrismaClient, 'storedFile'>;
  from: TFileStore;
  to: TFileStore;
  logger?: { warn(facts: object, message: string): void };
  /** After each row: rows done, and the rows to do (counted at the start, raised if rows were added since). */
  onProgress?: (done: number, total: number) => void;
  /** Rows read at once: memory stays flat however many files there are. */
  pageSize?: number;
  /** Files copied at once: a bucket's latency, not its bandwidth, bounds a sequential copy of small files. */
  concurrency?: number;
};

type TRow = { id: string; storageKey: string; size: number; sha256: string };
type TOutcome = 'copied' | 'alreadyThere' | 'missing' | 'corrupt' | 'gone';

/** Thrown when the destination does not give back the bytes just written: the run stops, the source is untouched. */
export class MigrationError extends Error {
  override name = 'MigrationError';
}

export async function migrateFiles(options: TMigrateFilesOptions): Promise<TMigrationReport> {
  const { prisma, from, to, logger, onProgress, pageSize = 200, concurrency = 4 } = options;
  const report: TMigrationReport = { total: 0, copied: 0, alreadyThere: 0, missing: [], corrupt: [] };
  let expected = await prisma.storedFile.count();
  let done = 0;
  onProgress?.(0, expected);

  async function migrateOne(row: TRow): Promise<TOutcome> {
    // Already there and intact (an earlier run, or a run cut short): nothing to write.
    const present = await digestOf(await to.get(row.storageKey));
    if (present && matches(present, row)) return 'alreadyThere';

    const source = await digestOf(await from.get(row.storageKey));
    if (!source) {
      // A row removed while the run went on (the sweeps of docs/files.md) took its bytes with it: not a loss.
      const still = await prisma.storedFile.findUnique({ where: { id: row.id }, select: { id: true } });
      if (!still) return 'gone';
      logger?.warn({ fileId: row.id, storageKey: row.storageKey, from: from.describe }, 'stored file missing from the source');
      return 'missing';
    }
    if (!matches(source, row)) {
      logger?.warn(
        { fileId: row.id, storageKey: row.storageKey, expected: { size: row.size, sha256: row.sha256 }, found: source },
        'stored file differs from its row: not copied',
      );
      return 'corrupt';
    }

    // Read a second time to stream it: the bytes were checked first, so a corrupt file never reaches the destination.
    const object = await from.get(row.storageKey);
    if (!object) return 'missing';
    try {
      await to.put(row.storageKey, object.body, { size: row.size });
    } finally {
      object.body.destroy();
    }
    const written = await digestOf(await to.get(row.storageKey));
    if (!written || !matches(written, row)) {
      throw new MigrationError(
        `${row.storageKey}: ${to.describe} gave back ${written ? `${written.size} bytes with SHA-256 ${written.sha256}` : 'nothing'} ` +
          `after the copy, instead of ${row.size} bytes with SHA-256 ${row.sha256}. Nothing was removed from ${from.describe}; ` +
          `the run stopped here and may be started again.`,
      );
    }
    return 'copied';
  }

  let after: string | null = null;
  for (;;) {
    // Keyset pagination on the primary key: stable while rows are added or removed during the run.
    const page: TRow[] = await prisma.storedFile.findMany({
      where: after === null ? {} : { id: { gt: after } },
      orderBy: { id: 'asc' },
      take: pageSize,
      select: { id: true, storageKey: true, size: true, sha256: true },
    });
    if (page.length === 0) break;
    after = page[page.length - 1]!.id;
    const outcomes = await mapWithConcurrency(page, concurrency, async (row) => {
      const outcome = await migrateOne(row);
      done += 1;
      expected = Math.max(expected, done);
      onProgress?.(done, expected);
      return outcome;
    });
    // Tallied in id order, so the lists of keys read the same from one run to the next.
    page.forEach((row, index) => {
      const outcome = outcomes[index]!;
      if (outcome === 'gone') return;
      report.total += 1;
      if (outcome === 'copied') report.copied += 1;
      else if (outcome === 'alreadyThere') report.alreadyThere += 1;
      else report[outcome].push(row.storageKey);
    });
  }
  return report;
}

const matches = (found: { size: number; sha256: string }, row: TRow) => found.size === row.size && found.sha256 === row.sha256.toLowerCase();

/** Size and SHA-256 (hex) of an object's bytes, read as a stream; null for no object. */
async function digestOf(object: { body: Readable } | null): Promise<{ size: number; sha256: string } | null> {
  if (!object) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of object.body) {
    const bytes = chunk as Uint8Array;
    hash.update(bytes);
    size += bytes.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * `work` over `items`, at most `limit` at a time, results in the items' order. After a failure no new item starts;
 * the ones under way finish before the first error is thrown, so nothing keeps writing behind the caller's back.
 */
async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (failure === null && next < items.length) {
      const index = next++;
      try {
        results[index] = await work(items[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
