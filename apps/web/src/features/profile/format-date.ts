// Dates of the profile (stored in UTC) shown in the active locale.
import type { TLocale } from '@praxiform/domain';

export function formatDate(locale: TLocale, value: string | Date | null | undefined, withTime = false): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle: 'long', timeStyle: 'short' } : { dateStyle: 'long' }).format(date);
}
