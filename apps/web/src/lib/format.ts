// Display helpers: names, dates (stored in UTC, shown in the locale), scores, calendar days.
import type { TLocale } from '@praxiform/domain';

export { fullName } from '@praxiform/domain';

function validDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "12 mars 2026" (or "12 mars 2026, 14:05" with the time); the profile shows the `long` style ("12 mars 2026"). */
export function formatDate(
  locale: TLocale,
  value: string | Date | null | undefined,
  withTime = false,
  dateStyle: 'medium' | 'long' = 'medium',
): string | null {
  const date = validDate(value);
  if (!date) return null;
  return new Intl.DateTimeFormat(locale, withTime ? { dateStyle, timeStyle: 'short' } : { dateStyle }).format(date);
}

/** A calendar day answer (YYYY-MM-DD) in the locale, read in UTC so it never shifts by a day. */
export function formatDay(locale: TLocale, day: string): string {
  const date = validDate(`${day}T00:00:00Z`);
  return date ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date) : day;
}

/** "12 / 20" when the form is scored and answered, else null. */
export function scoreText(submission: { scoringEnabled: boolean; score: number | null; scoreMax: number | null }): string | null {
  if (!submission.scoringEnabled || submission.score === null) return null;
  return submission.scoreMax === null ? String(submission.score) : `${submission.score} / ${submission.scoreMax}`;
}

/** The local calendar day `days` after `from`, as YYYY-MM-DD (the value of an <input type="date">). */
export function dayAfter(from: Date, days: number): string {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
