// patients.update: replaces the details of one of my patients.
import { z } from 'zod';
import { ZPatientInput, ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updatePatient } from '../../services/patients/manage-patients';
import { ZPatientDetail } from '../../services/patients/views';

export const update = profileProcedure
  .input(z.object({ id: ZId }).and(ZPatientInput))
  .output(z.object({ patient: ZPatientDetail }))
  .mutation(async ({ ctx, input }) => ({ patient: await updatePatient(ctx, ctx.user, input) }));
