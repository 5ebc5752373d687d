// admin.support.list: every ticket, filtered by status and category, searched by reference or email (docs/support-api.md).
import { z } from 'zod';
import { ZAdminSupportListInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { listDeskTickets } from '../../../services/support/desk';
import { ZDeskTicket } from '../../../services/support/views';

export const list = adminProcedure
  .input(ZAdminSupportListInput)
  .output(z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int(), tickets: z.array(ZDeskTicket) }))
  .query(({ ctx, input }) => listDeskTickets(ctx, ctx.user, input));
