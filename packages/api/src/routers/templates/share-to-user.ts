// templates.shareToUser: sends my private template to another practitioner by e-mail; they get a copy and a notification.
import { z } from 'zod';
import { ZId } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { shareTemplateToUser } from '../../services/templates/share-template';
import { ZSuccess } from '../outputs';

export const shareToUser = entitledProcedure
  .input(z.object({ id: ZId, email: z.string().trim().max(254, 'EMAIL_INVALID').pipe(z.email('EMAIL_INVALID')) }))
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await shareTemplateToUser(ctx, ctx.user, input);
    return { success: true as const };
  });
