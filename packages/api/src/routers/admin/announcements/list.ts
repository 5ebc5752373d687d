// admin.announcements.list: every announcement with all its languages, newest first.
import { z } from 'zod';
import { adminProcedure } from '../../../trpc';
import { listAnnouncements } from '../../../services/announcements/manage-announcements';
import { ZAdminAnnouncementView } from '../../../services/announcements/views';

export const list = adminProcedure
  .input(z.object({}).optional())
  .output(z.object({ items: z.array(ZAdminAnnouncementView) }))
  .query(({ ctx }) => listAnnouncements(ctx, ctx.user));
