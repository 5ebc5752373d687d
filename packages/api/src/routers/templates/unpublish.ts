// templates.unpublish: back to private; the market copy goes away (or becomes my private template if it is the last one).
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { unpublishTemplate } from '../../services/templates/publish-template';
import { ZSuccess } from '../outputs';

export const unpublish = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await unpublishTemplate(ctx, ctx.user, input);
    return { success: true as const };
  });
