// profile.setEmailNotifications: whether completed forms and replies are also announced by mail.
import { z } from 'zod';
import { authedProcedure } from '../../trpc';
import { setEmailNotifications as setEmailNotificationsService } from '../../services/profile/preferences';

export const setEmailNotifications = authedProcedure
  .input(z.object({ enabled: z.boolean() }))
  .output(z.object({ emailNotifications: z.boolean() }))
  .mutation(({ ctx, input }) => setEmailNotificationsService(ctx, ctx.user, input));
