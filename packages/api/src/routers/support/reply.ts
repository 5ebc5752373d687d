// support.reply: add a message to one of my tickets; TICKET_CLOSED once closed (docs/support-api.md).
import { ZSupportReplyInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { replyToMyTicket } from '../../services/support/tickets';
import { ZTicketSummary } from '../../services/support/views';

export const reply = profileProcedure
  .input(ZSupportReplyInput)
  .output(ZTicketSummary)
  .mutation(({ ctx, input }) => replyToMyTicket(ctx, ctx.user, input));
