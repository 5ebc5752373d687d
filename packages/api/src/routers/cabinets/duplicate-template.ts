// cabinets.duplicateTemplate: a template shared to my cabinet copied into my private templates, its origin recorded.
import { ZCabinetTemplateInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { duplicateCabinetTemplate } from '../../services/cabinets/shared-templates';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const duplicateTemplate = entitledProcedure
  .input(ZCabinetTemplateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await duplicateCabinetTemplate(ctx, ctx.user, input) }));
