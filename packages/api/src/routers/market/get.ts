// market.get: one public template with its fields (private templates answer NOT_FOUND, even mine).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { AppError } from '../../errors';
import { templateViewInclude, toDetail } from '../../services/templates/template-view';
import { ZTemplateDetail } from '../../services/templates/template-view';

export const get = profileProcedure
  .input(ZIdInput)
  .output(z.object({ template: ZTemplateDetail }))
  .query(async ({ ctx, input }) => {
    const row = await ctx.prisma.template.findFirst({ where: { id: input.id, isPublic: true }, include: templateViewInclude(ctx.user.id) });
    if (!row) throw new AppError('NOT_FOUND');
    return { template: toDetail(row, ctx.user.id) };
  });
