// Uploaded images: bytes under <dataDir>/uploads/<sha256 prefix>/<uuid>, a StoredFile row, and the access rule to read one.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FILE_URL_PREFIX, UPLOAD_MAX_BYTES, isFileId } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { detectImageType } from './image-type';
import type { DbClient } from '../shared/db-client';
import { readableTemplateSql } from './usable-files';

export { FILE_URL_PREFIX };

/** The suffix of a file being written (stored-files.ts, sweep-uploads.ts). */
export const PARTIAL_SUFFIX = '.partial';

/** POST /api/files: a picture the practitioner uploads for their templates. */
export function storeImage(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir'>,
  actor: Pick<TActor, 'id'>,
  input: { bytes: Uint8Array },
): Promise<{ fileId: string; url: string }> {
  return writeStoredImage(deps.prisma, deps.dataDir, { ownerId: actor.id, bytes: input.bytes });
}

/**
 * The bytes on disk and their StoredFile row, on the caller's client (a public upload runs it in its transaction).
 * `uploadScope`: the link a patient's picture came through (public forms), so a submit can only use its own pictures.
 */
export async function writeStoredImage(
  db: DbClient,
  dataDir: string,
  file: { ownerId: number; bytes: Uint8Array; uploadScope?: string },
): Promise<{ fileId: string; url: string }> {
  const { ownerId, bytes } = file;
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = randomUUID();
  // Spread over 256 folders so no directory grows past what file systems list quickly.
  const storageKey = `uploads/${sha256.slice(0, 2)}/${id}`;
  const target = path.join(dataDir, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  // Written under a temporary name, then renamed: a process killed mid-write leaves no partial file under a stored
  // name; and the row comes after the bytes, so no row ever lacks its file. A kill between the two leaves bytes
  // without a row, which sweepOrphanedFiles removes (docs/files.md, "Sweep").
  await writeFile(`${target}${PARTIAL_SUFFIX}`, bytes, { flag: 'wx' });
  await rename(`${target}${PARTIAL_SUFFIX}`, target);
  await db.storedFile.create({ data: { id, ownerId, mimeType, size: bytes.length, sha256, storageKey, uploadScope: file.uploadScope ?? null } });
  return { fileId: id, url: `${FILE_URL_PREFIX}${id}` };
}

/**
 * The file if the actor may read it (docs/files.md): its uploader (for a patient's picture, the practitioner whose
 * link received it); for a template picture, whoever may read a template it is linked to (template_files, which
 * only holds pictures a saver was allowed to use); a support ticket's picture, its practitioner and administrators
 * (docs/support-api.md); a guest (null) reads public templates' pictures only. Otherwise
 * null, so the answer is the same 404 as for an unknown id.
 */
export async function findReadableFile(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir'>,
  actor: Pick<TActor, 'id'> | null,
  input: { fileId: string },
): Promise<{ path: string; mimeType: string; size: number; uploadScope: string | null } | null> {
  const { fileId } = input;
  const viewerId = actor?.id ?? null;
  if (!isFileId(fileId)) return null;
  const rows = await deps.prisma.$queryRaw<{ storage_key: string; mime_type: string; size: number; upload_scope: string | null }[]>`
    SELECT f.storage_key, f.mime_type, f.size, f.upload_scope FROM stored_files f
    WHERE f.id = ${fileId}::uuid
      AND ((${viewerId}::int IS NOT NULL AND f.owner_id = ${viewerId}::int)
        OR (f.upload_scope IS NULL AND EXISTS (
          SELECT 1 FROM template_files tf JOIN templates t ON t.id = tf.template_id
          WHERE tf.file_id = f.id AND ${readableTemplateSql(viewerId)}))
        OR (${viewerId}::int IS NOT NULL AND f.upload_scope IS NULL AND EXISTS (
          SELECT 1 FROM support_messages m JOIN support_tickets st ON st.id = m.ticket_id
          WHERE m.attachment_id = f.id AND (st.user_id = ${viewerId}::int
            OR EXISTS (SELECT 1 FROM users u WHERE u.id = ${viewerId}::int AND u.is_administrator)))))`;
  const file = rows[0];
  if (!file) return null;
  return { path: path.join(deps.dataDir, file.storage_key), mimeType: file.mime_type, size: file.size, uploadScope: file.upload_scope };
}
