// admin.announcements.create: a new banner (French required, English and Dutch optional) for an audience, audited.
import { z } from 'zod';
import { ZAnnouncementInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { createAnnouncement } from '../../../services/announcements/manage-announcements';
import { ZAdminAnnouncementView } from '../../../services/announcements/views';

export const create = adminProcedure
  .input(ZAnnouncementInput)
  .output(z.object({ announcement: ZAdminAnnouncementView }))
  .mutation(async ({ ctx, input }) => ({ announcement: await createAnnouncement(ctx, ctx.user, input) }));
