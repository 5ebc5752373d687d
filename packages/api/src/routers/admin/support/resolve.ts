// admin.support.resolve: the ticket's status becomes resolved, audited (docs/support-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { setTicketStatus } from '../../../services/support/desk';
import { ZTicketSummary } from '../../../services/support/views';

export const resolve = adminProcedure
  .input(ZIdInput)
  .output(ZTicketSummary)
  .mutation(({ ctx, input }) => setTicketStatus(ctx, ctx.user, { ...input, status: 'resolved' }));
