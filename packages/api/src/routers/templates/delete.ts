// templates.delete: my private template; sent forms keep their snapshot.
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { deletePrivateTemplate } from '../../services/templates/save-template';
import { ZSuccess } from '../outputs';

export const deleteTemplate = profileProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deletePrivateTemplate(ctx, ctx.user, input);
    return { success: true as const };
  });
