// admin.support.reopen: the ticket's status becomes open, audited (docs/support-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { setTicketStatus } from '../../../services/support/desk';
import { ZTicketSummary } from '../../../services/support/views';

export const reopen = adminProcedure
  .input(ZIdInput)
  .output(ZTicketSummary)
  .mutation(({ ctx, input }) => setTicketStatus(ctx, ctx.user, { ...input, status: 'open' }));
