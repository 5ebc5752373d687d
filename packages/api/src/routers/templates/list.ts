// templates.list: my private templates with search, type filter, counts per type and pagination.
import { z } from 'zod';
import { TEMPLATE_TYPES, ZPage, ZSearch } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listMyTemplates } from '../../services/templates/list-templates';
import { ZTemplateSummary } from '../../services/templates/template-view';

export const list = profileProcedure
  .input(z.object({ search: ZSearch, type: z.enum(TEMPLATE_TYPES).optional(), ...ZPage }).default({ page: 1, pageSize: 20 }))
  .output(
    z.object({
      items: z.array(ZTemplateSummary),
      total: z.number().int(),
      counts: z.record(z.enum(TEMPLATE_TYPES), z.number().int()),
    }),
  )
  .query(({ ctx, input }) => listMyTemplates(ctx, ctx.user, input));
