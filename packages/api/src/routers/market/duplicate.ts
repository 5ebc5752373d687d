// market.duplicate: a public template copied into my private templates (same as templates.duplicate, public only).
import { ZIdInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { duplicatePublicTemplate } from '../../services/market/public-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const duplicate = entitledProcedure
  .input(ZIdInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await duplicatePublicTemplate(ctx, ctx.user, input) }));
