// Pictures patients sent through a link but no stored answer ever used: removed a day later (docs/files.md).
import type { ApiDeps } from '../../context';
import { removeStoredBytes } from './answer-files';

export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/** Deletes the rows, then the bytes once the rows are gone; answers how many pictures went. Batches keep each delete short. */
export async function sweepUnattachedUploads(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir' | 'logger'>,
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
