// market.create: a public template written directly on the market (route /market/create); I am its creator.
import { ZTemplateInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { createPublicTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const create = entitledProcedure
  .input(ZTemplateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await createPublicTemplate(ctx, ctx.user, input) }));
