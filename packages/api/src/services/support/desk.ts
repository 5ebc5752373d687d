// The support desk (/admin/support, /admin/support/{id}; docs/support-api.md): every ticket, the conversation with the
// user's context, reply (notification and mail to the practitioner), resolve, close, reopen. Every action is audited.
import type { Prisma } from '@praxiform/db';
import { effectiveStatus, fullName, supportTicketPath, type TTicketCategory, type TTicketStatus } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { queueMail, type TMailDelivery } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import type { DbClient } from '../shared/db-client';
import { recordAudit, type TAuditAction } from '../audit/audit-log';
import { addTicketMessage, assertOwnUpload, lockTicket } from './messages';
import {
  ticketMessageSelect,
  ticketSummarySelect,
  toTicketMessage,
  toTicketSummary,
  type TDeskTicket,
  type TDeskTicketDetail,
  type TTicketSummary,
} from './views';

type TDeps = Pick<Context, 'prisma'>;
type TAuditDeps = Pick<Context, 'prisma' | 'ip'>;
type TAdmin = Pick<TActor, 'id'>;

const userSelect = { id: true, firstName: true, lastName: true, email: true } as const;
const toUser = (u: { id: number; firstName: string; lastName: string; email: string } | null) =>
  u ? { id: u.id, name: fullName(u), email: u.email } : null;

/** admin.support.list: last activity first; `search` is a reference (SUP-…) or part of the user's email. */
export async function listDeskTickets(
  deps: TDeps,
  _actor: TAdmin,
  input: { status?: TTicketStatus; category?: TTicketCategory; search?: string; page: number; pageSize: number },
): Promise<{ total: number; page: number; pageSize: number; tickets: TDeskTicket[] }> {
  const search = input.search?.trim();
  const where: Prisma.SupportTicketWhereInput = {
    ...(input.status ? { status: input.status } : {}),
    ...(input.category ? { category: input.category } : {}),
    ...(search
      ? { OR: [{ reference: { equals: search.toUpperCase() } }, { user: { email: { contains: search.toLowerCase(), mode: 'insensitive' } } }] }
      : {}),
  };
  const [total, rows] = await Promise.all([
    deps.prisma.supportTicket.count({ where }),
    deps.prisma.supportTicket.findMany({
      where,
      select: { ...ticketSummarySelect, user: { select: userSelect } },
      orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  return { total, page: input.page, pageSize: input.pageSize, tickets: rows.map((r) => ({ ...toTicketSummary(r), user: toUser(r.user) })) };
}

/** admin.support.get: the conversation and who wrote it (name, email, role, subscription). */
export async function getDeskTicket(deps: TDeps, _actor: TAdmin, input: { id: number }): Promise<TDeskTicketDetail> {
  const ticket = await deps.prisma.supportTicket.findUnique({
    where: { id: input.id },
    select: {
      ...ticketSummarySelect,
      user: {
        select: {
          ...userSelect,
          role: true,
          isAdministrator: true,
          blocked: true,
          interfaceLanguage: true,
          createdAt: true,
          subscription: { select: { status: true, plan: true, trialEndsAt: true, currentPeriodEnd: true, cancelAtPeriodEnd: true } },
        },
      },
      messages: { select: ticketMessageSelect, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  });
  if (!ticket) throw new AppError('NOT_FOUND');
  const { user, messages, ...summary } = ticket;
  return {
    ...toTicketSummary(summary),
    user: toUser(user),
    messages: messages.map((m) => toTicketMessage(m, true)),
    userContext: {
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      isAdministrator: user.isAdministrator,
      blocked: user.blocked,
      interfaceLanguage: user.interfaceLanguage,
      createdAt: user.createdAt.toISOString(),
      subscriptionStatus: effectiveStatus(user.subscription),
      subscriptionPlan: user.subscription?.plan ?? null,
    },
  };
}

type TReplied = {
  ticket: ReturnType<typeof toTicketSummary>;
  recipient: { email: string; firstName: string; interfaceLanguage: 'fr' | 'en' | 'nl'; emailNotifications: boolean };
};

/**
 * admin.support.reply: the desk's message, an in-app notification (support_reply, with the ticket) for the
 * practitioner, and a mail in their language when their notification preference (users.email_notifications) is on.
 * A closed ticket refuses it (reopen first); a resolved one stays resolved.
 */
export async function replyAsSupport(
  deps: Pick<Context, 'prisma' | 'ip' | 'outbox' | 'appUrl'>,
  actor: TAdmin,
  input: { id: number; message: string; attachmentId?: string | null },
  now = new Date(),
): Promise<{ ticket: TReplied['ticket']; mail: TMailDelivery | null }> {
  const replied = await deps.prisma.$transaction(async (tx) => {
    const locked = await lockTicket(tx, input.id);
    if (!locked) throw new AppError('NOT_FOUND');
    if (locked.status === 'closed') throw new AppError('TICKET_CLOSED');
    const attachmentId = await assertOwnUpload(tx, actor.id, input.attachmentId);
    await addTicketMessage(tx, { ticketId: locked.id, authorId: actor.id, fromSupport: true, body: input.message, attachmentId }, now);
    const ticket = await tx.supportTicket.findUniqueOrThrow({
      where: { id: locked.id },
      select: { ...ticketSummarySelect, user: { select: { email: true, firstName: true, interfaceLanguage: true, emailNotifications: true } } },
    });
    await tx.notification.create({
      data: { userId: locked.userId, kind: 'support_reply', ticketId: locked.id, formName: ticket.subject, createdAt: now },
    });
    await recordAudit(tx, {
      action: 'support.replied',
      actorId: actor.id,
      userId: locked.userId,
      ip: deps.ip,
      metadata: { ticketId: locked.id, reference: ticket.reference, attachment: attachmentId !== null },
    });
    const { user, ...summary } = ticket;
    const replied = { ticket: toTicketSummary(summary), recipient: user };
    return { ticket: replied.ticket, mail: await queueReplyMail(tx, deps, actor, replied) };
  });
  if (replied.mail) await deps.outbox.wake();
  return replied;
}

/** The practitioner's mail, queued with the reply (docs/mail.md) when their notification preference is on; else null. */
async function queueReplyMail(
  db: DbClient,
  deps: Pick<Context, 'appUrl'>,
  actor: TAdmin,
  { ticket, recipient }: TReplied,
): Promise<TMailDelivery | null> {
  if (!recipient.emailNotifications) return null;
  const locale = recipient.interfaceLanguage;
  const mail = renderMail({
    kind: 'supportReply',
    to: recipient.email,
    locale,
    name: recipient.firstName,
    actionUrl: `${deps.appUrl}${supportTicketPath(locale, ticket.id)}`,
    vars: { subject: ticket.subject, reference: ticket.reference },
  });
  return queueMail(db, { ...mail, ownerId: actor.id });
}

const STATUS_ACTIONS = {
  resolved: 'support.resolved',
  closed: 'support.closed',
  open: 'support.reopened',
} as const satisfies Record<TTicketStatus, TAuditAction>;

/** admin.support.resolve, close, reopen: the ticket's new status, audited (also when it already had it). */
export async function setTicketStatus(deps: TAuditDeps, actor: TAdmin, input: { id: number; status: TTicketStatus }): Promise<TTicketSummary> {
  const { status } = input;
  return deps.prisma.$transaction(async (tx) => {
    const locked = await lockTicket(tx, input.id);
    if (!locked) throw new AppError('NOT_FOUND');
    const ticket = await tx.supportTicket.update({ where: { id: locked.id }, data: { status }, select: ticketSummarySelect });
    await recordAudit(tx, {
      action: STATUS_ACTIONS[status],
      actorId: actor.id,
      userId: locked.userId,
      ip: deps.ip,
      metadata: { ticketId: locked.id, reference: ticket.reference, from: locked.status },
    });
    return toTicketSummary(ticket);
  });
}
