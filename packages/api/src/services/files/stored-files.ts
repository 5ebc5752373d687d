// Uploaded images: bytes in the file store under uploads/<uuid prefix>/<uuid>, a StoredFile row, and the access rule
// to read one (docs/files.md).
import { randomUUID } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { FILE_URL_PREFIX, UPLOAD_MAX_BYTES, isFileId } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { StorageError, type TStoredObject } from '../storage/file-store';
import { createImageInspector, type TInspectedImage } from './image-type';
import { readableTemplateSql } from './usable-files';

export { FILE_URL_PREFIX };

/** An upload's bytes: the request's stream (and its Content-Length when sent), or bytes already in memory. */
export type TUploadBody = { stream: Readable; size?: number } | { bytes: Uint8Array };

/** Bytes in the store, not yet a row. */
export type TWrittenImage = TInspectedImage & { id: string; storageKey: string };

/** The store failed (no bucket, refused, unreachable): 503 for the client, the reason in the log. */
export function storageUnavailable(deps: Pick<ApiDeps, 'logger'>, error: unknown): unknown {
  if (!(error instanceof StorageError)) return error;
  deps.logger.error({ err: error, reason: error.reason }, 'file storage failed');
  return new AppError('SERVICE_UNAVAILABLE', { cause: error });
}

/**
 * Streams a picture into the store, checked on the way (image-type.ts: type, markup, 5 MB); answers once the bytes
 * are durable, before any row exists. The key is a fresh UUID: it carries nothing of the file, its owner or patient.
 */
export async function putUploadedImage(deps: Pick<ApiDeps, 'files' | 'logger'>, body: TUploadBody): Promise<TWrittenImage> {
  const declared = 'bytes' in body ? body.bytes.length : body.size;
  if (declared !== undefined && declared > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const id = randomUUID();
  // Spread over 256 prefixes so no local directory grows past what file systems list quickly.
  const storageKey = `uploads/${id.slice(0, 2)}/${id}`;
  const inspector = createImageInspector(UPLOAD_MAX_BYTES);
  const source = 'bytes' in body ? Readable.from([Buffer.from(body.bytes)]) : body.stream;
  // A client gone mid-body fails the inspector too, so the store keeps nothing.
  const checked = pipeline(source, inspector.stream, () => undefined);
  try {
    await deps.files.put(storageKey, checked, { size: declared });
  } catch (error) {
    // A store may keep what it received of a cut request (some S3-compatible servers do): nothing stays under the key.
    await discardWrittenImage(deps, { storageKey });
    throw storageUnavailable(deps, error);
  }
  return { ...inspector.result(), id, storageKey };
}

/** Best effort: bytes whose row was never written (the sweep of orphans removes what this misses). */
export async function discardWrittenImage(deps: Pick<ApiDeps, 'files' | 'logger'>, image: Pick<TWrittenImage, 'storageKey'>): Promise<void> {
  await deps.files
    .remove([image.storageKey])
    .catch((error: unknown) => deps.logger.error({ err: error, storageKey: image.storageKey }, 'uploaded file removal failed'));
}

/** The row of bytes already written, on the caller's client (a public upload runs it in its transaction). */
export async function insertStoredFile(
  db: DbClient,
  image: TWrittenImage,
  owner: { ownerId: number; uploadScope?: string },
): Promise<{ fileId: string; url: string }> {
  const { id, mimeType, size, sha256, storageKey } = image;
  await db.storedFile.create({ data: { id, ownerId: owner.ownerId, mimeType, size, sha256, storageKey, uploadScope: owner.uploadScope ?? null } });
  return { fileId: id, url: `${FILE_URL_PREFIX}${id}` };
}

/**
 * The bytes, then their row: no row ever lacks its file. A row that cannot be written takes its bytes with it; a
 * process killed in between leaves bytes without a row, which sweepOrphanedFiles removes (docs/files.md, "Sweep").
 */
export async function writeStoredImage(
  deps: Pick<ApiDeps, 'prisma' | 'files' | 'logger'>,
  file: { ownerId: number; body: TUploadBody; uploadScope?: string },
): Promise<{ fileId: string; url: string }> {
  const image = await putUploadedImage(deps, file.body);
  try {
    return await insertStoredFile(deps.prisma, image, file);
  } catch (error) {
    await discardWrittenImage(deps, image);
    throw error;
  }
}

/** POST /api/files: a picture the practitioner uploads for their templates. */
export function storeImage(
  deps: Pick<ApiDeps, 'prisma' | 'files' | 'logger'>,
  actor: Pick<TActor, 'id'>,
  input: TUploadBody,
): Promise<{ fileId: string; url: string }> {
  return writeStoredImage(deps, { ownerId: actor.id, body: input });
}

/** A stored file's bytes; null when the store has no such object (the caller answers 404). */
export async function openStoredFile(deps: Pick<ApiDeps, 'files' | 'logger'>, storageKey: string): Promise<TStoredObject | null> {
  try {
    return await deps.files.get(storageKey);
  } catch (error) {
    throw storageUnavailable(deps, error);
  }
}

/** A file the caller may read: where its bytes are and how to serve them. */
export type TReadableFile = { storageKey: string; mimeType: string; size: number; uploadScope: string | null };

/**
 * The file if the actor may read it (docs/files.md): its uploader (for a patient's picture, the practitioner whose
 * link received it); for a template picture, whoever may read a template it is linked to (template_files, which
 * only holds pictures a saver was allowed to use); a support ticket's picture, its practitioner and administrators
 * (docs/support-api.md); a guest (null) reads public templates' pictures only. Otherwise
 * null, so the answer is the same 404 as for an unknown id.
 */
export async function findReadableFile(
  deps: Pick<ApiDeps, 'prisma'>,
  actor: Pick<TActor, 'id'> | null,
  input: { fileId: string },
): Promise<TReadableFile | null> {
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
  return { storageKey: file.storage_key, mimeType: file.mime_type, size: file.size, uploadScope: file.upload_scope };
}
