// submissions.get: one of my submissions with every field (practitioner-only ones included) and its answers; logged as
// `submission_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getSubmission } from '../../services/submissions/read-submissions';
import { ZSubmissionDetail } from '../../services/submissions/views';
import { recordAccess } from '../../services/access-log/record-access';

export const get = profileProcedure
  .input(z.object({ id: ZId }))
  .output(z.object({ submission: ZSubmissionDetail }))
  .query(async ({ ctx, input }) => {
    const submission = await getSubmission(ctx, ctx.user, input);
    await recordAccess(ctx, ctx.user, {
      ownerId: ctx.user.id,
      kind: 'submission_viewed',
      patientId: submission.patientId,
      submissionId: submission.id,
    });
    return { submission };
  });
