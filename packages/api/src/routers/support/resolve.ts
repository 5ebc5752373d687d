// support.resolve: I mark my ticket resolved (docs/support-api.md).
import { ZIdInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { resolveMyTicket } from '../../services/support/tickets';
import { ZTicketSummary } from '../../services/support/views';

export const resolve = profileProcedure
  .input(ZIdInput)
  .output(ZTicketSummary)
  .mutation(({ ctx, input }) => resolveMyTicket(ctx, ctx.user, input));
