// patients.get / create / update / delete: one of my patients, read and written by id with me in the WHERE clause.
import { sqlOf } from '@praxiform/db';
import type { ApiDeps, Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { deleteUploadRows, removeStoredBytes, uploadedFileIds } from '../files/answer-files';
import { answersOf, snapshotOf } from '../submissions/submission-view';
import { patientData, type TPatientData } from './patient-data';
import { patientSql, queryPatientRows } from './patient-rows';
import type { TPatientDetail } from './views';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TOwner = Pick<TActor, 'id'>;

export async function getPatient(deps: TDeps, actor: TOwner, input: { id: number }): Promise<TPatientDetail> {
  const [patient] = await queryPatientRows(sqlOf(deps.prisma).query, patientSql(actor.id, input.id));
  if (!patient) throw new AppError('NOT_FOUND');
  return patient;
}

export async function createPatient(deps: TDeps, actor: TOwner, input: TPatientData): Promise<TPatientDetail> {
  const created = await deps.prisma.patient.create({ data: { ownerId: actor.id, ...patientData(input) }, select: { id: true } });
  return getPatient(deps, actor, { id: created.id });
}

/** The whole record is replaced: an optional field left empty is cleared. */
export async function updatePatient(deps: TDeps, actor: TOwner, input: TPatientData & { id: number }): Promise<TPatientDetail> {
  const { count } = await deps.prisma.patient.updateMany({ where: { id: input.id, ownerId: actor.id }, data: patientData(input) });
  if (count === 0) throw new AppError('NOT_FOUND');
  return getPatient(deps, actor, { id: input.id });
}

/**
 * The patient's submissions go with them (and so their notifications), and the pictures they uploaded; their access-log
 * entries too (the foreign key's cascade, and those about their forms that named no patient). The deletion itself is
 * kept as the audit row `patient.deleted`, target the patient's id, without their name (docs/access-log.md#retention).
 */
export async function deletePatient(
  deps: Pick<Context, 'prisma' | 'files' | 'logger' | 'ip' | 'userAgent'>,
  actor: TOwner,
  input: { id: number },
): Promise<void> {
  const { id } = input;
  const ownerId = actor.id;
  const storageKeys = await deps.prisma.$transaction(async (tx) => {
    const patient = await tx.patient.findFirst({
      where: { id, ownerId },
      select: { id: true, submissions: { select: { id: true, fieldsSnapshot: true, answers: true, linkTokenHash: true } } },
    });
    if (!patient) throw new AppError('NOT_FOUND');
    const fileIds = patient.submissions.flatMap((s) => uploadedFileIds(snapshotOf(s), answersOf(s)));
    const linkHashes = patient.submissions.map((s) => s.linkTokenHash);
    const submissionIds = patient.submissions.map((s) => s.id);
    // Submissions and their notifications follow by ON DELETE CASCADE, and the entries naming the patient.
    await tx.patient.delete({ where: { id: patient.id } });
    await tx.patientAccess.deleteMany({ where: { ownerId, submissionId: { in: submissionIds } } });
    await recordAudit(tx, {
      action: 'patient.deleted',
      actorId: ownerId,
      target: { type: 'patient', id: patient.id },
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: { submissions: submissionIds.length },
    });
    return deleteUploadRows(tx, ownerId, { fileIds, linkHashes });
  });
  await removeStoredBytes(deps, storageKeys);
}
