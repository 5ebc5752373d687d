// submissions.saveAnswers (edit mode): the practitioner corrects a completed form and fills practitioner-only fields.
import type { Prisma } from '@praxiform/db';
import { computeScore, validateAnswers, walkFields, type TAnswers } from '@praxiform/domain';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findOwnSubmission } from './access';
import { answersOf, snapshotOf, toSubmissionDetail } from './submission-view';
import type { TSubmissionDetail } from './views';

type TContext = Pick<Context, 'prisma'> & { user: { id: number } };

export async function saveSubmissionAnswers(ctx: TContext, input: { id: number; answers: TAnswers }): Promise<TSubmissionDetail> {
  const practitionerId = ctx.user.id;
  await ctx.prisma.$transaction(async (tx) => {
    // FOR UPDATE: two tabs saving at once apply one after the other, each on the answers it validated.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM submissions WHERE id = ${input.id} AND practitioner_id = ${practitionerId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('NOT_FOUND');
    const row = await findOwnSubmission(tx, practitionerId, input.id);
    if (row.status !== 'completed') throw new AppError('SUBMISSION_NOT_COMPLETED');
    const fields = snapshotOf(row);
    const { issues, clean } = validateAnswers(fields, input.answers, { audience: 'practitioner' });
    // A picture answer must be a file of this practitioner: the one already there, or one they uploaded.
    const before = answersOf(row) ?? {};
    const newFileIds = [...walkFields(fields)]
      .filter(({ field }) => field.type === 'image-upload' && typeof clean[field.id] === 'string' && clean[field.id] !== before[field.id])
      .map(({ field }) => ({ fieldId: field.id, fileId: clean[field.id] as string }));
    if (newFileIds.length > 0) {
      const owned = await tx.storedFile.findMany({ where: { id: { in: newFileIds.map((f) => f.fileId) }, ownerId: practitionerId }, select: { id: true } });
      const ownedIds = new Set(owned.map((f) => f.id));
      for (const { fieldId, fileId } of newFileIds) if (!ownedIds.has(fileId)) issues[fieldId] = 'FILE';
    }
    if (Object.keys(issues).length > 0) {
      const errors = Object.fromEntries(Object.entries(issues).map(([fieldId, code]) => [fieldId, [code]]));
      throw new AppError('ANSWERS_INVALID', { details: { errors } });
    }
    await tx.submission.update({
      where: { id: row.id },
      data: { answers: clean as Prisma.InputJsonValue, score: row.scoringEnabled ? computeScore(fields, clean).score : null },
    });
  });
  return toSubmissionDetail(await findOwnSubmission(ctx.prisma, practitionerId, input.id));
}
