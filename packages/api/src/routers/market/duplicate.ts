// market.duplicate: a public template copied into my private templates (same as templates.duplicate, public only).
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { AppError } from '../../errors';
import { duplicateTemplate } from '../../services/templates/duplicate-template';
import { ZTemplateOutput } from '../../services/templates/template-view';

export const duplicate = profileProcedure
  .input(ZIdInput)
  .output(ZTemplateOutput)
  .mutation(async ({ ctx, input }) => {
    // The market only knows public templates: my private ones are duplicated from my templates.
    const isPublic = await ctx.prisma.template.count({ where: { id: input.id, isPublic: true } });
    if (isPublic === 0) throw new AppError('NOT_FOUND');
    return { template: await duplicateTemplate(ctx, input.id) };
  });
