// mail: the sender follows a mail they caused (a form link, an invitation, a reply) and sends again one that failed
// for good (docs/mail.md).
import { ZMailDelivery, ZMailIdInput, ZMailState } from '@praxiform/domain';
import { profileProcedure, router } from '../../trpc';
import { mailState, resendMail } from '../../services/mail/mail-state';

const status = profileProcedure
  .input(ZMailIdInput)
  .output(ZMailState)
  .query(({ ctx, input }) => mailState(ctx, ctx.user, input));

const resend = profileProcedure
  .input(ZMailIdInput)
  .output(ZMailDelivery)
  .mutation(({ ctx, input }) => resendMail(ctx, ctx.user, input));

export const mailRouter = router({ status, resend });
