// market.update: the creator edits their public template; anyone else gets TEMPLATE_NOT_OWNER.
import { profileProcedure } from '../../trpc';
import { updatePublicTemplate } from '../../services/templates/save-template';
import { ZTemplateOutput, ZUpdateInput } from '../templates/inputs';

export const update = profileProcedure
  .input(ZUpdateInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => {
    const { id, ...data } = input;
    return { template: await updatePublicTemplate(ctx, id, data) };
  });
