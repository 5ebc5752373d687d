// Email verification: a single-use 24 h link `${appUrl}/verify-email/${token}`; only the token's SHA-256 is stored.
import { generateToken, hashToken } from '@praxiform/db';
import type { TLocale } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { renderMail } from '../../mail/render';
import { EMAIL_VERIFICATION_TTL_MS } from './constants';

type TRecipient = { id: number; email: string; firstName: string; interfaceLanguage: TLocale };

/** Replaces the user's earlier verification links by a new one (an older link must never count) and mails it in the user's language. */
export async function sendVerificationMail(deps: Pick<ApiDeps, 'prisma' | 'mailer' | 'appUrl'>, user: TRecipient): Promise<void> {
  const token = generateToken();
  await deps.prisma.$transaction([
    deps.prisma.emailVerificationToken.deleteMany({ where: { userId: user.id } }),
    deps.prisma.emailVerificationToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS) },
    }),
  ]);
  const actionUrl = `${deps.appUrl}/verify-email/${token}`;
  await deps.mailer.send(renderMail({ kind: 'verifyEmail', to: user.email, locale: user.interfaceLanguage, name: user.firstName, actionUrl }));
}

export type TVerifyEmailResult = { status: 'verified' | 'already_verified'; email: string };

export async function verifyEmailToken(deps: Pick<ApiDeps, 'prisma'>, input: { token: string }, now = new Date()): Promise<TVerifyEmailResult> {
  const { token } = input;
  const row = await deps.prisma.emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(token) },
    include: { user: { select: { id: true, email: true, emailVerifiedAt: true } } },
  });
  if (!row) throw new AppError('LINK_INVALID');
  // A second click on a link that already did its work (or a page reload) is not an error for a verified user.
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
  return { status: 'verified', email: row.user.email };
}

/** Sends a new link. Unknown addresses get the same answer, so the form cannot probe which emails have accounts. */
export async function resendVerification(deps: Pick<ApiDeps, 'prisma' | 'mailer' | 'appUrl' | 'logger'>, input: { email: string }): Promise<{ sent: true }> {
  const { email } = input;
  const user = await deps.prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, interfaceLanguage: true, emailVerifiedAt: true, blocked: true },
  });
  if (!user || user.blocked) return { sent: true };
  if (user.emailVerifiedAt) throw new AppError('EMAIL_ALREADY_VERIFIED');
  try {
    await sendVerificationMail(deps, user);
  } catch (error) {
    deps.logger.error({ err: error, userId: user.id }, 'verification mail failed');
    throw new AppError('MAIL_SEND_FAILED', { cause: error });
  }
  return { sent: true };
}
