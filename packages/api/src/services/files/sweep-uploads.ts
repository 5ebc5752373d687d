// Pictures patients sent through a link but no stored answer ever used: removed a day later; and bytes a killed
// process left without their row: removed an hour later (docs/files.md, "Sweep").
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { ApiDeps } from '../../context';
import { removeStoredBytes } from './answer-files';
import { PARTIAL_SUFFIX } from './stored-files';

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

/** Bytes younger than this are left alone: their upload may still be writing its row. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Files under `<dataDir>/uploads` with no stored_files row (their process was killed between the bytes and the row,
 * or the row's transaction rolled back) and unfinished `.partial` writes, older than ORPHAN_FILE_GRACE_MS: removed.
 * Answers how many went.
 */
export async function sweepOrphanedFiles(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir' | 'logger'>,
  { now = new Date() }: { now?: Date } = {},
): Promise<number> {
  const root = path.join(deps.dataDir, 'uploads');
  const before = now.getTime() - ORPHAN_FILE_GRACE_MS;
  const folders = await readdir(root).catch(() => [] as string[]);
  let removed = 0;
  for (const folder of folders) {
    const names = await readdir(path.join(root, folder)).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names) {
      const stats = await stat(path.join(root, folder, name)).catch(() => null);
      if (stats?.isFile() && stats.mtimeMs < before) old.push(name);
    }
    if (old.length === 0) continue;
    const keys = old.filter((name) => !name.endsWith(PARTIAL_SUFFIX)).map((name) => `uploads/${folder}/${name}`);
    const known = new Set(
      keys.length === 0
        ? []
        : (await deps.prisma.storedFile.findMany({ where: { storageKey: { in: keys } }, select: { storageKey: true } })).map((row) => row.storageKey),
    );
    for (const name of old) {
      if (known.has(`uploads/${folder}/${name}`)) continue;
      await rm(path.join(root, folder, name), { force: true }).catch((error: unknown) =>
        deps.logger.error({ err: error, file: `uploads/${folder}/${name}` }, 'orphaned file removal failed'),
      );
      removed += 1;
    }
  }
  return removed;
}
