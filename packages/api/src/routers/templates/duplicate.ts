// templates.duplicate: a private copy of my template or of any public one, its origin recorded.
import { ZIdInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { duplicateTemplate } from '../../services/templates/duplicate-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const duplicate = entitledProcedure
  .input(ZIdInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await duplicateTemplate(ctx, ctx.user, input) }));
