// Changing the account's address (docs/auth-api.md#changing-the-address): the new address stays pending until the link
// mailed to it is opened; until then the account keeps its verified address for login, mails and invitations. A
// pending address reserves nothing: whoever registers with it first keeps it, and the change then fails at confirmation.
import { generateToken, hashToken, verifyPassword } from '@praxiform/db';
import { z } from 'zod';
import { fullName, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { dropTopicMails, mailTopic, queueMail, type TMailDelivery } from '../../mail/outbox';
import type { MailMessage } from '../../mail/mailer';
import { renderMail } from '../../mail/render';
import { recordAudit } from '../audit/audit-log';
import { isUniqueViolation } from '../shared/prisma-errors';
import { recordTrialFingerprint } from '../subscriptions/trial-fingerprint';

/** The confirmation link works 24 hours, once. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
/** An account without a password proves itself by a Google sign-in this recent (its current session's age). */
export const REAUTHENTICATION_WINDOW_MS = 10 * 60 * 1000;

/** What profile.get and profile.requestEmailChange say of a pending change. */
export const ZPendingEmail = z.object({ address: z.string(), expiresAt: z.string() });
export type TPendingEmail = z.infer<typeof ZPendingEmail>;

/** The audit trail keeps hashes of addresses, never the addresses (they are personal data). */
const emailHash = (email: string) => hashToken(email.toLowerCase());

type TRequestDeps = Pick<Context, 'prisma' | 'outbox' | 'appUrl' | 'ip'> & { sessionId: string };

/**
 * The proof of identity a change of address asks for: the password, or for an account without one (Google only) a
 * session opened less than 10 minutes ago (the SPA sends the user through Google again).
 */
async function checkIdentity(
  deps: Pick<Context, 'prisma'> & { sessionId: string },
  user: { passwordHash: string | null },
  password: string | undefined,
  now: Date,
): Promise<void> {
  if (user.passwordHash !== null) {
    if (password === undefined || !(await verifyPassword(user.passwordHash, password))) throw new AppError('PASSWORD_INCORRECT');
    return;
  }
  const session = await deps.prisma.session.findUnique({ where: { id: deps.sessionId }, select: { createdAt: true } });
  if (!session || now.getTime() - session.createdAt.getTime() > REAUTHENTICATION_WINDOW_MS) throw new AppError('REAUTHENTICATION_REQUIRED');
}

/** profile.requestEmailChange: a new pending address (replacing an earlier one) and a confirmation link mailed to it. */
export async function requestEmailChange(
  deps: TRequestDeps,
  actor: Pick<TActor, 'id'>,
  input: { newEmail: string; password?: string | undefined },
  now = new Date(),
): Promise<{ pendingEmail: TPendingEmail; mail: TMailDelivery }> {
  const user = await deps.prisma.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { email: true, passwordHash: true, firstName: true, lastName: true, interfaceLanguage: true },
  });
  // The proof first: without it, the answers below would tell a stolen session which addresses have accounts.
  await checkIdentity(deps, user, input.password, now);
  const newEmail = input.newEmail.trim().toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw new AppError('EMAIL_CHANGE_SAME_ADDRESS');
  // citext: any case matches. Only accounts hold an address; another user's pending change does not.
  const holder = await deps.prisma.user.findFirst({ where: { email: newEmail, NOT: { id: actor.id } }, select: { id: true } });
  if (holder) throw new AppError('EMAIL_ALREADY_USED');

  const token = generateToken();
  const expiresAt = new Date(now.getTime() + EMAIL_CHANGE_TTL_MS);
  const mail = await deps.prisma.$transaction(async (tx) => {
    // One pending change per user (user_id is unique): a new request replaces the earlier one and its link.
    const data = { newEmail, tokenHash: hashToken(token), expiresAt, createdAt: now };
    await tx.emailChangeRequest.upsert({ where: { userId: actor.id }, create: { userId: actor.id, ...data }, update: data });
    await recordAudit(tx, {
      action: 'profile.email_change.requested',
      actorId: actor.id,
      ip: deps.ip,
      metadata: { newEmailHash: emailHash(newEmail) },
    });
    return queueMail(tx, { ...confirmationMail(deps, { ...user, newEmail }, token), ownerId: actor.id, topic: mailTopic.emailChange(actor.id) });
  });
  await deps.outbox.wake();
  return { pendingEmail: { address: newEmail, expiresAt: expiresAt.toISOString() }, mail };
}

/** The link to the new address, naming the account holder, queued with the request (docs/mail.md). */
function confirmationMail(
  deps: Pick<Context, 'appUrl'>,
  user: { firstName: string; lastName: string; interfaceLanguage: TLocale; newEmail: string },
  token: string,
): MailMessage {
  const holder = fullName(user);
  return renderMail({
    kind: 'emailChangeConfirm',
    to: user.newEmail,
    locale: user.interfaceLanguage,
    name: holder,
    actionUrl: `${deps.appUrl}/confirm-email-change/${token}`,
    vars: { holder, newEmail: user.newEmail },
    paragraphs: [{ key: 'ignore' }],
  });
}

/** profile.cancelEmailChange: the pending change and its link are dropped; the address stays as it is. */
export async function cancelEmailChange(deps: Pick<Context, 'prisma' | 'ip'>, actor: Pick<TActor, 'id'>): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.emailChangeRequest.deleteMany({ where: { userId: actor.id } });
    await dropTopicMails(tx, mailTopic.emailChange(actor.id));
    if (count > 0) await recordAudit(tx, { action: 'profile.email_change.canceled', actorId: actor.id, ip: deps.ip });
  });
}

type TConfirmed = { userId: number; oldEmail: string; newEmail: string; firstName: string; interfaceLanguage: TLocale };
type TOutcome = { status: 'changed'; confirmed: TConfirmed } | { status: 'taken' };

/**
 * auth.confirmEmailChange (public: the link may be opened on another device). In one transaction with the user's row
 * locked: the token is checked, then the address becomes the account's, verified, unless another account holds it by
 * now (EMAIL_CHANGE_ADDRESS_TAKEN, the request dropped). The old address then gets a notice.
 */
export async function confirmEmailChange(
  deps: Pick<Context, 'prisma' | 'outbox' | 'secretKey' | 'ip'>,
  input: { token: string },
  now = new Date(),
): Promise<{ email: string }> {
  const tokenHash = hashToken(input.token);
  let requestId: number | null = null;
  let outcome: TOutcome;
  try {
    outcome = await deps.prisma.$transaction(async (tx): Promise<TOutcome> => {
      const found = await tx.emailChangeRequest.findUnique({ where: { tokenHash }, select: { userId: true } });
      if (!found) throw new AppError('LINK_INVALID');
      // A concurrent confirmation, cancellation or new request of the same user waits here, then reads the result.
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${found.userId} FOR UPDATE`;
      const request = await tx.emailChangeRequest.findUnique({ where: { tokenHash } });
      if (!request) throw new AppError('LINK_INVALID');
      if (request.expiresAt.getTime() <= now.getTime()) throw new AppError('LINK_EXPIRED');
      requestId = request.id;
      const holder = await tx.user.findFirst({ where: { email: request.newEmail, NOT: { id: request.userId } }, select: { id: true } });
      if (holder) {
        await tx.emailChangeRequest.delete({ where: { id: request.id } });
        return { status: 'taken' };
      }
      const user = await tx.user.findUniqueOrThrow({
        where: { id: request.userId },
        select: { email: true, firstName: true, interfaceLanguage: true },
      });
      const newEmail = request.newEmail.toLowerCase();
      await tx.user.update({ where: { id: request.userId }, data: { email: newEmail, emailVerifiedAt: now } });
      await tx.emailChangeRequest.delete({ where: { id: request.id } });
      // Both were mailed to the old address: they must not act on the account any more.
      await tx.passwordResetToken.deleteMany({ where: { userId: request.userId } });
      await tx.emailVerificationToken.deleteMany({ where: { userId: request.userId } });
      for (const topic of [mailTopic.passwordReset, mailTopic.verifyEmail, mailTopic.emailChange]) await dropTopicMails(tx, topic(request.userId));
      // The old address had this account's trial (docs/billing-api.md#one-trial-per-address).
      await recordTrialFingerprint(tx, deps.secretKey, user.email);
      await recordAudit(tx, {
        action: 'profile.email_change.confirmed',
        actorId: request.userId,
        ip: deps.ip,
        metadata: { oldEmailHash: emailHash(user.email), newEmailHash: emailHash(newEmail) },
      });
      // The notice to the old address commits with the change (docs/mail.md).
      await queueMail(tx, {
        ...renderMail({
          kind: 'emailChangeNotice',
          to: user.email,
          locale: user.interfaceLanguage,
          name: user.firstName,
          vars: { newEmail, oldEmail: user.email },
          paragraphs: [{ key: 'notYou' }],
        }),
        ownerId: request.userId,
      });
      const confirmed = {
        userId: request.userId,
        oldEmail: user.email,
        newEmail,
        firstName: user.firstName,
        interfaceLanguage: user.interfaceLanguage,
      };
      return { status: 'changed', confirmed };
    });
  } catch (error) {
    // Someone registered with the address between the check and the update: the unique index is the final judge.
    if (!isUniqueViolation(error)) throw error;
    if (requestId !== null) await deps.prisma.emailChangeRequest.deleteMany({ where: { id: requestId } });
    outcome = { status: 'taken' };
  }
  if (outcome.status === 'taken') throw new AppError('EMAIL_CHANGE_ADDRESS_TAKEN');
  await deps.outbox.wake();
  return { email: outcome.confirmed.newEmail };
}
