// submissions.get and submissions.listForPatient: what the patient page shows, with expired links already marked.
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { findOwnSubmission } from './access';
import { expireStaleSubmissions } from './expire';
import { submissionViewSelect, toSubmissionDetail, toSubmissionView } from './submission-view';
import type { TSubmissionDetail, TSubmissionView } from './views';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TReader = Pick<TActor, 'id'>;

export async function getSubmission(deps: TDeps, actor: TReader, input: { id: number }): Promise<TSubmissionDetail> {
  await expireStaleSubmissions(deps.prisma, { practitionerId: actor.id });
  return toSubmissionDetail(await findOwnSubmission(deps.prisma, actor.id, input.id));
}

/** Every form sent to one of my patients, newest first. */
export async function listPatientSubmissions(deps: TDeps, actor: TReader, input: { patientId: number }): Promise<TSubmissionView[]> {
  const { patientId } = input;
  const practitionerId = actor.id;
  await expireStaleSubmissions(deps.prisma, { practitionerId });
  const patient = await deps.prisma.patient.findFirst({ where: { id: patientId, ownerId: practitionerId }, select: { id: true } });
  if (!patient) throw new AppError('NOT_FOUND');
  const rows = await deps.prisma.submission.findMany({
    where: { practitionerId, patientId },
    select: submissionViewSelect,
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return rows.map((row) => toSubmissionView(row));
}
