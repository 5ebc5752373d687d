// auth.register: a trial account and a verification mail; per-IP limit and bot check first. The answer's proof lets this
// browser sign in when it follows the mail's link (services/auth/registration-sign-in.ts).
import { z } from 'zod';
import { ZRegisterInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { enforceRateLimit } from '../../services/security/rate-limit';
import { BOT_CHECK_ACTIONS, verifyBotCheck } from '../../services/security/bot-check';
import { registerAccount } from '../../services/auth/register';

export const register = publicProcedure
  .input(ZRegisterInput)
  .output(z.object({ email: z.string(), signInProof: z.string() }))
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'register');
    await verifyBotCheck(ctx, input.recaptchaToken, BOT_CHECK_ACTIONS.register);
    return registerAccount(ctx, input);
  });
