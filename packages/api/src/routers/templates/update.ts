// templates.update: my private template; a public one is refused (its creator edits it with market.update).
import { profileProcedure } from '../../trpc';
import { updatePrivateTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput, ZUpdateInput } from './inputs';

export const update = profileProcedure
  .input(ZUpdateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => {
    const { id, ...data } = input;
    return { template: await updatePrivateTemplate(ctx, id, data) };
  });
