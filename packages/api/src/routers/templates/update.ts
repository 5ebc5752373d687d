// templates.update: my private template; a public one is refused (its creator edits it with market.update).
import { ZTemplateUpdateInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { updatePrivateTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const update = profileProcedure
  .input(ZTemplateUpdateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await updatePrivateTemplate(ctx, ctx.user, input) }));
