// notifications.list: my notifications, newest first, with the unread count.
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { listNotifications } from '../../services/notifications/notifications';
import { ZNotificationView } from '../../services/notifications/views';

export const list = profileProcedure
  .input(z.object({ limit: z.number().int().min(1).max(50).default(20) }).default({ limit: 20 }))
  .output(z.object({ items: z.array(ZNotificationView), unread: z.number().int() }))
  .query(({ ctx, input }) => listNotifications(ctx, ctx.user, input));
