// submissions.assign: a waiting-room submission goes to one of my patients, or to a new one created with it.
import { z } from 'zod';
import { ZPatientInput, ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { assignSubmission } from '../../services/waiting-room/waiting-room';
import { ZSubmissionView } from '../../services/submissions/views';

export const assign = profileProcedure
  .input(
    z.object({ id: ZId, patientId: ZId.optional(), newPatient: ZPatientInput.optional() }).superRefine((input, ctx) => {
      // Exactly one target; the issue sits on the field the SPA shows (errors.json validation.ASSIGN_PATIENT_CHOICE).
      if ((input.patientId === undefined) === (input.newPatient === undefined)) {
        ctx.addIssue({ code: 'custom', message: 'ASSIGN_PATIENT_CHOICE', path: [input.patientId === undefined ? 'patientId' : 'newPatient'] });
      }
    }),
  )
  .output(z.object({ submission: ZSubmissionView, patientId: z.number().int() }))
  .mutation(({ ctx, input }) => assignSubmission(ctx, ctx.user, input));
