// The waiting room: forms without a patient yet (anonymous links, completed unassigned ones), and their assignment to
// a patient. Above both the submissions and the patients folders, since assigning may create the patient.
import { queryOf, type Prisma } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { formUrl, linkExpiry, newLinkToken } from '../links/token-link';
import { refreshLatestBandSql } from '../shared/latest-band';
import { patientData, type TPatientData } from '../patients/patient-data';
import { findOwnSubmission, templateSnapshot } from '../submissions/access';
import { expireStaleSubmissions } from '../submissions/expire';
import type { TLinkResult } from '../submissions/send-form';
import { submissionViewSelect, toSubmissionView } from '../submissions/submission-view';
import type { TSubmissionView } from '../submissions/views';
import { findSendableTemplate } from '../templates/access';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TPractitioner = Pick<TActor, 'id'>;
export type TWaitingRoomFilter = 'all' | 'anonymous' | 'completed';

const WAITING_STATUSES = ['anonymous', 'completed'] as const;

export async function listWaitingRoom(
  deps: TDeps,
  actor: TPractitioner,
  input: { status: TWaitingRoomFilter; page: number; pageSize: number },
): Promise<{ items: TSubmissionView[]; total: number; counts: { anonymous: number; completed: number } }> {
  const practitionerId = actor.id;
  await expireStaleSubmissions(deps.prisma, { practitionerId });
  const base = { practitionerId, patientId: null, status: { in: [...WAITING_STATUSES] } } satisfies Prisma.SubmissionWhereInput;
  const where: Prisma.SubmissionWhereInput = input.status === 'all' ? base : { ...base, status: input.status };
  const [rows, total, byStatus] = await Promise.all([
    deps.prisma.submission.findMany({
      where,
      select: submissionViewSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
    deps.prisma.submission.count({ where }),
    deps.prisma.submission.groupBy({ by: ['status'], where: base, _count: { _all: true } }),
  ]);
  const counts = { anonymous: 0, completed: 0 };
  for (const group of byStatus) if (group.status === 'anonymous' || group.status === 'completed') counts[group.status] = group._count._all;
  return { items: rows.map((row) => toSubmissionView(row)), total, counts };
}

/** A link handed out in the waiting room (QR code, tablet): no patient until the practitioner assigns the answers. */
export async function createAnonymousForm(
  deps: Pick<ApiDeps, 'prisma' | 'appUrl'>,
  actor: TPractitioner,
  input: { templateId: number; instructions?: string | undefined; expiresOn?: string | undefined; language: TLocale },
): Promise<TLinkResult> {
  const practitionerId = actor.id;
  const expiresAt = linkExpiry(input.expiresOn);
  const template = await findSendableTemplate(deps.prisma, practitionerId, input.templateId);
  const { token, hash } = newLinkToken();
  const created = await deps.prisma.submission.create({
    data: {
      practitionerId,
      ...templateSnapshot(template),
      // Snapshots like submissions.send's (docs/scores.md#patient-instructions).
      patientInstructions: template.patientInstructions,
      crisisMessage: template.crisisMessage,
      status: 'anonymous',
      instructions: input.instructions ?? null,
      language: input.language,
      linkTokenHash: hash,
      expiresAt,
    },
    select: submissionViewSelect,
  });
  return { submission: toSubmissionView(created), url: formUrl(deps.appUrl, input.language, token), mail: null };
}

/**
 * Gives a waiting-room submission (completed, or anonymous and not filled in yet) to one of my patients or to a new
 * one created in the same transaction, so a refusal creates nobody. A submission that has a patient is never moved.
 */
export async function assignSubmission(
  deps: TDeps,
  actor: TPractitioner,
  input: { id: number; patientId?: number | undefined; newPatient?: TPatientData | undefined },
): Promise<{ submission: TSubmissionView; patientId: number }> {
  const practitionerId = actor.id;
  const patientId = await deps.prisma.$transaction(async (tx) => {
    // FOR UPDATE: an assignment and the patient's submit (which locks the row the same way) run one after the other.
    const [row] = await tx.$queryRaw<{ id: number; status: string; patient_id: number | null; opened_at: Date | null }[]>`
      SELECT id, status::text AS status, patient_id, opened_at FROM submissions WHERE id = ${input.id} AND practitioner_id = ${practitionerId} FOR UPDATE`;
    if (!row) throw new AppError('NOT_FOUND');
    if (row.patient_id !== null) throw new AppError('SUBMISSION_ALREADY_ASSIGNED');
    if (row.status !== 'completed' && row.status !== 'anonymous') throw new AppError('SUBMISSION_NOT_OPEN');
    let targetId: number;
    if (input.patientId !== undefined) {
      const patient = await tx.patient.findFirst({ where: { id: input.patientId, ownerId: practitionerId }, select: { id: true } });
      if (!patient) throw new AppError('NOT_FOUND');
      targetId = patient.id;
    } else if (input.newPatient) {
      targetId = (await tx.patient.create({ data: { ownerId: practitionerId, ...patientData(input.newPatient) }, select: { id: true } })).id;
    } else {
      throw new AppError('VALIDATION_FAILED');
    }
    // A link not filled in yet becomes the patient's own link: pending when it was opened, else a draft to copy.
    const status = row.status === 'anonymous' ? (row.opened_at ? 'pending' : 'draft') : 'completed';
    await tx.submission.update({ where: { id: row.id }, data: { patientId: targetId, status } });
    // A completed form's band may now be the patient's latest (docs/scores.md#patient-list).
    if (status === 'completed') await queryOf(tx)(refreshLatestBandSql(targetId));
    return targetId;
  });
  return { submission: toSubmissionView(await findOwnSubmission(deps.prisma, practitionerId, input.id)), patientId };
}
