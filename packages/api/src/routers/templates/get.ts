// templates.get: my private template, or any public one (editable only by its creator, through the market).
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { findReadableTemplate } from '../../services/templates/access';
import { toDetail } from '../../services/templates/template-view';
import { ZTemplateDetail } from '../../services/templates/template-view';

export const get = profileProcedure
  .input(ZIdInput)
  .output(z.object({ template: ZTemplateDetail, canEdit: z.boolean() }))
  .query(async ({ ctx, input }) => {
    const row = await findReadableTemplate(ctx.prisma, ctx.user.id, input.id);
    const canEdit = row.isPublic ? row.creatorId === ctx.user.id : row.ownerId === ctx.user.id;
    return { template: toDetail(row, ctx.user.id), canEdit };
  });
