// Queued mail as the screens see it (docs/mail.md): a mail is queued with the change that causes it, then delivered,
// or failed for good after a permanent refusal or 24 hours of temporary failures.
import { z } from 'zod';

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const ZMailStatus = z.enum(MAIL_STATUSES);
export type TMailStatusName = z.infer<typeof ZMailStatus>;

/** A mail a screen waits for: its id (to follow its state) and its state. */
export const ZMailDelivery = z.object({ id: z.uuid(), status: ZMailStatus });
export type TMailDeliveryView = z.infer<typeof ZMailDelivery>;

/** A mail of mine, by its id (mail.status, mail.resend). */
export const ZMailIdInput = z.object({ id: z.uuid() });

/** What the sender sees of a mail: its state, and when it was delivered or failed for good. */
export const ZMailState = ZMailDelivery.extend({ sentAt: z.string().nullable(), failedAt: z.string().nullable() });
export type TMailState = z.infer<typeof ZMailState>;
