// Options of a new form link (template, instructions, expiry, language): defaults and the expiry's bounds (pure logic).
// The form on the kit: components/submissions/link-options-form.ts.
import { LINK_DEFAULT_DAYS, LINK_MAX_DAYS, type TLocale } from '@praxiform/domain';
import { dayAfter } from './format';

export type TLinkOptions = { templateId: number | null; instructions: string; expiresOn: string; language: TLocale };

export function defaultLinkOptions(language: TLocale, today: Date): TLinkOptions {
  return { templateId: null, instructions: '', expiresOn: dayAfter(today, LINK_DEFAULT_DAYS), language };
}

export function expiryBounds(today: Date): { min: string; max: string } {
  return { min: dayAfter(today, 0), max: dayAfter(today, LINK_MAX_DAYS) };
}

/**
 * The bound a calendar day (YYYY-MM-DD) breaks, as the server names it (packages/api/src/services/links/token-link.ts):
 * before today EXPIRY_IN_PAST, past a year ahead EXPIRY_TOO_FAR; null from today to a year ahead.
 */
export function expiryBoundCode(expiresOn: string, today: Date): 'EXPIRY_IN_PAST' | 'EXPIRY_TOO_FAR' | null {
  const { min, max } = expiryBounds(today);
  // YYYY-MM-DD strings compare in calendar order.
  if (expiresOn < min) return 'EXPIRY_IN_PAST';
  if (expiresOn > max) return 'EXPIRY_TOO_FAR';
  return null;
}
