// Announcements: the banner of the practitioner app, written by administrators (docs/announcements-api.md,
// docs/product.md#validation). Title and body in French are required; English and Dutch are optional and fall back
// to French.
import { z } from 'zod';
import type { TLocale } from './constants';
import { ZId } from './inputs';

export const ANNOUNCEMENT_LEVELS = ['info', 'warning'] as const;
export type TAnnouncementLevel = (typeof ANNOUNCEMENT_LEVELS)[number];
/**
 * Who sees an announcement (docs/announcements-api.md#audience): every account; the accounts created before it went up
 * (the later of its start and the moment it was written: for feature news, which a newer account already found in
 * place); a running trial; a paid subscription (active, or canceled until the paid period ends); administrators.
 */
export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'before', 'trial', 'paying', 'administrators'] as const;
export type TAnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_LIMITS = { titleMax: 150, bodyMax: 2000 } as const;

/** Control characters other than tab and newlines, and bidi overrides: refused in an announcement's texts. */
const UNSAFE_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !UNSAFE_TEXT.test(v), 'TEXT_UNSAFE_CHARACTERS');

const ZTitleText = text(ANNOUNCEMENT_LIMITS.titleMax, 'ANNOUNCEMENT_TITLE_TOO_LONG');
const ZBodyText = text(ANNOUNCEMENT_LIMITS.bodyMax, 'ANNOUNCEMENT_BODY_TOO_LONG');
const ZTitle = ZTitleText.pipe(z.string().min(1, 'REQUIRED'));
const ZBody = ZBodyText.pipe(z.string().min(1, 'REQUIRED'));
/** Optional translation: an empty text counts as none (the French is shown). */
const optional = (schema: typeof ZTitleText) => schema.nullish().transform((v) => (v ? v : null));

/** An instant with its offset (ISO 8601, as `Date.toISOString()` writes it). */
const ZInstant = z
  .string()
  .datetime({ offset: true, message: 'DATE_INVALID' })
  .transform((v) => new Date(v));

export const ZAnnouncementInput = z
  .object({
    title: ZTitle,
    body: ZBody,
    titleEn: optional(ZTitleText),
    bodyEn: optional(ZBodyText),
    titleNl: optional(ZTitleText),
    bodyNl: optional(ZBodyText),
    level: z.enum(ANNOUNCEMENT_LEVELS).default('info'),
    /** Omitted: everyone (on update too, like the level: an update replaces it). */
    audience: z.enum(ANNOUNCEMENT_AUDIENCES).default('everyone'),
    /** Omitted: from now. */
    startsAt: ZInstant.optional(),
    /** Omitted or null: no end. Must be after startsAt. */
    endsAt: ZInstant.nullish(),
  })
  .superRefine((value, ctx) => {
    // zod runs this refinement even when a date failed its own check (then still a string, not transformed): compare
    // only dates, else a TypeError's message reached the client (the security battery, issue 16).
    const start = value.startsAt ?? new Date();
    if (!(start instanceof Date) || !(value.endsAt instanceof Date)) return;
    if (value.endsAt.getTime() <= start.getTime()) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['endsAt'], message: 'ANNOUNCEMENT_END_BEFORE_START' });
    }
  });
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

export const ZAnnouncementUpdateInput = z.intersection(z.object({ id: ZId }), ZAnnouncementInput);
export const ZAnnouncementSetActiveInput = z.object({ id: ZId, active: z.boolean() });

/** The texts of an announcement in one language: each one translated when written, else the French. */
export function announcementTexts(
  row: { title: string; body: string; titleEn: string | null; bodyEn: string | null; titleNl: string | null; bodyNl: string | null },
  locale: TLocale,
): { title: string; body: string } {
  const translated = locale === 'en' ? [row.titleEn, row.bodyEn] : locale === 'nl' ? [row.titleNl, row.bodyNl] : [null, null];
  return { title: translated[0] ?? row.title, body: translated[1] ?? row.body };
}
