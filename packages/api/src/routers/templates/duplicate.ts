// templates.duplicate: a private copy of my template or of any public one, its origin recorded.
import { profileProcedure } from '../../trpc';
import { duplicateTemplate } from '../../services/templates/duplicate-template';
import { ZIdInput, ZTemplateOutput } from './inputs';

export const duplicate = profileProcedure
  .input(ZIdInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => ({ template: await duplicateTemplate(ctx, input.id) }));
