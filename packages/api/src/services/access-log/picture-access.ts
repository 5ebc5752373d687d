// GET /api/files/:id serving a patient's picture (docs/access-log.md#kinds, `picture_viewed`; docs/files.md): the
// picture is patient data when a patient sent it through a link, or when it answers a form of its owner. A template's
// picture or a support ticket's is not, and writes nothing.
import { Prisma } from '@praxiform/db';
import { recordAccess, type TAccessActor, type TAccessContext } from './record-access';

type TPictureRow = {
  ownerId: number | null;
  patientUpload: boolean;
  /** Shown by a template or attached to a support message: a practitioner's picture, not an answer. */
  shownElsewhere: boolean;
  submissionId: number | null;
  patientId: number | null;
};

/**
 * The file, and the form of the token link a patient sent it through (upload_scope is the link token's hash, a unique
 * index of submissions): one indexed read.
 */
function pictureSql(fileId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT f.owner_id AS "ownerId", (f.upload_scope IS NOT NULL) AS "patientUpload",
           (EXISTS (SELECT 1 FROM template_files tf WHERE tf.file_id = f.id)
             OR EXISTS (SELECT 1 FROM support_messages m WHERE m.attachment_id = f.id)) AS "shownElsewhere",
           s.id AS "submissionId", s.patient_id AS "patientId"
    FROM stored_files f
    LEFT JOIN submissions s ON f.upload_scope IS NOT NULL AND s.link_token_hash = f.upload_scope AND s.practitioner_id = f.owner_id
    WHERE f.id = ${fileId}::uuid`;
}

/**
 * The latest of the owner's forms holding the file's id as an answer (a generic link's upload, or a picture the
 * practitioner put in edit mode). Picture answers are top-level values of `answers` (ZAnswers); this reads the owner's
 * forms that have answers, so it runs only for a picture that may be one.
 */
function answeringFormSql(ownerId: number, fileId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id AS "submissionId", s.patient_id AS "patientId" FROM submissions s
    WHERE s.practitioner_id = ${ownerId} AND s.answers IS NOT NULL
      AND jsonb_path_exists(s.answers, '$.* ? (@ == $id)', jsonb_build_object('id', ${fileId}::text))
    ORDER BY s.id DESC LIMIT 1`;
}

/**
 * Called once the file was found readable by the viewer and before its bytes go: writes `picture_viewed` when the file
 * is a patient's picture (about their owner, whoever the viewer is), and answers whether it is one. A guest reads
 * public templates' pictures only, which are no patient's: a guest writes nothing. A practitioner's picture shown by
 * a template or a ticket is taken for what it is shown as (an answer may only hold one through a forged request).
 */
export async function recordPictureAccess(ctx: TAccessContext, viewer: TAccessActor | null, input: { fileId: string }): Promise<boolean> {
  if (!viewer) return false;
  const [file] = await ctx.prisma.$queryRaw<TPictureRow[]>(pictureSql(input.fileId));
  if (!file || file.ownerId === null) return false;
  let form = file.submissionId === null ? null : { submissionId: file.submissionId, patientId: file.patientId };
  if (!form && (file.patientUpload || !file.shownElsewhere)) {
    [form = null] = await ctx.prisma.$queryRaw<{ submissionId: number; patientId: number | null }[]>(answeringFormSql(file.ownerId, input.fileId));
  }
  if (!form && !file.patientUpload) return false;
  await recordAccess(ctx, viewer, {
    ownerId: file.ownerId,
    kind: 'picture_viewed',
    patientId: form?.patientId ?? null,
    submissionId: form?.submissionId ?? null,
  });
  return true;
}
