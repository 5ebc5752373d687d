// market.get: one public template with its fields (private templates answer NOT_FOUND, even mine).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getPublicTemplate } from '../../services/market/public-template';
import { ZTemplateDetail } from '../../services/templates/template-view';

export const get = profileProcedure
  .input(ZIdInput)
  .output(z.object({ template: ZTemplateDetail }))
  .query(async ({ ctx, input }) => ({ template: await getPublicTemplate(ctx, ctx.user, input) }));
