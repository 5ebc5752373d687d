// submissions.get and submissions.listForPatient: what the patient page shows, with expired links already marked.
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findOwnSubmission } from './access';
import { expireStaleSubmissions } from './expire';
import { submissionViewSelect, toSubmissionDetail, toSubmissionView } from './submission-view';
import type { TSubmissionDetail, TSubmissionView } from './views';

type TReadContext = Pick<Context, 'prisma'> & { user: { id: number } };

export async function getSubmission(ctx: TReadContext, id: number): Promise<TSubmissionDetail> {
  await expireStaleSubmissions(ctx.prisma, { practitionerId: ctx.user.id });
  return toSubmissionDetail(await findOwnSubmission(ctx.prisma, ctx.user.id, id));
}

/** Every form sent to one of my patients, newest first. */
export async function listPatientSubmissions(ctx: TReadContext, patientId: number): Promise<TSubmissionView[]> {
  const practitionerId = ctx.user.id;
  await expireStaleSubmissions(ctx.prisma, { practitionerId });
  const patient = await ctx.prisma.patient.findFirst({ where: { id: patientId, ownerId: practitionerId }, select: { id: true } });
  if (!patient) throw new AppError('NOT_FOUND');
  const rows = await ctx.prisma.submission.findMany({
    where: { practitionerId, patientId },
    select: submissionViewSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => toSubmissionView(row));
}
