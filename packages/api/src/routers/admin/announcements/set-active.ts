// admin.announcements.setActive: switches a banner on or off, audited.
import { z } from 'zod';
import { ZAnnouncementSetActiveInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { setAnnouncementActive } from '../../../services/announcements/manage-announcements';
import { ZAdminAnnouncementView } from '../../../services/announcements/views';

export const setActive = adminProcedure
  .input(ZAnnouncementSetActiveInput)
  .output(z.object({ announcement: ZAdminAnnouncementView }))
  .mutation(async ({ ctx, input }) => ({ announcement: await setAnnouncementActive(ctx, ctx.user, input) }));
