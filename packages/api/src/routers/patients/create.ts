// patients.create: a new patient in my file.
import { z } from 'zod';
import { ZPatientInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { createPatient } from '../../services/patients/manage-patients';
import { ZPatientDetail } from '../../services/patients/views';

export const create = profileProcedure
  .input(ZPatientInput)
  .output(z.object({ patient: ZPatientDetail }))
  .mutation(async ({ ctx, input }) => ({ patient: await createPatient(ctx, ctx.user, input) }));
