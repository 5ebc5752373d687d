// support.create: open a ticket with its first message and an optional picture (docs/support-api.md).
import { ZSupportCreateInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { createTicket } from '../../services/support/tickets';
import { ZTicketSummary } from '../../services/support/views';

export const create = profileProcedure
  .input(ZSupportCreateInput)
  .output(ZTicketSummary)
  .mutation(({ ctx, input }) => createTicket(ctx, ctx.user, input));
