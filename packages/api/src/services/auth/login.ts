// Password login: one answer for unknown email and wrong password, account lockout, then blocked/unverified checks.
import { hashPassword, verifyPassword } from '@praxiform/db';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { completeLogin, type TLoginDeps, type TLoginResult } from './complete-login';
import { LOCKOUT_DURATION_MS, LOCKOUT_THRESHOLD } from './constants';

let dummyHash: Promise<string> | undefined;

/** Verifying against a throw-away hash costs what a real check costs, so timing does not tell which emails exist. */
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await dummyHash, password);
}

function lockedError(lockedUntil: Date, now: number): AppError {
  return new AppError('ACCOUNT_LOCKED', { details: { retryAfterSeconds: Math.max(1, Math.ceil((lockedUntil.getTime() - now) / 1000)) } });
}

export async function loginWithPassword(deps: TLoginDeps, input: { email: string; password: string }): Promise<TLoginResult> {
  const user = await deps.prisma.user.findUnique({
    where: { email: input.email },
    select: { id: true, email: true, passwordHash: true, emailVerifiedAt: true, blocked: true, lockedUntil: true },
  });
  if (!user?.passwordHash) {
    // Unknown email, or a Google-only account without a password: same work, same answer.
    await burnPasswordCheck(input.password);
    await recordAudit(deps.prisma, {
      action: 'auth.login.failure',
      actorId: user?.id ?? null,
      ip: deps.ip,
      userAgent: deps.userAgent,
      metadata: { reason: user ? 'no_password' : 'unknown_email' },
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  const now = Date.now();
  // A locked account is not even checked: guesses during the lock teach nothing.
  if (user.lockedUntil && user.lockedUntil.getTime() > now) throw lockedError(user.lockedUntil, now);

  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await registerFailure(deps, user.id, now);
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (user.blocked) {
    await recordAudit(deps.prisma, { action: 'auth.login.blocked', actorId: user.id, ip: deps.ip, userAgent: deps.userAgent });
    throw new AppError('ACCOUNT_BLOCKED');
  }
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED', { details: { email: user.email } });
  await deps.prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
  return completeLogin(deps, user.id, { action: 'auth.login.success', metadata: { method: 'password' } });
}

/** Counts a wrong password (atomic increment); the tenth in a row locks the account and throws ACCOUNT_LOCKED. */
async function registerFailure(deps: TLoginDeps, userId: number, now: number): Promise<void> {
  const { failedLoginCount } = await deps.prisma.user.update({
    where: { id: userId },
    data: { failedLoginCount: { increment: 1 } },
    select: { failedLoginCount: true },
  });
  await recordAudit(deps.prisma, {
    action: 'auth.login.failure',
    actorId: userId,
    ip: deps.ip,
    userAgent: deps.userAgent,
    metadata: { reason: 'wrong_password', failedLoginCount },
  });
  if (failedLoginCount < LOCKOUT_THRESHOLD) return;
  const lockedUntil = new Date(now + LOCKOUT_DURATION_MS);
  // The counter starts again, so after the lock the account gets ten new tries rather than one.
  await deps.prisma.user.update({ where: { id: userId }, data: { lockedUntil, failedLoginCount: 0 } });
  await recordAudit(deps.prisma, { action: 'auth.login.locked', actorId: userId, ip: deps.ip, userAgent: deps.userAgent });
  throw lockedError(lockedUntil, now);
}
