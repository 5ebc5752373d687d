// templates.publish: creates the market copy of my private template, which I keep (spec section 4).
import { z } from 'zod';
import { profileProcedure } from '../../trpc';
import { publishTemplate } from '../../services/templates/publish-template';
import { ZIdInput, ZTemplateSummary } from './inputs';

export const publish = profileProcedure
  .input(ZIdInput)
  .output(z.object({ publicTemplate: ZTemplateSummary }))
  .mutation(async ({ ctx, input }) => ({ publicTemplate: await publishTemplate(ctx, input.id) }));
