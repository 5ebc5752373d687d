// admin.announcements.delete: removes a banner and its dismissals, audited.
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { deleteAnnouncement } from '../../../services/announcements/manage-announcements';

export const deleteAnnouncementProcedure = adminProcedure
  .input(ZIdInput)
  .output(z.object({ id: z.number().int() }))
  .mutation(({ ctx, input }) => deleteAnnouncement(ctx, ctx.user, input));
