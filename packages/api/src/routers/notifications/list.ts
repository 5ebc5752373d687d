// notifications.list: my notifications, newest first, with the unread count. A completed form's notification names the
// patient, the form and its band: an answer holding one is logged as `patient_list_viewed` (docs/access-log.md#kinds).
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { recordAccess } from '../../services/access-log/record-access';
import { listNotifications } from '../../services/notifications/notifications';
import { ZNotificationView } from '../../services/notifications/views';

export const list = profileProcedure
  .input(z.object({ limit: z.number().int().min(1).max(50).default(20) }).default({ limit: 20 }))
  .output(z.object({ items: z.array(ZNotificationView), unread: z.number().int() }))
  .query(async ({ ctx, input }) => {
    const list = await listNotifications(ctx, ctx.user, input);
    if (list.items.some((item) => item.kind === 'form_completed'))
      await recordAccess(ctx, ctx.user, { ownerId: ctx.user.id, kind: 'patient_list_viewed', patientId: null, submissionId: null });
    return list;
  });
