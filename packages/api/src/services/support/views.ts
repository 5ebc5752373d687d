// Output schemas of support.* and admin.support.* (docs/support-api.md): a ticket in a list, a conversation.
import { z } from 'zod';
import { FILE_URL_PREFIX, fullName, SUBSCRIPTION_STATUSES, TICKET_CATEGORIES, TICKET_STATUSES } from '@praxiform/domain';
import { ZUserIdentity } from '../../auth/user-view';

export const ZTicketSummary = z.object({
  id: z.number().int(),
  reference: z.string(),
  subject: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  status: z.enum(TICKET_STATUSES),
  createdAt: z.string(),
  lastMessageAt: z.string(),
});
export type TTicketSummary = z.infer<typeof ZTicketSummary>;

/** My ticket in /support's list: support's messages I have not read yet. */
export const ZMyTicket = ZTicketSummary.extend({ unreadCount: z.number().int() });
export type TMyTicket = z.infer<typeof ZMyTicket>;

export const ZTicketMessage = z.object({
  id: z.number().int(),
  fromSupport: z.boolean(),
  /** The author's name for the support desk; null on the practitioner's side for support's messages (shown as "Support"). */
  authorName: z.string().nullable(),
  body: z.string(),
  /** `/api/files/<id>`: readable by the ticket's practitioner and administrators (docs/files.md). */
  attachmentUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type TTicketMessage = z.infer<typeof ZTicketMessage>;

export const ZMyTicketDetail = ZTicketSummary.extend({ messages: z.array(ZTicketMessage) });
export type TMyTicketDetail = z.infer<typeof ZMyTicketDetail>;

export const ZTicketUser = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const ZDeskTicket = ZTicketSummary.extend({ user: ZTicketUser.nullable() });
export type TDeskTicket = z.infer<typeof ZDeskTicket>;

/** The user's context beside the conversation on /admin/support/{id}. */
export const ZDeskTicketDetail = ZDeskTicket.extend({
  messages: z.array(ZTicketMessage),
  userContext: ZUserIdentity.extend({
    blocked: z.boolean(),
    interfaceLanguage: z.string(),
    createdAt: z.string(),
    subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
    subscriptionPlan: z.string().nullable(),
  }).nullable(),
});
export type TDeskTicketDetail = z.infer<typeof ZDeskTicketDetail>;

export const ticketSummarySelect = {
  id: true,
  reference: true,
  subject: true,
  category: true,
  status: true,
  createdAt: true,
  lastMessageAt: true,
} as const;

type TSummaryRow = {
  id: number;
  reference: string;
  subject: string;
  category: TTicketSummary['category'];
  status: TTicketSummary['status'];
  createdAt: Date;
  lastMessageAt: Date;
};

export function toTicketSummary(row: TSummaryRow): TTicketSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), lastMessageAt: row.lastMessageAt.toISOString() };
}

export const ticketMessageSelect = {
  id: true,
  fromSupport: true,
  body: true,
  attachmentId: true,
  createdAt: true,
  author: { select: { firstName: true, lastName: true } },
} as const;

type TMessageRow = {
  id: number;
  fromSupport: boolean;
  body: string;
  attachmentId: string | null;
  createdAt: Date;
  author: { firstName: string; lastName: string } | null;
};

/** `forDesk`: the support desk sees who wrote each message; the practitioner sees "Support" for the desk's. */
export function toTicketMessage(row: TMessageRow, forDesk: boolean): TTicketMessage {
  const named = forDesk || !row.fromSupport;
  return {
    id: row.id,
    fromSupport: row.fromSupport,
    authorName: named && row.author ? fullName(row.author) : null,
    body: row.body,
    attachmentUrl: row.attachmentId ? `${FILE_URL_PREFIX}${row.attachmentId}` : null,
    createdAt: row.createdAt.toISOString(),
  };
}
