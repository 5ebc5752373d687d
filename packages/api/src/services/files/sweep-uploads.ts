// Pictures patients sent through a link but no stored answer ever used: removed a day later; and bytes a killed
// process left without their row: removed an hour later (docs/files.md, "Sweep").
import type { ApiDeps } from '../../context';
import { PARTIAL_SUFFIX } from '../storage/local-store';
import { removeStoredBytes } from './answer-files';

export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows, then the bytes once the rows are gone; answers how many pictures went. Batches keep each delete short. */
export async function sweepUnattachedUploads(
  deps: Pick<ApiDeps, 'prisma' | 'files' | 'logger'>,
  { now = new Date(), batchSize = 500 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const before = new Date(now.getTime() - PENDING_UPLOAD_TTL_MS);
  let removed = 0;
  for (;;) {
    const rows = await deps.prisma.$queryRaw<{ storage_key: string }[]>`
      DELETE FROM stored_files WHERE id IN (
        SELECT id FROM stored_files
        WHERE upload_scope IS NOT NULL AND attached_at IS NULL AND created_at < ${before}
        ORDER BY created_at LIMIT ${batchSize}
      ) RETURNING storage_key`;
    await removeStoredBytes(
      deps,
      rows.map((row) => row.storage_key),
    );
    removed += rows.length;
    if (rows.length < batchSize) return removed;
  }
}

/** Bytes younger than this are left alone: their upload may still be writing its row. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Objects under `uploads/` with no stored_files row (their process was killed between the bytes and the row, or the
 * row's transaction rolled back) and unfinished local `.partial` writes, older than ORPHAN_FILE_GRACE_MS: removed, in
 * the local folder or the bucket alike. Answers how many went.
 */
export async function sweepOrphanedFiles(
  deps: Pick<ApiDeps, 'prisma' | 'files' | 'logger'>,
  { now = new Date(), batchSize = 500 }: { now?: Date; batchSize?: number } = {},
): Promise<number> {
  const before = now.getTime() - ORPHAN_FILE_GRACE_MS;
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keys = batch.filter((key) => !key.endsWith(PARTIAL_SUFFIX));
    const known = new Set(
      keys.length === 0
        ? []
        : (await deps.prisma.storedFile.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } })).map((row) => row.storageKey),
    );
    const orphans = batch.filter((key) => !known.has(key));
    batch = [];
    if (orphans.length === 0) return;
    try {
      await deps.files.remove(orphans);
      removed += orphans.length;
    } catch (error) {
      deps.logger.error({ err: error, count: orphans.length }, 'orphaned file removal failed');
    }
  };
  for await (const object of deps.files.list('uploads/')) {
    if (object.modifiedAt.getTime() >= before) continue;
    batch.push(object.key);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return removed;
}
