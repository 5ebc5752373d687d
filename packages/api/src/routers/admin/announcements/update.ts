// admin.announcements.update: replaces the texts, level, audience and window of a banner, audited.
import { z } from 'zod';
import { ZAnnouncementUpdateInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { updateAnnouncement } from '../../../services/announcements/manage-announcements';
import { ZAdminAnnouncementView } from '../../../services/announcements/views';

export const update = adminProcedure
  .input(ZAnnouncementUpdateInput)
  .output(z.object({ announcement: ZAdminAnnouncementView }))
  .mutation(async ({ ctx, input }) => ({ announcement: await updateAnnouncement(ctx, ctx.user, input) }));
