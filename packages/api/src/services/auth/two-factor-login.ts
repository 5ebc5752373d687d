// Second step of a login with 2FA: a TOTP or backup code against a pending login; five wrong codes end it.
import { hashToken } from '@praxiform/db';
import { AppError } from '../../errors';
import { verifySecondFactor } from '../two-factor/verify';
import { recordAuthEvent } from './audit';
import type { TAuthContext } from './auth-context';
import type { TUserView } from '../../auth/user-view';
import { startSession } from './complete-login';
import { TWO_FACTOR_MAX_ATTEMPTS } from './constants';

export async function verifyTwoFactorLogin(
  ctx: TAuthContext,
  input: { pendingToken: string; code: string },
): Promise<{ status: 'authenticated'; token: string; user: TUserView }> {
  const tokenHash = hashToken(input.pendingToken);
  const pending = await ctx.prisma.pendingTwoFactorLogin.findUnique({ where: { tokenHash }, include: { user: { select: { blocked: true } } } });
  if (!pending || pending.expiresAt.getTime() <= Date.now() || pending.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    if (pending) await ctx.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
    throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
  }
  if (pending.user.blocked) {
    await ctx.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
    throw new AppError('ACCOUNT_BLOCKED');
  }

  const method = await verifySecondFactor(ctx.prisma, ctx.secretKey, pending.userId, input.code);
  if (!method) {
    const attempts = await countWrongCode(ctx, pending.id);
    await recordAuthEvent(ctx.prisma, { action: 'auth.login.two_factor_failure', actorId: pending.userId, ip: ctx.ip, metadata: { attempts } });
    if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
      await ctx.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
      throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
    }
    throw new AppError('TWO_FACTOR_CODE_INVALID', { details: { attemptsLeft: TWO_FACTOR_MAX_ATTEMPTS - attempts } });
  }
  // Deleting is the claim: of two concurrent successes with one pending login, only one gets a session.
  const claimed = await ctx.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
  if (claimed.count !== 1) throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
  return startSession(ctx, pending.userId, { action: 'auth.login.two_factor', metadata: { method } });
}

/** Atomic increment; a pending login deleted meanwhile counts as used up. */
async function countWrongCode(ctx: TAuthContext, pendingId: number): Promise<number> {
  const updated = await ctx.prisma.pendingTwoFactorLogin.updateManyAndReturn({
    where: { id: pendingId },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  return updated[0]?.attempts ?? TWO_FACTOR_MAX_ATTEMPTS;
}
