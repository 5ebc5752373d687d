// templates.create: a new private template; I am its owner and creator.
import { ZTemplateInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { createPrivateTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const create = entitledProcedure
  .input(ZTemplateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await createPrivateTemplate(ctx, ctx.user, input) }));
