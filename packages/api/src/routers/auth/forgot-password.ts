// auth.forgotPassword: mails a reset link when the account exists; the answer is the same either way.
import { z } from 'zod';
import { ZEmailInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { enforceRateLimit } from '../../services/security/rate-limit';
import { BOT_CHECK_ACTIONS, verifyBotCheck } from '../../services/security/bot-check';
import { requestPasswordReset } from '../../services/auth/password-reset';

export const forgotPassword = publicProcedure
  .input(ZEmailInput)
  .output(z.object({ sent: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'forgotPassword');
    await verifyBotCheck(ctx, input.recaptchaToken, BOT_CHECK_ACTIONS.forgotPassword);
    return requestPasswordReset(ctx, input);
  });
