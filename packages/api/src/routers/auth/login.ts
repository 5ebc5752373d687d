// auth.login: email and password; a session, or a pending login when 2FA is on.
import { ZLoginInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { enforceRateLimit } from '../../services/security/rate-limit';
import { BOT_CHECK_ACTIONS, verifyBotCheck } from '../../services/security/bot-check';
import { loginWithPassword } from '../../services/auth/login';
import { ZLoginResult } from './outputs';

export const login = publicProcedure
  .input(ZLoginInput)
  .output(ZLoginResult)
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'login');
    await verifyBotCheck(ctx, input.recaptchaToken, BOT_CHECK_ACTIONS.login);
    return loginWithPassword(ctx, input);
  });
