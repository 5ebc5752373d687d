// profile.setNewDeviceEmails: whether a sign-in from a device not seen in 90 days is mailed (docs/access-log.md#new-device).
import { z } from 'zod';
import { ZNewDeviceEmailsInput } from '@praxiform/domain';
import { authedProcedure } from '../../trpc';
import { setNewDeviceEmails as setNewDeviceEmailsService } from '../../services/profile/preferences';

export const setNewDeviceEmails = authedProcedure
  .input(ZNewDeviceEmailsInput)
  .output(z.object({ newDeviceEmails: z.boolean() }))
  .mutation(({ ctx, input }) => setNewDeviceEmailsService(ctx, ctx.user, input));
