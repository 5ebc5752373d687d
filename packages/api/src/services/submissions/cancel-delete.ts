// submissions.cancel (the link stops working now) and submissions.delete (the row, its notifications and uploads go).
import { queryOf } from '@praxiform/db';
import { OPEN_SUBMISSION_STATUSES } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { dropLinkMails } from '../../mail/outbox';
import { refreshLatestBandSql } from '../shared/latest-band';
import { findOwnSubmission } from './access';
import { NO_REMINDER } from './link-reminders';
import { deleteUploadRows, removeStoredBytes, uploadedFileIds } from '../files/answer-files';
import { answersOf, snapshotOf, toSubmissionView } from './submission-view';
import type { TSubmissionView } from './views';

type TDeps = Pick<ApiDeps, 'prisma' | 'files' | 'logger'>;

/** Open → expired with expiresAt = now; the link then answers 410. Completed or already expired: SUBMISSION_NOT_OPEN. */
export async function cancelSubmission(deps: Pick<ApiDeps, 'prisma'>, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TSubmissionView> {
  const { id } = input;
  const practitionerId = actor.id;
  const now = new Date();
  // One conditional UPDATE: a patient submitting at the same moment either completes first (refused here) or finds the link expired.
  const count = await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.submission.updateMany({
      where: { id, practitionerId, status: { in: [...OPEN_SUBMISSION_STATUSES] } },
      data: { status: 'expired', expiresAt: now, ...NO_REMINDER },
    });
    // The cancelled link's mails still waiting would deliver a link that no longer works.
    if (count > 0) await dropLinkMails(tx, id);
    return count;
  });
  const row = await findOwnSubmission(deps.prisma, practitionerId, id);
  if (count === 0) throw new AppError('SUBMISSION_NOT_OPEN');
  return toSubmissionView(row);
}

/** Any status. The answers are health data: the pictures the patient uploaded with them are removed too. */
export async function deleteSubmission(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  const { id } = input;
  const practitionerId = actor.id;
  const storageKeys = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.submission.findFirst({
      where: { id, practitionerId },
      select: { id: true, patientId: true, scoreBandLevel: true, fieldsSnapshot: true, answers: true, linkTokenHash: true },
    });
    if (!row) throw new AppError('NOT_FOUND');
    await tx.submission.delete({ where: { id: row.id } });
    // The patient's latest band may have been this form's (docs/scores.md#patient-list).
    if (row.patientId !== null && row.scoreBandLevel !== null) await queryOf(tx)(refreshLatestBandSql(row.patientId));
    return deleteUploadRows(tx, practitionerId, { fileIds: uploadedFileIds(snapshotOf(row), answersOf(row)), linkHashes: [row.linkTokenHash] });
  });
  await removeStoredBytes(deps, storageKeys);
}
