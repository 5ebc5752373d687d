// admin.mails.failed and admin.mails.resend (docs/mail.md, "Mails that failed for good"): the administrators see every
// mail that failed for good, of any account, and send one again. They see what a list of mails shows of a recipient
// (the masked address), the relay's last answer and the times: never the address, the subject or the bodies.
import type { TAdminFailedMails, TAdminFailedMailsInput } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { TMailDelivery } from '../../mail/outbox';
import { recordAudit } from '../audit/audit-log';
import { RESENDABLE_SELECT, requeueFailedMail } from '../mail/mail-state';

/** A page of the mails that failed for good, newest failure first (index on failed_at). */
export async function listFailedMails(
  deps: Pick<Context, 'prisma'>,
  _actor: Pick<TActor, 'id'>,
  input: TAdminFailedMailsInput,
): Promise<TAdminFailedMails> {
  const where = { status: 'failed' as const, ...(input.kind ? { kind: input.kind } : {}) };
  const [rows, total] = await Promise.all([
    deps.prisma.mailOutbox.findMany({
      where,
      orderBy: [{ failedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: { id: true, kind: true, recipientMasked: true, lastError: true, attempts: true, createdAt: true, failedAt: true },
    }),
    deps.prisma.mailOutbox.count({ where }),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      recipientMasked: row.recipientMasked,
      lastError: row.lastError,
      attempts: row.attempts,
      createdAt: row.createdAt.toISOString(),
      // Every failed row has its time (the outbox writes both together); the queueing time stands in otherwise.
      failedAt: (row.failedAt ?? row.createdAt).toISOString(),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Any account's mail that failed for good goes again, exactly as its owner's mail.resend sends it (requeueFailedMail:
 * a new 24-hour window; a form link's mail only while it is its submission's newest and the link a draft; anything
 * not failed CONFLICT), audited with the administrator and the mail's kind. An unknown id is NOT_FOUND.
 */
export async function resendFailedMail(
  deps: Pick<Context, 'prisma' | 'outbox' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: { id: string },
): Promise<TMailDelivery> {
  const mail = await deps.prisma.mailOutbox.findUnique({ where: { id: input.id }, select: RESENDABLE_SELECT });
  if (!mail) throw new AppError('NOT_FOUND');
  await deps.prisma.$transaction(async (tx) => {
    await requeueFailedMail(tx, mail);
    await recordAudit(tx, {
      action: 'admin.mail.resent',
      actorId: actor.id,
      target: { type: 'mail', id: mail.id },
      ip: deps.ip,
      metadata: { kind: mail.kind },
    });
  });
  await deps.outbox.wake();
  return { id: mail.id, status: 'queued' };
}
