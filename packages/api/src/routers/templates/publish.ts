// templates.publish: creates the market copy of my private template, which I keep (docs/product.md#states).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { entitledProcedure } from '../../trpc';
import { publishTemplate } from '../../services/templates/publish-template';
import { ZTemplateSummary } from '../../services/templates/template-view';

export const publish = entitledProcedure
  .input(ZIdInput)
  .output(z.object({ publicTemplate: ZTemplateSummary }))
  .mutation(async ({ ctx, input }) => ({ publicTemplate: await publishTemplate(ctx, ctx.user, input) }));
