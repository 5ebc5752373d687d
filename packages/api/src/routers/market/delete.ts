// market.delete: the creator removes their public template; anyone else gets TEMPLATE_NOT_OWNER.
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { deletePublicTemplate } from '../../services/templates/save-template';
import { ZSuccess } from '../outputs';

export const deleteTemplate = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deletePublicTemplate(ctx, ctx.user, input);
    return { success: true as const };
  });
