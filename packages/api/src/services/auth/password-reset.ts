// Forgotten password: a single-use 1 h link by mail; the reset sets the password and revokes every session.
import { generateToken, hashPassword, hashToken } from '@praxiform/db';
import { AppError } from '../../errors';
import { mailTopic, queueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import type { ApiDeps, Context } from '../../context';
import { consumeEmailRateLimit } from '../security/rate-limit';
import { recordAudit } from '../audit/audit-log';
import { PASSWORD_RESET_TTL_MS } from './constants';

/**
 * Same answer whether the email exists or not. The mail is queued with the link (docs/mail.md) and leaves in the
 * background, so the response time does not tell either; its delivery is never reported (that would reveal that the
 * account exists). Past 3 requests an hour for
 * one address, from any IPs, the answer stays the same and no mail leaves (nor a new link, which would void the
 * mailed one); unknown addresses are counted alike, so the limit tells nothing either.
 */
export async function requestPasswordReset(deps: ApiDeps, input: { email: string }): Promise<{ sent: true }> {
  const { email } = input;
  if (!(await consumeEmailRateLimit(deps.prisma, 'forgotPasswordEmail', email))) return { sent: true };
  const user = await deps.prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, interfaceLanguage: true, blocked: true },
  });
  if (!user || user.blocked) return { sent: true };
  const token = generateToken();
  const query = new URLSearchParams({ token, email: user.email });
  const actionUrl = `${deps.appUrl}/${user.interfaceLanguage}/reset-password?${query.toString()}`;
  const mail = renderMail({ kind: 'passwordReset', to: user.email, locale: user.interfaceLanguage, name: user.firstName, actionUrl });
  await deps.prisma.$transaction(async (tx) => {
    // One live link at a time: a new request makes the previous links useless.
    await tx.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } });
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
    });
    await queueMail(tx, { ...mail, ownerId: user.id, topic: mailTopic.passwordReset(user.id) });
  });
  await deps.outbox.wake();
  return { sent: true };
}

export async function resetPassword(
  deps: Pick<Context, 'prisma' | 'ip'>,
  input: { token: string; email: string; password: string },
  now = new Date(),
): Promise<{ success: true }> {
  const row = await deps.prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(input.token) },
    include: { user: { select: { id: true, email: true } } },
  });
  // A token for another address is as invalid as an unknown one.
  if (!row || row.usedAt || row.user.email.toLowerCase() !== input.email) throw new AppError('LINK_INVALID');
  if (row.expiresAt <= now) throw new AppError('LINK_EXPIRED');
  const passwordHash = await hashPassword(input.password);
  const done = await deps.prisma.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (claimed.count !== 1) return false;
    // Proving the mailbox also lifts a lockout; 2FA stays as it was (the second factor still guards the login).
    await tx.user.update({ where: { id: row.user.id }, data: { passwordHash, failedLoginCount: 0, lockedUntil: null } });
    await tx.session.deleteMany({ where: { userId: row.user.id } });
    await tx.pendingTwoFactorLogin.deleteMany({ where: { userId: row.user.id } });
    await tx.passwordResetToken.deleteMany({ where: { userId: row.user.id, usedAt: null } });
    return true;
  });
  if (!done) throw new AppError('LINK_INVALID');
  await recordAudit(deps.prisma, { action: 'auth.password_reset', actorId: row.user.id, ip: deps.ip });
  return { success: true };
}
