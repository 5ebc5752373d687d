// Locale-aware formatting for the public pages: durations with correct plurals, percentages, dates (the plans' amounts:
// pricing-math.ts formatMoney, in the Stripe Price's currency).
import type { TLocale } from '@praxiform/domain';

export type TDurationUnit = 'hour' | 'day' | 'month' | 'year';

/** "13 mois", "13 months", "13 maanden": Intl picks the plural, so translations never hard-code it. */
export function formatDuration(locale: TLocale, value: number, unit: TDurationUnit): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

export function formatPercent(locale: TLocale, ratio: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}

/** A calendar date (YYYY-MM-DD) in the locale's long style; read in UTC so it never shifts by a day. */
export function formatCalendarDate(locale: TLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
