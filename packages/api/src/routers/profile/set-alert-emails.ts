// profile.setAlertEmails: whether a completed form with an alert answer is mailed even when routine mails are off.
import { z } from 'zod';
import { authedProcedure } from '../../trpc';
import { setAlertEmails as setAlertEmailsService } from '../../services/profile/preferences';

export const setAlertEmails = authedProcedure
  .input(z.object({ enabled: z.boolean() }))
  .output(z.object({ alertEmails: z.boolean() }))
  .mutation(({ ctx, input }) => setAlertEmailsService(ctx, ctx.user, input));
