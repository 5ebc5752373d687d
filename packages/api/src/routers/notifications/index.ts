// notifications: the panel of the app header (completed forms, shared templates); see docs/forms-api.md.
import { z } from 'zod';
import { profileProcedure, router } from '../../trpc';
import { AppError } from '../../errors';
import { ZNotificationView } from '../../services/submissions/views';
import { ZId } from '../patients';

const notYet = (): never => {
  throw new AppError('SERVICE_UNAVAILABLE');
};

export const notificationsRouter = router({
  list: profileProcedure
    .input(z.object({ limit: z.number().int().min(1).max(50).default(20) }).default({ limit: 20 }))
    .output(z.object({ items: z.array(ZNotificationView), unread: z.number().int() }))
    .query(notYet),
  markRead: profileProcedure
    .input(z.object({ ids: z.array(ZId).max(100).optional() }).default({}))
    .output(z.object({ unread: z.number().int() }))
    .mutation(notYet),
});
