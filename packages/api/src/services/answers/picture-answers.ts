// Checks shared by the two ways answers are stored (the patient's submit, the practitioner's edit mode).
import { Prisma, type TQuery } from '@praxiform/db';
import type { TAnswerIssue } from '@praxiform/domain';
import { AppError } from '../../errors';

/** ANSWERS_INVALID with `errors: { fieldId: [code] }`, the shape the REST and tRPC clients map onto fields. */
export function answersInvalid(issues: Record<string, TAnswerIssue>): AppError {
  const errors = Object.fromEntries(Object.entries(issues).map(([fieldId, code]) => [fieldId, [code]]));
  return new AppError('ANSWERS_INVALID', { details: { errors } });
}

/** Which of these stored file ids the answer may use (the others are refused). */
export type TFindAllowedFiles = (fileIds: string[]) => Promise<string[]>;

/**
 * The stored files an answer may point at: the practitioner's, and for a patient only those sent through the same
 * link (`uploadScope`). The ids are the answers' own, already checked as UUIDs by validateAnswers.
 */
export function allowedFiles(query: TQuery, allowed: { ownerId: number; uploadScope?: string }): TFindAllowedFiles {
  const scope = allowed.uploadScope === undefined ? Prisma.empty : Prisma.sql`AND upload_scope = ${allowed.uploadScope}`;
  return async (fileIds) => {
    const rows = await query<{ id: string }>(
      Prisma.sql`SELECT id::text AS id FROM stored_files WHERE owner_id = ${allowed.ownerId} ${scope} AND id = ANY(${fileIds}::uuid[])`,
    );
    return rows.map((row) => row.id);
  };
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

/**
 * Patients' pictures an answer now uses count as attached: the per-link bound of pending uploads no longer counts them
 * and the daily sweep keeps them (docs/files.md).
 */
export async function attachPictures(query: TQuery, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await query(Prisma.sql`
    UPDATE stored_files SET attached_at = (now() AT TIME ZONE 'UTC')
    WHERE id = ANY(${[...new Set(fileIds)]}::uuid[]) AND upload_scope IS NOT NULL AND attached_at IS NULL`);
}
