// submissions.get: one of my submissions with every field (practitioner-only ones included) and its answers.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getSubmission } from '../../services/submissions/read-submissions';
import { ZSubmissionDetail } from '../../services/submissions/views';

export const get = profileProcedure
  .input(z.object({ id: ZId }))
  .output(z.object({ submission: ZSubmissionDetail }))
  .query(async ({ ctx, input }) => ({ submission: await getSubmission(ctx, ctx.user, input) }));
