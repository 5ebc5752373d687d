// mail.status and mail.resend (docs/mail.md, "What the screens are told"): the sender of a mail follows its delivery
// and sends again one that failed for good. Only the mail's owner (who caused it) sees it; anyone else gets NOT_FOUND.
import type { TMailState } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { TMailDelivery } from '../../mail/outbox';
import type { DbClient } from '../shared/db-client';

/** What a resend needs to know of a mail (requeueFailedMail). */
export const RESENDABLE_SELECT = { id: true, kind: true, status: true, submissionId: true, createdAt: true, topic: true } as const;
export type TResendableMail = { id: string; kind: string; status: string; submissionId: number | null; createdAt: Date; topic: string | null };

async function findOwnMail(deps: Pick<Context, 'prisma'>, actor: Pick<TActor, 'id'>, id: string) {
  const mail = await deps.prisma.mailOutbox.findFirst({
    where: { id, ownerId: actor.id },
    select: { ...RESENDABLE_SELECT, sentAt: true, failedAt: true },
  });
  if (!mail) throw new AppError('NOT_FOUND');
  return mail;
}

export async function mailState(deps: Pick<Context, 'prisma'>, actor: Pick<TActor, 'id'>, input: { id: string }): Promise<TMailState> {
  const mail = await findOwnMail(deps, actor, input.id);
  return { id: mail.id, status: mail.status, sentAt: mail.sentAt?.toISOString() ?? null, failedAt: mail.failedAt?.toISOString() ?? null };
}

/**
 * Whether the link a mail of this topic carries still works (docs/mail.md, "Replaced links"): the invitation still open,
 * the change of address still pending, the reset or verification link unused and not expired. A newer mail of the
 * topic already replaced this one (queueMail drops it), so only the link's own life is left to check.
 */
async function topicLinkWorks(db: DbClient, topic: string, now: Date): Promise<boolean> {
  const [kind, idText] = topic.split(':');
  const id = Number(idText);
  if (!Number.isSafeInteger(id)) return false;
  const live = { expiresAt: { gt: now } };
  switch (kind) {
    case 'cabinetInvite':
      return (await db.cabinetInvite.count({ where: { id, acceptedAt: null, declinedAt: null, revokedAt: null, ...live } })) > 0;
    case 'emailChange':
      return (await db.emailChangeRequest.count({ where: { userId: id, ...live } })) > 0;
    case 'passwordReset':
      return (await db.passwordResetToken.count({ where: { userId: id, usedAt: null, ...live } })) > 0;
    case 'verifyEmail':
      return (await db.emailVerificationToken.count({ where: { userId: id, usedAt: null, ...live } })) > 0;
    default:
      return false;
  }
}

/**
 * A mail that failed for good goes again: queued at once, with a new 24-hour window of retries. Anything else is
 * CONFLICT (queued or sending: it is on its way; sent: delivered). A form link's mail only while it is its
 * submission's newest mail and the link was not opened or completed since: an older mail carries a link that no
 * longer works; a mail with a topic only while its link still works (topicLinkWorks). On the caller's client (its transaction); the caller wakes the outbox after the commit. Shared by the
 * owner's mail.resend and the administrators' admin.mails.resend.
 */
export async function requeueFailedMail(db: DbClient, mail: TResendableMail, now = new Date()): Promise<void> {
  if (mail.status !== 'failed') throw new AppError('CONFLICT');
  if (mail.topic !== null && !(await topicLinkWorks(db, mail.topic, now))) throw new AppError('CONFLICT');
  if (mail.kind === 'formInvitation') {
    if (mail.submissionId === null) throw new AppError('CONFLICT');
    const [submission, newer] = await Promise.all([
      db.submission.findUnique({ where: { id: mail.submissionId }, select: { status: true } }),
      db.mailOutbox.count({ where: { submissionId: mail.submissionId, kind: 'formInvitation', createdAt: { gt: mail.createdAt } } }),
    ]);
    if (submission?.status !== 'draft' || newer > 0) throw new AppError('CONFLICT');
  }
  // Conditional on the state: two resends at once queue it once.
  const { count } = await db.mailOutbox.updateMany({
    where: { id: mail.id, status: 'failed' },
    data: { status: 'queued', attempts: 0, nextAttemptAt: now, createdAt: now, failedAt: null, lastError: null },
  });
  if (count === 0) throw new AppError('CONFLICT');
}

/** mail.resend: the owner sends again a mail of theirs that failed for good (requeueFailedMail). */
export async function resendMail(deps: Pick<Context, 'prisma' | 'outbox'>, actor: Pick<TActor, 'id'>, input: { id: string }): Promise<TMailDelivery> {
  const mail = await findOwnMail(deps, actor, input.id);
  await requeueFailedMail(deps.prisma, mail);
  await deps.outbox.wake();
  return { id: mail.id, status: 'queued' };
}
