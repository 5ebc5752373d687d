// admin.support.reply: support answers; the practitioner gets a notification and, if they want it, a mail (docs/support-api.md).
import { z } from 'zod';
import { ZMailDelivery, ZSupportReplyInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { replyAsSupport } from '../../../services/support/desk';
import { ZTicketSummary } from '../../../services/support/views';

export const reply = adminProcedure
  .input(ZSupportReplyInput)
  .output(z.object({ ticket: ZTicketSummary, mail: ZMailDelivery.nullable() }))
  .mutation(({ ctx, input }) => replyAsSupport(ctx, ctx.user, input));
