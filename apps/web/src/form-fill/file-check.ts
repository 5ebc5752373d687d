// The browser's own check of a picture before it is uploaded: the server checks again, from the bytes.
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@praxiform/domain';

export const IMAGE_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');

export type TImageFileIssue = 'badType' | 'tooLarge';

export function imageFileIssue(file: Pick<File, 'type' | 'size'>): TImageFileIssue | null {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'badType';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
