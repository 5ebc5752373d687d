// The practitioner's support tickets (/support; docs/support-api.md): list, read, open, reply, mark resolved. Another
// user's ticket answers the same NOT_FOUND as an unknown id.
import { Prisma } from '@praxiform/db';
import type { TTicketStatus } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { enforceUserRateLimit } from '../security/rate-limit';
import { addTicketMessage, assertOwnUpload, lockTicket } from './messages';
import {
  ticketMessageSelect,
  ticketSummarySelect,
  toTicketMessage,
  toTicketSummary,
  type TMyTicket,
  type TMyTicketDetail,
  type TTicketSummary,
} from './views';

type TDeps = Pick<Context, 'prisma'>;
type TMe = Pick<TActor, 'id'>;

/** support.list: my tickets, last activity first, each with the number of support's messages I have not read. */
export async function listMyTickets(deps: TDeps, actor: TMe, input: { status?: TTicketStatus }): Promise<TMyTicket[]> {
  const rows = await deps.prisma.supportTicket.findMany({
    where: { userId: actor.id, ...(input.status ? { status: input.status } : {}) },
    select: { ...ticketSummarySelect, userReadAt: true },
    orderBy: [{ lastMessageAt: 'desc' }, { id: 'desc' }],
  });
  const unread = new Map<number, number>();
  if (rows.length > 0) {
    const counts = await deps.prisma.$queryRaw<{ ticket_id: number; unread: number }[]>`
      SELECT m.ticket_id, count(*)::int AS unread FROM support_messages m JOIN support_tickets t ON t.id = m.ticket_id
      WHERE t.user_id = ${actor.id} AND m.from_support AND (t.user_read_at IS NULL OR m.created_at > t.user_read_at)
        AND m.ticket_id IN (${Prisma.join(rows.map((r) => r.id))})
      GROUP BY m.ticket_id`;
    for (const row of counts) unread.set(row.ticket_id, row.unread);
  }
  return rows.map((row) => ({ ...toTicketSummary(row), unreadCount: unread.get(row.id) ?? 0 }));
}

async function findMyTicket(db: DbClient, actor: TMe, ticketId: number) {
  const ticket = await db.supportTicket.findFirst({ where: { id: ticketId, userId: actor.id }, select: ticketSummarySelect });
  if (!ticket) throw new AppError('NOT_FOUND');
  return ticket;
}

/** support.get: the conversation, oldest first; reading it marks support's replies read. */
export async function getMyTicket(deps: TDeps, actor: TMe, input: { id: number }, now = new Date()): Promise<TMyTicketDetail> {
  const ticket = await findMyTicket(deps.prisma, actor, input.id);
  const messages = await deps.prisma.supportMessage.findMany({
    where: { ticketId: ticket.id },
    select: ticketMessageSelect,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  await deps.prisma.supportTicket.update({ where: { id: ticket.id }, data: { userReadAt: now } });
  return { ...toTicketSummary(ticket), messages: messages.map((m) => toTicketMessage(m, false)) };
}

/** support.create: a new open ticket with its first message (and the picture uploaded first, if any). */
export async function createTicket(
  deps: TDeps,
  actor: TMe,
  input: { category: Prisma.SupportTicketCreateInput['category']; subject: string; message: string; attachmentId?: string | null },
  now = new Date(),
): Promise<TTicketSummary> {
  return deps.prisma.$transaction(async (tx) => {
    await enforceUserRateLimit(tx, actor, 'supportTicket', now.getTime());
    const attachmentId = await assertOwnUpload(tx, actor.id, input.attachmentId);
    const ticket = await tx.supportTicket.create({
      data: { userId: actor.id, category: input.category, subject: input.subject, lastMessageAt: now, userReadAt: now },
      select: ticketSummarySelect,
    });
    await tx.supportMessage.create({ data: { ticketId: ticket.id, authorId: actor.id, body: input.message, attachmentId, createdAt: now } });
    return toTicketSummary(ticket);
  });
}

/** support.reply: refused with TICKET_CLOSED once closed; a reply to a resolved ticket opens it again. */
export async function replyToMyTicket(
  deps: TDeps,
  actor: TMe,
  input: { id: number; message: string; attachmentId?: string | null },
  now = new Date(),
): Promise<TTicketSummary> {
  return deps.prisma.$transaction(async (tx) => {
    const locked = await lockTicket(tx, input.id);
    if (!locked || locked.userId !== actor.id) throw new AppError('NOT_FOUND');
    if (locked.status === 'closed') throw new AppError('TICKET_CLOSED');
    const attachmentId = await assertOwnUpload(tx, actor.id, input.attachmentId);
    await addTicketMessage(tx, { ticketId: locked.id, authorId: actor.id, fromSupport: false, body: input.message, attachmentId }, now);
    const ticket = await tx.supportTicket.update({
      where: { id: locked.id },
      data: { status: 'open', userReadAt: now },
      select: ticketSummarySelect,
    });
    return toTicketSummary(ticket);
  });
}

/** support.resolve: the practitioner says the question is settled (a closed ticket stays closed). */
export async function resolveMyTicket(deps: TDeps, actor: TMe, input: { id: number }): Promise<TTicketSummary> {
  return deps.prisma.$transaction(async (tx) => {
    const locked = await lockTicket(tx, input.id);
    if (!locked || locked.userId !== actor.id) throw new AppError('NOT_FOUND');
    if (locked.status === 'closed') throw new AppError('TICKET_CLOSED');
    const ticket = await tx.supportTicket.update({ where: { id: locked.id }, data: { status: 'resolved' }, select: ticketSummarySelect });
    return toTicketSummary(ticket);
  });
}
