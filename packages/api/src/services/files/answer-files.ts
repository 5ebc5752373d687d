// Pictures patients uploaded with their answers: removed with the submission (or the patient) they belong to.
import { pictureAnswers, type TAnswers, type TField } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import type { DbClient } from '../shared/db-client';

/** File ids given as answers to image-upload fields. */
export function uploadedFileIds(fields: readonly TField[], answers: TAnswers | null): string[] {
  return answers ? pictureAnswers(fields, answers).map((picture) => picture.fileId) : [];
}

/**
 * Deletes the rows of pictures patients uploaded for this practitioner: the files given as answers, and every file
 * sent through the given links (upload_scope = the link token's hash, so pictures of a form never submitted go too).
 * Only rows with an upload scope: a template's own pictures are never touched. Answers their storage keys, to remove
 * from disk once the transaction committed.
 */
export async function deleteUploadRows(
  db: DbClient,
  ownerId: number,
  uploads: { fileIds?: string[]; linkHashes?: (string | null)[] },
): Promise<string[]> {
  const fileIds = uploads.fileIds ?? [];
  const linkHashes = (uploads.linkHashes ?? []).filter((hash): hash is string => hash !== null);
  if (fileIds.length === 0 && linkHashes.length === 0) return [];
  const where = { ownerId, uploadScope: { not: null }, OR: [{ id: { in: fileIds } }, { uploadScope: { in: linkHashes } }] };
  const files = await db.storedFile.findMany({ where, select: { storageKey: true } });
  await db.storedFile.deleteMany({ where });
  return files.map((file) => file.storageKey);
}

/**
 * Best effort: a file already gone is fine; a failure is logged, the database no longer points at it anyway (the
 * hourly sweep of orphans removes it later: sweepOrphanedFiles).
 */
export async function removeStoredBytes(deps: Pick<ApiDeps, 'files' | 'logger'>, storageKeys: string[]): Promise<void> {
  if (storageKeys.length === 0) return;
  await deps.files.remove(storageKeys).catch((error: unknown) => deps.logger.error({ err: error, storageKeys }, 'uploaded file removal failed'));
}
