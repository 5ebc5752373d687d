// Procedures that take a proof of identity (current password, 2FA code): limited per user, so a stolen session cannot guess.
import { authedProcedure } from '../../trpc';
import { enforceUserRateLimit } from '../../services/security/rate-limit';

export const identityCheckedProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await enforceUserRateLimit(ctx.prisma, ctx.user, 'identityCheck');
  return next();
});
