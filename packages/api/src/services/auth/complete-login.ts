// The end of every successful first factor (password or Google): a session, or a pending login awaiting 2FA.
import { generateToken, hashToken } from '@praxiform/db';
import { createSession } from '../../auth/session';
import { recordAuthEvent, type TAuthAuditAction } from './audit';
import type { TUserView } from '../../auth/user-view';
import { loadAuthUser } from './auth-user';
import type { TAuthContext } from './auth-context';
import { PENDING_TWO_FACTOR_TTL_MS } from './constants';

export type TLoginResult =
  | { status: 'authenticated'; token: string; user: TUserView }
  | { status: 'two_factor_required'; pendingToken: string };

export async function completeLogin(
  ctx: TAuthContext,
  userId: number,
  audit: { action: TAuthAuditAction; metadata?: Record<string, string> },
): Promise<TLoginResult> {
  const twoFactor = await ctx.prisma.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (twoFactor?.enabledAt) {
    const pendingToken = generateToken();
    await ctx.prisma.pendingTwoFactorLogin.create({
      data: { userId, tokenHash: hashToken(pendingToken), expiresAt: new Date(Date.now() + PENDING_TWO_FACTOR_TTL_MS) },
    });
    await recordAuthEvent(ctx.prisma, { action: 'auth.login.two_factor_pending', actorId: userId, ip: ctx.ip, metadata: audit.metadata });
    return { status: 'two_factor_required', pendingToken };
  }
  return startSession(ctx, userId, audit);
}

/** A full session: counters reset, last login stamped, the event audited. */
export async function startSession(
  ctx: TAuthContext,
  userId: number,
  audit: { action: TAuthAuditAction; metadata?: Record<string, string> },
): Promise<{ status: 'authenticated'; token: string; user: TUserView }> {
  await ctx.prisma.user.update({ where: { id: userId }, data: { lastLoginAt: new Date(), failedLoginCount: 0, lockedUntil: null } });
  const { token } = await createSession(ctx.prisma, userId, { ip: ctx.ip, userAgent: ctx.userAgent });
  await recordAuthEvent(ctx.prisma, { action: audit.action, actorId: userId, ip: ctx.ip, metadata: audit.metadata });
  return { status: 'authenticated', token, user: await loadAuthUser(ctx.prisma, userId) };
}
