// support.get: one of my tickets with its conversation; marks support's replies read (docs/support-api.md).
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { getMyTicket } from '../../services/support/tickets';
import { ZMyTicketDetail } from '../../services/support/views';

export const get = profileProcedure
  .input(ZIdInput)
  .output(ZMyTicketDetail)
  .query(({ ctx, input }) => getMyTicket(ctx, ctx.user, input));
