// Patients, submissions and notifications: rules shared by the server and the SPA (docs/product.md#states, #validation, #constants).
import { z } from 'zod';
import { NOTES_MAX } from './constants';
import { ZEmail, ZLocale, ZPersonName, ZPhone } from './auth';
import { isCalendarDay } from './dates';
import { SUBMISSION_STATUSES } from './enums';

/** Control characters other than tab and newlines, angle brackets (markup) and NUL: refused in free text kept in a file. */
const UNSAFE_TEXT = /[<>\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const optionalText = <T extends z.ZodType<string>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

export const ZPatientNotes = z
  .string()
  .max(NOTES_MAX, 'NOTES_TOO_LONG')
  .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');
export const ZPatientAddress = z
  .string()
  .trim()
  .max(300, 'ADDRESS_TOO_LONG')
  .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');

/** Create and update payload of a patient: names and email required; empty optional strings count as absent. */
export const ZPatientInput = z.object({
  firstName: ZPersonName,
  lastName: ZPersonName,
  email: ZEmail,
  phone: optionalText(ZPhone),
  address: optionalText(ZPatientAddress),
  notes: optionalText(ZPatientNotes),
  preferredLanguage: ZLocale.default('fr'),
});
export type TPatientInput = z.input<typeof ZPatientInput>;

export const ZSubmissionStatus = z.enum(SUBMISSION_STATUSES);

/** The longest a link may stay open, and the default when the practitioner picks no date. */
export const LINK_DEFAULT_DAYS = 30;
export const LINK_MAX_DAYS = 365;
/** The home overview lists the open links that expire within this many days, so they can be resent in time. */
export const LINK_EXPIRING_SOON_DAYS = 3;
export const INSTRUCTIONS_MAX = 2000;

export const ZInstructions = optionalText(
  z
    .string()
    .trim()
    .max(INSTRUCTIONS_MAX, 'INSTRUCTIONS_TOO_LONG')
    .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS'),
);
/** A calendar day (YYYY-MM-DD); the link works until the end of that day (Europe/Paris is not assumed: 23:59:59.999 UTC). */
export const ZExpiryDate = z.string().refine(isCalendarDay, 'DATE_INVALID');

export function expiryFromDate(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}

/** How a link reaches the patient: mailed by us (status sent) or only created for the practitioner to copy (draft). */
export const DELIVERIES = ['email', 'link'] as const;
export const ZDelivery = z.enum(DELIVERIES);

/**
 * A mailed link's reminder (docs/forms-api.md#reminders): one mail this many days before the link expires, while the
 * patient has not answered; 0 sends none.
 */
export const REMINDER_DAYS = [0, 1, 2, 3] as const;
export type TReminderDays = (typeof REMINDER_DAYS)[number];
export const REMINDER_DEFAULT_DAYS: TReminderDays = 2;
export const ZReminderDays = z.literal(REMINDER_DAYS);
/** A submission's stored reminder days as one of the choices (anything else: none). */
export function reminderDaysOf(stored: number): TReminderDays {
  return REMINDER_DAYS.find((days) => days === stored) ?? 0;
}

/** Statuses still waiting for answers: the link works until it expires. */
export const OPEN_SUBMISSION_STATUSES = ['draft', 'sent', 'pending', 'anonymous'] as const;

/** Generic link placeholders a mailing tool replaces (docs/product.md#validation). */
export const GENERIC_LINK_PLACEHOLDERS = ['PRENOM', 'NOM', 'EMAIL'] as const;
