// submissions.listForPatient: every form sent to one of my patients, newest first; part of the patient page, logged as
// its one `patient_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listPatientSubmissions } from '../../services/submissions/read-submissions';
import { ZSubmissionView } from '../../services/submissions/views';
import { recordAccess } from '../../services/access-log/record-access';

export const listForPatient = profileProcedure
  .input(z.object({ patientId: ZId }))
  .output(z.object({ items: z.array(ZSubmissionView) }))
  .query(async ({ ctx, input }) => {
    const items = await listPatientSubmissions(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_viewed', patientId: input.patientId, submissionId: null });
    return { items };
  });
