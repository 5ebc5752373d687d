// notifications.announcements: the banners for me now, in my language (French when not translated), meant for my
// audience, minus the ones I dismissed; see docs/announcements-api.md.
import { z } from 'zod';
import { LOCALES } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listMyAnnouncements } from '../../services/announcements/banner';
import { ZBannerAnnouncement } from '../../services/announcements/views';

export const announcements = profileProcedure
  .input(z.object({ locale: z.enum(LOCALES).optional() }).default({}))
  .output(z.object({ items: z.array(ZBannerAnnouncement) }))
  .query(({ ctx, input }) => listMyAnnouncements(ctx, ctx.user, input));
