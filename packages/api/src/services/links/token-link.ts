// A submission's link: its random token (only the hash is stored), its URL, its expiry and when it stops taking answers
// (docs/forms-api.md, "send").
import { generateToken, hashToken } from '@praxiform/db';
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, LINK_TOKEN_MIN_LENGTH, OPEN_SUBMISSION_STATUSES, expiryFromDate, type TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';

const DAY_MS = 24 * 3600 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The end (UTC) of the chosen day, or of today + 30 days. The day must be between today and today + 365 days
 * (UTC calendar days): before today is EXPIRY_IN_PAST, after the last day EXPIRY_TOO_FAR (each names the rule it
 * breaks); the SPA offers the same range in its date picker.
 */
export function linkExpiry(expiresOn: string | undefined, now = new Date()): Date {
  const today = utcDay(now);
  if (expiresOn === undefined) return expiryFromDate(utcDay(new Date(now.getTime() + LINK_DEFAULT_DAYS * DAY_MS)));
  const latest = utcDay(new Date(now.getTime() + LINK_MAX_DAYS * DAY_MS));
  // Same-length ISO days compare as strings.
  if (expiresOn < today) throw new AppError('EXPIRY_IN_PAST');
  if (expiresOn > latest) throw new AppError('EXPIRY_TOO_FAR');
  return expiryFromDate(expiresOn);
}

/** 48 random bytes from the CSPRNG, base64url: 64 characters (the spec asks for at least 48). */
export function newLinkToken(): { token: string; hash: string } {
  const token = generateToken();
  if (token.length < LINK_TOKEN_MIN_LENGTH) throw new Error('link token too short');
  return { token, hash: hashToken(token) };
}

export function formUrl(appUrl: string, language: TLocale, token: string): string {
  return `${appUrl}/${language}/form/${token}`;
}

export function isWellFormedToken(token: string): boolean {
  return TOKEN.test(token);
}

/** The token's SHA-256, which is both the submission's linkTokenHash and the upload scope of its pictures. */
export function tokenHashOf(token: string): string {
  if (!isWellFormedToken(token)) throw new AppError('LINK_INVALID');
  return hashToken(token);
}

/** Persists the expiry of one open link whose date passed (public reads see it expired from now on). */
export async function persistExpiry(db: DbClient, submissionId: number): Promise<void> {
  await db.submission.updateMany({
    where: { id: submissionId, status: { in: [...OPEN_SUBMISSION_STATUSES] }, expiresAt: { lt: new Date() } },
    data: { status: 'expired' },
  });
}

/** The refusal for a link that no longer takes answers, or null while it is open. */
export function closedLinkError(
  submission: { status: string; expiresAt: Date | null },
  method: 'read' | 'submit',
): { code: 'LINK_EXPIRED' | 'LINK_ALREADY_USED' | 'FORM_ALREADY_SUBMITTED'; persistExpiry: boolean } | null {
  if (submission.status === 'completed') return { code: method === 'read' ? 'LINK_ALREADY_USED' : 'FORM_ALREADY_SUBMITTED', persistExpiry: false };
  if (submission.status === 'expired') return { code: 'LINK_EXPIRED', persistExpiry: false };
  if (submission.expiresAt && submission.expiresAt.getTime() < Date.now()) return { code: 'LINK_EXPIRED', persistExpiry: true };
  return null;
}
