// templates.get: my private template, or any public one (editable only by its creator, through the market).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getTemplate } from '../../services/templates/get-template';
import { ZTemplateDetail } from '../../services/templates/template-view';

export const get = profileProcedure
  .input(ZIdInput)
  .output(z.object({ template: ZTemplateDetail, canEdit: z.boolean() }))
  .query(({ ctx, input }) => getTemplate(ctx, ctx.user, input));
