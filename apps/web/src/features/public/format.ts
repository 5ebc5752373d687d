// Locale-aware formatting for the public pages: euro prices, durations with correct plurals, dates.
import type { TLocale } from '@praxiform/domain';

/** Whole amounts without decimals ("29 €"), others with two ("24,17 €"). */
export function formatEuros(locale: TLocale, amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

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
