// profile.cancelEmailChange: drops the pending change of address and its link.
import { authedProcedure } from '../../trpc';
import { cancelEmailChange as cancelEmailChangeService } from '../../services/profile/email-change';
import { ZSuccess } from '../outputs';

export const cancelEmailChange = authedProcedure.output(ZSuccess).mutation(async ({ ctx }) => {
  await cancelEmailChangeService(ctx, ctx.user);
  return { success: true as const };
});
