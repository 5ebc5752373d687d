// patients.delete: the patient, their submissions and the pictures they uploaded.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { deletePatient as deletePatientRecord } from '../../services/patients/manage-patients';
import { ZSuccess } from '../outputs';

export const deletePatient = profileProcedure
  .input(z.object({ id: ZId }))
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deletePatientRecord(ctx, ctx.user, input);
    return { success: true as const };
  });
