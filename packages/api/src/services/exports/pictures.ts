// Pictures answered through image-upload fields, read from storage for the PDF: JPEG and PNG as stored, GIF and
// WebP converted to PNG (PDF has no decoder for them). A file that is missing, foreign or unreadable becomes null.
import sharp from 'sharp';
import type { ApiDeps } from '../../context';
import { detectImageType } from '../files/image-type';
import { readWhole, type TFileStore } from '../storage/file-store';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type TPictures = Map<string, Buffer | null>;

async function readPicture(files: TFileStore, storageKey: string): Promise<Buffer | null> {
  const object = await files.get(storageKey).catch(() => null);
  if (!object) return null;
  const bytes = await readWhole(object.body).catch(() => null);
  if (!bytes) return null;
  const type = detectImageType(bytes);
  if (type === 'image/jpeg' || type === 'image/png') return bytes;
  if (type === 'image/gif' || type === 'image/webp')
    return sharp(bytes)
      .png()
      .toBuffer()
      .catch(() => null);
  return null;
}

/** Only files owned by the practitioner are read (an answer holding someone else's file id prints "unavailable"). */
export async function loadPictures(deps: Pick<ApiDeps, 'prisma' | 'files'>, practitionerId: number, fileIds: readonly string[]): Promise<TPictures> {
  const ids = [...new Set(fileIds.filter((id) => UUID.test(id)))];
  const pictures: TPictures = new Map(fileIds.map((id) => [id, null]));
  if (ids.length === 0) return pictures;
  const files = await deps.prisma.storedFile.findMany({
    where: { id: { in: ids }, ownerId: practitionerId },
    select: { id: true, storageKey: true },
  });
  for (const file of files) pictures.set(file.id, await readPicture(deps.files, file.storageKey));
  return pictures;
}
