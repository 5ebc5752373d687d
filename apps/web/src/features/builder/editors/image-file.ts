// Browser-side checks of a picture before upload (type and size, as the server checks them).
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@praxiform/domain';

export type TImageFileProblem = 'FILE_TYPE' | 'FILE_TOO_LARGE' | null;

export function imageFileProblem(file: Pick<File, 'type' | 'size'>): TImageFileProblem {
  if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'FILE_TYPE';
  if (file.size > UPLOAD_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
