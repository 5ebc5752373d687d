// Checks shared by the two ways answers are stored (the patient's submit, the practitioner's edit mode).
import type { Prisma } from '@praxiform/db';
import type { TAnswerIssue } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../templates/access';

/** ANSWERS_INVALID with `errors: { fieldId: [code] }`, the shape the REST and tRPC clients map onto fields. */
export function answersInvalid(issues: Record<string, TAnswerIssue>): AppError {
  const errors = Object.fromEntries(Object.entries(issues).map(([fieldId, code]) => [fieldId, [code]]));
  return new AppError('ANSWERS_INVALID', { details: { errors } });
}

/** Which of these stored file ids the answer may use (the others are refused). */
export type TFindAllowedFiles = (fileIds: string[]) => Promise<string[]>;

/** The stored files `allowed` selects: the practitioner's, and for a patient those sent through the same link. */
export function allowedFilesIn(db: DbClient, allowed: Prisma.StoredFileWhereInput): TFindAllowedFiles {
  return async (fileIds) => (await db.storedFile.findMany({ where: { ...allowed, id: { in: fileIds } }, select: { id: true } })).map((file) => file.id);
}

/** Marks FILE on every picture answer whose file is not allowed: a file id copied from elsewhere is refused. */
export async function refuseForeignPictures(
  findAllowed: TFindAllowedFiles,
  pictures: readonly { fieldId: string; fileId: string }[],
  issues: Record<string, TAnswerIssue>,
): Promise<void> {
  if (pictures.length === 0) return;
  const ids = new Set(await findAllowed([...new Set(pictures.map((p) => p.fileId))]));
  for (const { fieldId, fileId } of pictures) if (!ids.has(fileId)) issues[fieldId] = 'FILE';
}
