// Email verification: a single-use 24 h link `${appUrl}/verify-email/${token}`; only the token's SHA-256 is stored.
import { generateToken, hashToken } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { mailTopic, queueMail, type TMailDelivery } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import type { DbClient } from '../shared/db-client';
import { EMAIL_VERIFICATION_TTL_MS } from './constants';
import { completeLogin, type TLoginDeps } from './complete-login';
import { isRegistrationSignInProof } from './registration-sign-in';
import type { TUserView } from '../../auth/user-view';

type TRecipient = { id: number; email: string; firstName: string; interfaceLanguage: TLocale };

/**
 * Replaces every verification link of the user by a new one, on the caller's client (an email change issues it in
 * its transaction): an older link, one mailed to a previous address included, must never count. Answers the token.
 */
export async function issueVerificationToken(db: DbClient, userId: number): Promise<string> {
  const token = generateToken();
  await db.emailVerificationToken.deleteMany({ where: { userId } });
  await db.emailVerificationToken.create({
    data: { userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS) },
  });
  return token;
}

/**
 * A new link for a user who registered (or asks again), its verifyEmail mail in the user's language queued in the
 * caller's transaction (docs/mail.md).
 */
export async function queueVerificationMail(db: DbClient, deps: Pick<ApiDeps, 'appUrl'>, user: TRecipient): Promise<TMailDelivery> {
  const token = await issueVerificationToken(db, user.id);
  const actionUrl = `${deps.appUrl}/verify-email/${token}`;
  const mail = renderMail({ kind: 'verifyEmail', to: user.email, locale: user.interfaceLanguage, name: user.firstName, actionUrl });
  return queueMail(db, { ...mail, ownerId: user.id, topic: mailTopic.verifyEmail(user.id) });
}

export type TVerifyEmailResult = {
  status: 'verified' | 'already_verified';
  email: string;
  /** Only for the browser that registered (registration-sign-in.ts), on the request that verified the address. */
  session?: { token: string; user: TUserView };
};

export async function verifyEmailToken(
  deps: TLoginDeps & Pick<ApiDeps, 'secretKey'>,
  input: { token: string; signInProof?: string | undefined },
  now = new Date(),
): Promise<TVerifyEmailResult> {
  const { token } = input;
  const row = await deps.prisma.emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, email: true, emailVerifiedAt: true, blocked: true } } },
  });
  if (!row) throw new AppError('LINK_INVALID');
  // A second click on a link that already did its work (or a page reload) is not an error for a verified user; it
  // signs nobody in: the link has been used.
  if (row.user.emailVerifiedAt) return { status: 'already_verified', email: row.user.email };
  if (row.usedAt) throw new AppError('LINK_INVALID');
  if (row.expiresAt <= now) throw new AppError('LINK_EXPIRED');
  const verified = await deps.prisma.$transaction(async (tx) => {
    const claimed = await tx.emailVerificationToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count !== 1) return false;
    await tx.user.update({ where: { id: row.user.id }, data: { emailVerifiedAt: now } });
    return true;
  });
  if (!verified) throw new AppError('LINK_INVALID');
  const result: TVerifyEmailResult = { status: 'verified', email: row.user.email };
  if (row.user.blocked || !isRegistrationSignInProof(deps.secretKey, input.signInProof, row.user.id, now.getTime())) return result;
  // The link proves the mailbox, the proof the browser that registered with the password: a login, audited as one.
  const login = await completeLogin(deps, row.user.id, { action: 'auth.login.success', metadata: { method: 'email_verification' } });
  return login.status === 'authenticated' ? { ...result, session: { token: login.token, user: login.user } } : result;
}

/** Sends a new link. Unknown addresses get the same answer, so the form cannot probe which emails have accounts. */
export async function resendVerification(deps: Pick<ApiDeps, 'prisma' | 'outbox' | 'appUrl'>, input: { email: string }): Promise<{ sent: true }> {
  const { email } = input;
  const user = await deps.prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, interfaceLanguage: true, emailVerifiedAt: true, blocked: true },
  });
  if (!user || user.blocked) return { sent: true };
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  await deps.prisma.$transaction((tx) => queueVerificationMail(tx, deps, user));
  await deps.outbox.wake();
  return { sent: true };
}
