// market.duplicate: a public template copied into my private templates (same as templates.duplicate, public only).
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { duplicatePublicTemplate } from '../../services/market/public-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const duplicate = profileProcedure
  .input(ZIdInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await duplicatePublicTemplate(ctx, ctx.user, input) }));
