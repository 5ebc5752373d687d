// notifications.markRead: the given notifications of mine, or all of them, are read.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { markNotificationsRead } from '../../services/notifications/notifications';

export const markRead = profileProcedure
  .input(z.object({ ids: z.array(ZId).max(100).optional() }).default({}))
  .output(z.object({ unread: z.number().int() }))
  .mutation(({ ctx, input }) => markNotificationsRead(ctx, ctx.user, input));
