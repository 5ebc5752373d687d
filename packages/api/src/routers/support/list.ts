// support.list: my tickets, last activity first, with unread replies (docs/support-api.md).
import { z } from 'zod';
import { ZSupportListInput } from '@praxiform/domain';
import { profileProcedure } from '../../trpc';
import { listMyTickets } from '../../services/support/tickets';
import { ZMyTicket } from '../../services/support/views';

export const list = profileProcedure
  .input(ZSupportListInput)
  .output(z.array(ZMyTicket))
  .query(({ ctx, input }) => listMyTickets(ctx, ctx.user, input));
