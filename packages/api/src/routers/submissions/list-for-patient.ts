// submissions.listForPatient: every form sent to one of my patients, newest first.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listPatientSubmissions } from '../../services/submissions/read-submissions';
import { ZSubmissionView } from '../../services/submissions/views';

export const listForPatient = profileProcedure
  .input(z.object({ patientId: ZId }))
  .output(z.object({ items: z.array(ZSubmissionView) }))
  .query(async ({ ctx, input }) => ({ items: await listPatientSubmissions(ctx, ctx.user, input) }));
