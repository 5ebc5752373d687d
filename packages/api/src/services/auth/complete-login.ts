// The end of every successful first factor (password or Google): a session, or a pending login awaiting 2FA.
import { generateToken, hashToken } from '@praxiform/db';
import { createSession } from '../../auth/session';
import type { Context } from '../../context';
import { recordAudit, type TAuditAction } from '../audit/audit-log';
import type { TUserView } from '../../auth/user-view';
import { queueNewDeviceMail } from '../sessions/new-device';
import { loadAuthUser } from './auth-user';
import { PENDING_TWO_FACTOR_TTL_MS } from './constants';

/**
 * What ends a login: the request's origin goes into the session and the audit trail; the outbox and the app's address
 * serve the new-device mail (docs/access-log.md#new-device).
 */
export type TLoginDeps = Pick<Context, 'prisma' | 'ip' | 'userAgent' | 'outbox' | 'appUrl'>;

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
    await recordAudit(deps.prisma, {
      action: 'auth.login.two_factor_pending',
      actorId: userId,
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: audit.metadata,
    });
    return { status: 'two_factor_required', pendingToken };
  }
  return startSession(deps, userId, audit);
}

/**
 * A full session: counters reset, last login stamped, the event audited, and the new-device mail queued when it is one
 * (docs/access-log.md#new-device), all in one transaction.
 */
export async function startSession(
  deps: TLoginDeps,
  userId: number,
  audit: { action: TAuditAction; metadata?: Record<string, string> },
): Promise<{ status: 'authenticated'; token: string; user: TUserView }> {
  const at = new Date();
  const { token, mailed } = await deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.update({
      where: { id: userId },
      data: { lastLoginAt: at, failedLoginCount: 0, lockedUntil: null },
      select: { id: true, email: true, firstName: true, interfaceLanguage: true, newDeviceEmails: true },
    });
    const session = await createSession(tx, userId, { ip: deps.ip, userAgent: deps.userAgent });
    // Before this sign-in's own audit row, which is no earlier sign-in.
    const queued = await queueNewDeviceMail(tx, deps.appUrl, user, { ip: deps.ip, userAgent: deps.userAgent, at });
    await recordAudit(tx, { action: audit.action, actorId: userId, ip: deps.ip, userAgent: deps.userAgent, metadata: audit.metadata });
    return { token: session.token, mailed: queued };
  });
  if (mailed) await deps.outbox.wake();
  return { status: 'authenticated', token, user: await loadAuthUser(deps.prisma, userId) };
}
