// Second step of a login with 2FA: a TOTP or backup code against a pending login; five wrong codes end it.
import { hashToken } from '@praxiform/db';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { verifySecondFactor } from '../two-factor/verify';
import { recordAudit } from '../audit/audit-log';
import type { TUserView } from '../../auth/user-view';
import { startSession, type TLoginDeps } from './complete-login';
import { TWO_FACTOR_MAX_ATTEMPTS } from './constants';

export async function verifyTwoFactorLogin(
  deps: TLoginDeps & Pick<ApiDeps, 'secretKey'>,
  input: { pendingToken: string; code: string },
): Promise<{ status: 'authenticated'; token: string; user: TUserView }> {
  const tokenHash = hashToken(input.pendingToken);
  const pending = await deps.prisma.pendingTwoFactorLogin.findUnique({ where: { tokenHash }, include: { user: { select: { blocked: true } } } });
  if (!pending || pending.expiresAt.getTime() <= Date.now() || pending.attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
    if (pending) await deps.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
    throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
  }
  if (pending.user.blocked) {
    await deps.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
    throw new AppError('ACCOUNT_BLOCKED');
  }

  const method = await verifySecondFactor(deps, pending.userId, input.code);
  if (!method) {
    const attempts = await countWrongCode(deps, pending.id);
    await recordAudit(deps.prisma, {
      action: 'auth.login.two_factor_failure',
      actorId: pending.userId,
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: { attempts },
    });
    if (attempts >= TWO_FACTOR_MAX_ATTEMPTS) {
      await deps.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
      throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
    }
    throw new AppError('TWO_FACTOR_CODE_INVALID', { details: { attemptsLeft: TWO_FACTOR_MAX_ATTEMPTS - attempts } });
  }
  // Deleting is the claim: of two concurrent successes with one pending login, only one gets a session.
  const claimed = await deps.prisma.pendingTwoFactorLogin.deleteMany({ where: { id: pending.id } });
  if (claimed.count !== 1) throw new AppError('TWO_FACTOR_LOGIN_EXPIRED');
  return startSession(deps, pending.userId, { action: 'auth.login.two_factor', metadata: { method } });
}

/** Atomic increment; a pending login deleted meanwhile counts as used up. */
async function countWrongCode(deps: Pick<ApiDeps, 'prisma'>, pendingId: number): Promise<number> {
  const updated = await deps.prisma.pendingTwoFactorLogin.updateManyAndReturn({
    where: { id: pendingId },
    data: { attempts: { increment: 1 } },
    select: { attempts: true },
  });
  return updated[0]?.attempts ?? TWO_FACTOR_MAX_ATTEMPTS;
}
