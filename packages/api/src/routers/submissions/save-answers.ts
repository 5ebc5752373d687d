// submissions.saveAnswers (edit mode): corrected answers of a completed form, validated as the practitioner sees it.
import { z } from 'zod';
import { ZAnswers, ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { saveSubmissionAnswers } from '../../services/submissions/save-answers';
import { ZSubmissionDetail } from '../../services/submissions/views';

export const saveAnswers = profileProcedure
  .input(z.object({ id: ZId, answers: ZAnswers }))
  .output(z.object({ submission: ZSubmissionDetail }))
  .mutation(async ({ ctx, input }) => ({ submission: await saveSubmissionAnswers(ctx, ctx.user, input) }));
