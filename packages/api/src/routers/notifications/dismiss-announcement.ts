// notifications.dismissAnnouncement: I no longer see this banner (remembered on the server; idempotent).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { dismissAnnouncement as dismiss } from '../../services/announcements/banner';

export const dismissAnnouncement = profileProcedure
  .input(ZIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => dismiss(ctx, ctx.user, input));
