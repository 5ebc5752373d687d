// cabinets.templates: the templates shared to a cabinet, with their fields for a member's read-only preview.
import { z } from 'zod';
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listCabinetTemplates } from '../../services/cabinets/shared-templates';
import { ZCabinetTemplateDetail } from '../../services/cabinets/views';

export const templates = profileProcedure
  .input(ZIdInput)
  .output(z.object({ items: z.array(ZCabinetTemplateDetail) }))
  .query(async ({ ctx, input }) => ({ items: await listCabinetTemplates(ctx, ctx.user, input) }));
