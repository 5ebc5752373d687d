// admin.mails.resend: a mail that failed for good, of any account, queued again as its owner's mail.resend does
// (docs/mail.md).
import { ZMailDelivery, ZMailIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { resendFailedMail } from '../../../services/admin/failed-mails';

export const resend = adminProcedure
  .input(ZMailIdInput)
  .output(ZMailDelivery)
  .mutation(({ ctx, input }) => resendFailedMail(ctx, ctx.user, input));
