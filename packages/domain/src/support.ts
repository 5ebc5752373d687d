// Support tickets: the inputs the server and the SPA share (docs/product.md#validation, #constants; procedures in
// docs/support-api.md).
import { z } from 'zod';
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, SUPPORT_SUBJECT_MAX, SUPPORT_SUBJECT_MIN, type TLocale } from './constants';
import { TICKET_CATEGORIES, TICKET_STATUSES } from './enums';
import { ZId, ZPage } from './inputs';

/** Control characters other than tab and newlines, and bidi overrides: refused in a ticket's texts. */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

export const ZTicketCategory = z.enum(TICKET_CATEGORIES);
export const ZTicketStatus = z.enum(TICKET_STATUSES);

export const ZSupportSubject = z
  .string()
  .trim()
  .min(SUPPORT_SUBJECT_MIN, 'SUPPORT_SUBJECT_TOO_SHORT')
  .max(SUPPORT_SUBJECT_MAX, 'SUPPORT_SUBJECT_TOO_LONG')
  .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');

export const ZSupportMessage = z
  .string()
  .trim()
  .min(SUPPORT_MESSAGE_MIN, 'SUPPORT_MESSAGE_TOO_SHORT')
  .max(SUPPORT_MESSAGE_MAX, 'SUPPORT_MESSAGE_TOO_LONG')
  .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');

/** The id of a picture uploaded first through POST /api/files (docs/files.md). */
export const ZAttachmentId = z.string().uuid('SUPPORT_ATTACHMENT_INVALID').nullish();

export const ZSupportListInput = z.object({ status: ZTicketStatus.optional() }).default({});
export const ZSupportCreateInput = z.object({
  category: ZTicketCategory,
  subject: ZSupportSubject,
  message: ZSupportMessage,
  attachmentId: ZAttachmentId,
});
export type TSupportCreateInput = z.input<typeof ZSupportCreateInput>;
export const ZSupportReplyInput = z.object({ id: ZId, message: ZSupportMessage, attachmentId: ZAttachmentId });
export type TSupportReplyInput = z.input<typeof ZSupportReplyInput>;

/** admin.support.list: every ticket, filtered; `search` matches the reference or the user's email. */
export const ZAdminSupportListInput = z
  .object({
    status: ZTicketStatus.optional(),
    category: ZTicketCategory.optional(),
    search: z.string().trim().max(200).optional(),
    ...ZPage,
  })
  .default({ page: 1, pageSize: 20 });

/** The practitioner's page of one ticket, as a support mail links to it. */
export function supportTicketPath(locale: TLocale, ticketId: number): string {
  return `/${locale}/support?ticket=${ticketId}`;
}
