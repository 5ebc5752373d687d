// A form link: its random token (only the hash is stored), its URL and its expiry (docs/forms-api.md, "send").
import { generateToken, hashToken } from '@praxiform/db';
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, LINK_TOKEN_MIN_LENGTH, expiryFromDate, type TLocale } from '@praxiform/domain';
import { AppError } from '../../errors';

const DAY_MS = 24 * 3600 * 1000;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The end (UTC) of the chosen day, or of today + 30 days. The day must be between today and today + 365 days
 * (UTC calendar days), otherwise EXPIRY_IN_PAST: the SPA offers the same range in its date picker.
 */
export function linkExpiry(expiresOn: string | undefined, now = new Date()): Date {
  const today = utcDay(now);
  if (expiresOn === undefined) return expiryFromDate(utcDay(new Date(now.getTime() + LINK_DEFAULT_DAYS * DAY_MS)));
  const latest = utcDay(new Date(now.getTime() + LINK_MAX_DAYS * DAY_MS));
  // Same-length ISO days compare as strings.
  if (expiresOn < today || expiresOn > latest) throw new AppError('EXPIRY_IN_PAST');
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
