// submissions.delete: removes one of my submissions, whatever its status.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { deleteSubmission as deleteSubmissionRecord } from '../../services/submissions/cancel-delete';
import { ZSuccess } from '../outputs';

export const deleteSubmission = profileProcedure
  .input(z.object({ id: ZId }))
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteSubmissionRecord(ctx, ctx.user, input);
    return { success: true as const };
  });
