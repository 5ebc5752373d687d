// patients: the practitioner's patient file (spec sections 3 and 5); see docs/forms-api.md.
import { z } from 'zod';
import { ZPatientInput } from '@praxiform/domain';
import { profileProcedure, router } from '../../trpc';
import { AppError } from '../../errors';
import { ZDashboardStats, ZPatientDetail, ZPatientList } from '../../services/patients/views';

export const ZId = z.number().int().positive().max(2_147_483_647);
const ZSuccess = z.object({ success: z.literal(true) });
const notYet = (): never => {
  throw new AppError('SERVICE_UNAVAILABLE');
};

export const patientsRouter = router({
  list: profileProcedure
    .input(z.object({ search: z.string().trim().max(200).optional(), page: z.number().int().min(1).max(100_000).default(1), pageSize: z.number().int().min(1).max(100).default(20) }).default({ page: 1, pageSize: 20 }))
    .output(ZPatientList)
    .query(notYet),
  stats: profileProcedure.output(ZDashboardStats).query(notYet),
  get: profileProcedure.input(z.object({ id: ZId })).output(z.object({ patient: ZPatientDetail })).query(notYet),
  create: profileProcedure.input(ZPatientInput).output(z.object({ patient: ZPatientDetail })).mutation(notYet),
  update: profileProcedure.input(z.object({ id: ZId }).and(ZPatientInput)).output(z.object({ patient: ZPatientDetail })).mutation(notYet),
  delete: profileProcedure.input(z.object({ id: ZId })).output(ZSuccess).mutation(notYet),
});
