// market.update: the creator edits their public template; anyone else gets TEMPLATE_NOT_OWNER.
import { ZTemplateUpdateInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updatePublicTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const update = profileProcedure
  .input(ZTemplateUpdateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await updatePublicTemplate(ctx, ctx.user, input) }));
