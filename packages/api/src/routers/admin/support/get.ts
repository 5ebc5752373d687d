// admin.support.get: a ticket's conversation with the user's context (docs/support-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { getDeskTicket } from '../../../services/support/desk';
import { ZDeskTicketDetail } from '../../../services/support/views';

export const get = adminProcedure
  .input(ZIdInput)
  .output(ZDeskTicketDetail)
  .query(({ ctx, input }) => getDeskTicket(ctx, ctx.user, input));
