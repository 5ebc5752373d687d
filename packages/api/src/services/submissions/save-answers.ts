// submissions.saveAnswers (edit mode): the practitioner corrects a completed form and fills practitioner-only fields.
import { queryOf, type Prisma } from '@praxiform/db';
import { completionScores, pictureAnswers, validateAnswers, type TAnswers } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { allowedFiles, answersInvalid, attachPictures, refuseForeignPictures } from '../answers/picture-answers';
import { findOwnSubmission } from './access';
import { deleteUploadRows, removeStoredBytes, uploadedFileIds } from '../files/answer-files';
import { refreshLatestBandSql } from '../shared/latest-band';
import { answersOf, bandsSnapshotOf, snapshotOf, toSubmissionDetail } from './submission-view';
import type { TSubmissionDetail } from './views';

export async function saveSubmissionAnswers(
  deps: Pick<ApiDeps, 'prisma' | 'files' | 'logger'>,
  actor: Pick<TActor, 'id'>,
  input: { id: number; answers: TAnswers },
): Promise<TSubmissionDetail> {
  const practitionerId = actor.id;
  const removedKeys = await deps.prisma.$transaction(async (tx) => {
    // FOR UPDATE: two tabs saving at once apply one after the other, each on the answers it validated.
    const locked = await tx.$queryRaw<
      { id: number }[]
    >`SELECT id FROM submissions WHERE id = ${input.id} AND practitioner_id = ${practitionerId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('NOT_FOUND');
    const row = await findOwnSubmission(tx, practitionerId, input.id);
    if (row.status !== 'completed') throw new AppError('SUBMISSION_NOT_COMPLETED');
    const fields = snapshotOf(row);
    const { issues, clean } = validateAnswers(fields, input.answers, { audience: 'practitioner' });
    // A picture answer must be a file of this practitioner: the one already there, or one they uploaded.
    const before = answersOf(row) ?? {};
    const pictures = pictureAnswers(fields, clean);
    const changed = pictures.filter(({ fieldId, fileId }) => before[fieldId] !== fileId);
    await refuseForeignPictures(allowedFiles(queryOf(tx), { ownerId: practitionerId }), changed, issues);
    if (Object.keys(issues).length > 0) throw answersInvalid(issues);
    // The score, its band and the alert answers follow the corrected answers (docs/scores.md#completion).
    const scores = completionScores({ fields, scoringEnabled: row.scoringEnabled, bands: bandsSnapshotOf(row) }, clean);
    await tx.submission.update({
      where: { id: row.id },
      data: {
        answers: clean as Prisma.InputJsonValue,
        score: scores.score,
        scoreBandLabel: scores.band?.label ?? null,
        scoreBandLevel: scores.band?.level ?? null,
        hasAlert: scores.alertFieldIds.length > 0,
        alertFieldIds: scores.alertFieldIds,
      },
    });
    if (row.patientId !== null) await queryOf(tx)(refreshLatestBandSql(row.patientId));
    await attachPictures(
      queryOf(tx),
      changed.map((picture) => picture.fileId),
    );
    // A picture the patient sent and the practitioner replaced or removed is no longer anybody's answer: it goes.
    const kept = new Set(pictures.map((picture) => picture.fileId));
    return deleteUploadRows(tx, practitionerId, { fileIds: uploadedFileIds(fields, before).filter((fileId) => !kept.has(fileId)) });
  });
  await removeStoredBytes(deps, removedKeys);
  return toSubmissionDetail(await findOwnSubmission(deps.prisma, practitionerId, input.id));
}
