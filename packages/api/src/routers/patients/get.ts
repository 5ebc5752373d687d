// patients.get: one of my patients with their forms count and last activity; logged as `patient_viewed`
// (docs/access-log.md#kinds).
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getPatient } from '../../services/patients/manage-patients';
import { ZPatientDetail } from '../../services/patients/views';
import { recordAccess } from '../../services/access-log/record-access';

export const get = profileProcedure
  .input(z.object({ id: ZId }))
  .output(z.object({ patient: ZPatientDetail }))
  .query(async ({ ctx, input }) => {
    const patient = await getPatient(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_viewed', patientId: patient.id, submissionId: null });
    return { patient };
  });
