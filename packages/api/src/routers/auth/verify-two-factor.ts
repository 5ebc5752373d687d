// auth.verifyTwoFactor: the second step of a login with 2FA (TOTP or backup code).
import { ZTwoFactorLoginInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { enforceRateLimit } from '../../services/security/rate-limit';
import { verifyTwoFactorLogin } from '../../services/auth/two-factor-login';
import { ZAuthenticated } from './outputs';

export const verifyTwoFactor = publicProcedure
  .input(ZTwoFactorLoginInput)
  .output(ZAuthenticated)
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'twoFactor');
    return verifyTwoFactorLogin(ctx, input);
  });
