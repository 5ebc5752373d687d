// patients.get: one of my patients with their forms count and last activity.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getPatient } from '../../services/patients/manage-patients';
import { ZPatientDetail } from '../../services/patients/views';

export const get = profileProcedure
  .input(z.object({ id: ZId }))
  .output(z.object({ patient: ZPatientDetail }))
  .query(async ({ ctx, input }) => ({ patient: await getPatient(ctx, ctx.user, input) }));
