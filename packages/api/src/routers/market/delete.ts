// market.delete: the creator removes their public template; anyone else gets TEMPLATE_NOT_OWNER.
import { profileProcedure } from '../../trpc';
import { deletePublicTemplate } from '../../services/templates/save-template';
import { ZIdInput, ZSuccess } from '../templates/inputs';

export const deleteTemplate = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deletePublicTemplate(ctx, input.id);
    return { success: true as const };
  });
