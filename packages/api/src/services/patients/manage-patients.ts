// patients.get / create / update / delete: one of my patients, read and written by id with me in the WHERE clause.
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { deleteUploadRows, removeStoredBytes, uploadedFileIds } from '../files/answer-files';
import { answersOf, snapshotOf } from '../submissions/submission-view';
import { patientData, type TPatientData } from './patient-data';
import { patientSql, queryPatientRows } from './patient-rows';
import type { TPatientDetail } from './views';

type TContext = Pick<Context, 'prisma'> & { user: { id: number } };

export async function getPatient(ctx: TContext, id: number): Promise<TPatientDetail> {
  const [patient] = await queryPatientRows(ctx.prisma, patientSql(ctx.user.id, id));
  if (!patient) throw new AppError('NOT_FOUND');
  return patient;
}

export async function createPatient(ctx: TContext, input: TPatientData): Promise<TPatientDetail> {
  const created = await ctx.prisma.patient.create({ data: { ownerId: ctx.user.id, ...patientData(input) }, select: { id: true } });
  return getPatient(ctx, created.id);
}

/** The whole record is replaced: an optional field left empty is cleared. */
export async function updatePatient(ctx: TContext, input: TPatientData & { id: number }): Promise<TPatientDetail> {
  const { count } = await ctx.prisma.patient.updateMany({ where: { id: input.id, ownerId: ctx.user.id }, data: patientData(input) });
  if (count === 0) throw new AppError('NOT_FOUND');
  return getPatient(ctx, input.id);
}

/** The patient's submissions go with them (and so their notifications), and the pictures they uploaded. */
export async function deletePatient(ctx: TContext & Pick<Context, 'dataDir' | 'logger'>, id: number): Promise<void> {
  const ownerId = ctx.user.id;
  const storageKeys = await ctx.prisma.$transaction(async (tx) => {
    const patient = await tx.patient.findFirst({
      where: { id, ownerId },
      select: { id: true, submissions: { select: { fieldsSnapshot: true, answers: true, linkTokenHash: true } } },
    });
    if (!patient) throw new AppError('NOT_FOUND');
    const fileIds = patient.submissions.flatMap((s) => uploadedFileIds(snapshotOf(s), answersOf(s)));
    const linkHashes = patient.submissions.map((s) => s.linkTokenHash);
    // Submissions and their notifications follow by ON DELETE CASCADE.
    await tx.patient.delete({ where: { id: patient.id } });
    return deleteUploadRows(tx, ownerId, { fileIds, linkHashes });
  });
  await removeStoredBytes(ctx, storageKeys);
}
