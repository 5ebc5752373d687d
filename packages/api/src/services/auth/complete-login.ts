// The end of every successful first factor (password or Google): a session, or a pending login awaiting 2FA.
import { generateToken, hashToken } from '@praxiform/db';
import { createSession } from '../../auth/session';
import type { Context } from '../../context';
import { recordAudit, type TAuditAction } from '../audit/audit-log';
import type { TUserView } from '../../auth/user-view';
import { loadAuthUser } from './auth-user';
import { PENDING_TWO_FACTOR_TTL_MS } from './constants';

/** What ends a login: the request's origin goes into the session and the audit trail. */
export type TLoginDeps = Pick<Context, 'prisma' | 'ip' | 'userAgent'>;

export type TLoginResult = { status: 'authenticated'; token: string; user: TUserView } | { status: 'two_factor_required'; pendingToken: string };

export async function completeLogin(
  deps: TLoginDeps,
  userId: number,
  audit: { action: TAuditAction; metadata?: Record<string, string> },
): Promise<TLoginResult> {
  const twoFactor = await deps.prisma.twoFactor.findUnique({ where: { userId }, select: { enabledAt: true } });
  if (twoFactor?.enabledAt) {
    const pendingToken = generateToken();
    await deps.prisma.pendingTwoFactorLogin.create({
      data: { userId, tokenHash: hashToken(pendingToken), expiresAt: new Date(Date.now() + PENDING_TWO_FACTOR_TTL_MS) },
    });
    await recordAudit(deps.prisma, { action: 'auth.login.two_factor_pending', actorId: userId, ip: deps.ip, metadata: audit.metadata });
    return { status: 'two_factor_required', pendingToken };
  }
  return startSession(deps, userId, audit);
}

/** A full session: counters reset, last login stamped, the event audited. */
export async function startSession(
  deps: TLoginDeps,
  userId: number,
  audit: { action: TAuditAction; metadata?: Record<string, string> },
): Promise<{ status: 'authenticated'; token: string; user: TUserView }> {
  await deps.prisma.user.update({ where: { id: userId }, data: { lastLoginAt: new Date(), failedLoginCount: 0, lockedUntil: null } });
  const { token } = await createSession(deps.prisma, userId, { ip: deps.ip, userAgent: deps.userAgent });
  await recordAudit(deps.prisma, { action: audit.action, actorId: userId, ip: deps.ip, metadata: audit.metadata });
  return { status: 'authenticated', token, user: await loadAuthUser(deps.prisma, userId) };
}
