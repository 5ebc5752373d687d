// Queued mail as the screens see it (docs/mail.md): a mail is queued with the change that causes it, then delivered,
// or failed for good after a permanent refusal or 24 hours of temporary failures.
import { z } from 'zod';
import { ZPage } from './inputs';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatusName = z.infer<typeof ZMailStatus>;

/** The product's mails (packages/api/src/mail/render.ts renders each from the i18n "mail" namespace). */
export const MAIL_KINDS = [
  'verifyEmail',
  'emailChangeConfirm',
  'emailChangeNotice',
  'passwordReset',
  'formInvitation',
  // The reminder of a form link still open (services/submissions/link-reminders.ts).
  'formReminder',
  'formCompleted',
  'cabinetInvite',
  'cabinetInviteRegister',
  'supportReply',
  'trialReminder',
  // A sign-in from a device family not seen in 90 days (services/sessions/new-device.ts, docs/access-log.md#new-device).
  'newDeviceSignIn',
] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];

/** A mail a screen waits for: its id (to follow its state) and its state. */
export const ZMailDelivery = z.object({ id: z.uuid(), status: ZMailStatus });
export type TMailDeliveryView = z.infer<typeof ZMailDelivery>;

/** A mail of mine, by its id (mail.status, mail.resend); any mail for an administrator (admin.mails.resend). */
export const ZMailIdInput = z.object({ id: z.uuid() });

/** What the sender sees of a mail: its state, and when it was delivered or failed for good. */
export const ZMailState = ZMailDelivery.extend({ sentAt: z.string().nullable(), failedAt: z.string().nullable() });
export type TMailState = z.infer<typeof ZMailState>;

/** admin.mails.failed: the mails that failed for good, newest failure first, of one kind or all. */
export const ZAdminFailedMailsInput = z.object({ kind: z.enum(MAIL_KINDS).optional(), ...ZPage }).default({ page: 1, pageSize: 20 });
export type TAdminFailedMailsInput = z.infer<typeof ZAdminFailedMailsInput>;

/**
 * A mail that failed for good as the administrators see it: its kind, the masked recipient (`j•••@example.org`), the
 * relay's last answer (never the address) and its times; never the address, the subject or the bodies.
 */
export const ZAdminFailedMail = z.object({
  id: z.uuid(),
  /** One of MAIL_KINDS; a string, so that a row of an older kind still lists. */
  kind: z.string(),
  recipientMasked: z.string(),
  lastError: z.string().nullable(),
  attempts: z.number().int(),
  /** When its current 24-hour window began (queued, or last sent again). */
  createdAt: z.string(),
  failedAt: z.string(),
});
export type TAdminFailedMail = z.infer<typeof ZAdminFailedMail>;

export const ZAdminFailedMails = z.object({
  items: z.array(ZAdminFailedMail),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminFailedMails = z.infer<typeof ZAdminFailedMails>;
