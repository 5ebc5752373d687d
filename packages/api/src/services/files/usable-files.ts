// Which stored pictures a practitioner may put in a template (docs/files.md): saving refuses every other reference.
import { Prisma } from '@praxiform/db';
import { fileIdOfUrl, walkFields, type TField } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';

/**
 * `t` (a templates row) is one the viewer may read: a public one, or their own private one (the rule of
 * templates/access.ts readableWhere, in SQL). A viewer of null (no login) reads public templates only.
 */
export function readableTemplateSql(viewerId: number | null): Prisma.Sql {
  return Prisma.sql`(t.is_public OR (${viewerId}::int IS NOT NULL AND t.owner_id = ${viewerId}::int AND t.is_public = false))`;
}

/**
 * Refuses a field tree that shows a picture the saver may not use: one they uploaded themselves, or one already in a
 * template they may read (carried over by a duplication, a share or the market). A patient's upload never is; nor is
 * anything that is not this app's file URL (the domain schema refuses those first). Answers TEMPLATE_IMAGE_NOT_ALLOWED
 * with the ids of the fields concerned.
 */
export async function assertUsablePictures(db: DbClient, userId: number, fields: readonly TField[]): Promise<void> {
  const wanted = new Map<string, string[]>();
  const invalid: string[] = [];
  for (const { field } of walkFields(fields)) {
    if (field.imageUrl === undefined) continue;
    const fileId = fileIdOfUrl(field.imageUrl);
    if (fileId === null) invalid.push(field.id);
    else wanted.set(fileId, [...(wanted.get(fileId) ?? []), field.id]);
  }
  const usable = await usableFileIds(db, userId, [...wanted.keys()]);
  for (const [fileId, fieldIds] of wanted) if (!usable.has(fileId)) invalid.push(...fieldIds);
  if (invalid.length > 0) throw new AppError('TEMPLATE_IMAGE_NOT_ALLOWED', { details: { fieldIds: invalid } });
}

/** Of these stored file ids, the pictures the user may put in a template (the rule above). */
export async function usableFileIds(db: DbClient, userId: number, fileIds: readonly string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const rows = await db.$queryRaw<{ id: string }[]>`
    SELECT f.id::text AS id FROM stored_files f
    WHERE f.id = ANY(${[...fileIds]}::uuid[]) AND f.upload_scope IS NULL
      AND (f.owner_id = ${userId}
        OR EXISTS (SELECT 1 FROM template_files tf JOIN templates t ON t.id = tf.template_id
                   WHERE tf.file_id = f.id AND ${readableTemplateSql(userId)}))`;
  return new Set(rows.map((row) => row.id));
}
