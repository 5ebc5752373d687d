// Data helpers of support tickets (docs/support-api.md): the picture a message may carry, adding a message.
import type { DbClient } from '../shared/db-client';
import { AppError } from '../../errors';

/**
 * A message's picture must be the author's own upload through POST /api/files (docs/files.md: type checked from the
 * bytes, 5 MB at most), never a patient's picture; anything else answers the same NOT_FOUND as an unknown id.
 */
export async function assertOwnUpload(db: DbClient, authorId: number, attachmentId: string | null | undefined): Promise<string | null> {
  if (!attachmentId) return null;
  const file = await db.storedFile.findFirst({ where: { id: attachmentId, ownerId: authorId, uploadScope: null }, select: { id: true } });
  if (!file) throw new AppError('NOT_FOUND', { details: { field: 'attachmentId' } });
  return file.id;
}

/** Adds a message and moves the ticket's last activity; the caller holds the ticket's row lock. */
export async function addTicketMessage(
  db: DbClient,
  message: { ticketId: number; authorId: number; fromSupport: boolean; body: string; attachmentId: string | null },
  now: Date,
): Promise<void> {
  await db.supportMessage.create({ data: { ...message, createdAt: now } });
  await db.supportTicket.update({ where: { id: message.ticketId }, data: { lastMessageAt: now } });
}

/** Locks the ticket's row so a reply and a status change (close) run one after the other; null when unknown. */
export async function lockTicket(db: DbClient, ticketId: number): Promise<{ id: number; userId: number; status: string } | null> {
  const rows = await db.$queryRaw<{ id: number; user_id: number; status: string }[]>`
    SELECT id, user_id, status::text AS status FROM support_tickets WHERE id = ${ticketId} FOR UPDATE`;
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, status: row.status } : null;
}
