// submissions.cancel: an open link expires now.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { cancelSubmission } from '../../services/submissions/cancel-delete';
import { ZSubmissionView } from '../../services/submissions/views';

export const cancel = profileProcedure
  .input(z.object({ id: ZId }))
  .output(z.object({ submission: ZSubmissionView }))
  .mutation(async ({ ctx, input }) => ({ submission: await cancelSubmission(ctx, ctx.user, input) }));
