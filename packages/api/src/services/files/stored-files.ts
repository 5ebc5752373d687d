// Uploaded images: bytes under <dataDir>/uploads/<sha256 prefix>/<uuid>, a StoredFile row, and the access rule to read one.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_MAX_BYTES } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { detectImageType } from './image-type';

export const FILE_URL_PREFIX = '/api/files/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `uploadScope`: the link a patient's picture came through (public forms), so a submit can only use its own pictures. */
export async function storeImage(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir'>,
  ownerId: number,
  bytes: Uint8Array,
  options: { uploadScope?: string } = {},
): Promise<{ fileId: string; url: string }> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE');
  const mimeType = detectImageType(bytes);
  if (!mimeType) throw new AppError('FILE_TYPE_NOT_ALLOWED');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const id = randomUUID();
  // Spread over 256 folders so no directory grows past what file systems list quickly.
  const storageKey = `uploads/${sha256.slice(0, 2)}/${id}`;
  const target = path.join(deps.dataDir, storageKey);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, bytes, { flag: 'wx' });
  await deps.prisma.storedFile.create({ data: { id, ownerId, mimeType, size: bytes.length, sha256, storageKey, uploadScope: options.uploadScope ?? null } });
  return { fileId: id, url: `${FILE_URL_PREFIX}${id}` };
}

/**
 * The file if `viewerId` may read it: its owner; anyone when a public template shows it (a field's imageUrl); the
 * owner of a private template showing it (a copy received or duplicated from someone else). Otherwise null, so
 * the answer is the same 404 as for an unknown id.
 */
export async function findReadableFile(
  deps: Pick<ApiDeps, 'prisma' | 'dataDir'>,
  fileId: string,
  viewerId: number | null,
): Promise<{ path: string; mimeType: string; size: number } | null> {
  if (!UUID.test(fileId)) return null;
  const file = await deps.prisma.storedFile.findUnique({ where: { id: fileId } });
  if (!file) return null;
  if (file.ownerId === null || file.ownerId !== viewerId) {
    const url = `${FILE_URL_PREFIX}${fileId}`;
    // jsonb_path_exists walks the whole field tree (conditional fields included) for an imageUrl equal to the URL.
    const rows = await deps.prisma.$queryRaw<{ found: boolean }[]>`
      SELECT EXISTS (
        SELECT 1 FROM templates
        WHERE (is_public = true OR (${viewerId}::int IS NOT NULL AND owner_id = ${viewerId}::int))
          AND jsonb_path_exists(fields, 'strict $.**.imageUrl ? (@ == $url)', jsonb_build_object('url', ${url}::text))
      ) AS found`;
    if (!rows[0]?.found) return null;
  }
  return { path: path.join(deps.dataDir, file.storageKey), mimeType: file.mimeType, size: file.size };
}
