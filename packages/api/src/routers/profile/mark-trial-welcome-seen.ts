// profile.markTrialWelcomeSeen: the SPA showed the welcome-to-trial page; the user view's trialWelcomePending turns false.
import { authedProcedure } from '../../trpc';
import { ZUserOutput } from '../../auth/user-view';
import { markTrialWelcomeSeen as markTrialWelcomeSeenService } from '../../services/subscriptions/welcome';

export const markTrialWelcomeSeen = authedProcedure
  .output(ZUserOutput)
  .mutation(async ({ ctx }) => ({ user: await markTrialWelcomeSeenService(ctx, ctx.user) }));
