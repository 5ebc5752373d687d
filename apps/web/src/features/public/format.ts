// Locale-aware formatting for the public pages: durations with correct plurals, percentages, amounts in euros, dates
// (the plans' amounts in any currency: pricing-math.ts formatMoney, in the Stripe Price's currency).
import type { TLocale } from '@praxiform/domain';

export type TDurationUnit = 'hour' | 'day' | 'month' | 'year';

// Each unit's patterns per language, as CLDR writes them with Intl.NumberFormat's long unit style (format.test.ts
// checks the counts up to 1,200 and a few others against it; French joins most units with a no-break space). Intl itself is not used
// at run time: its first unit formatter loads the locale's unit data, 36 ms on this machine's desktop Chromium and four
// times that on a phone, paid while the landing page hydrates. A plural category missing here falls back to 'other'.
const UNIT_PATTERNS: Record<TLocale, Record<TDurationUnit, { one: string; other: string }>> = {
  fr: {
    hour: { one: '{0}\u00a0heure', other: '{0}\u00a0heures' },
    day: { one: '{0}\u00a0jour', other: '{0}\u00a0jours' },
    month: { one: '{0}\u00a0mois', other: '{0}\u00a0mois' },
    year: { one: '{0}\u00a0an', other: '{0} ans' },
  },
  en: {
    hour: { one: '{0} hour', other: '{0} hours' },
    day: { one: '{0} day', other: '{0} days' },
    month: { one: '{0} month', other: '{0} months' },
    year: { one: '{0} year', other: '{0} years' },
  },
  nl: {
    hour: { one: '{0} uur', other: '{0} uur' },
    day: { one: '{0} dag', other: '{0} dagen' },
    month: { one: '{0} maand', other: '{0} maanden' },
    year: { one: '{0} jaar', other: '{0} jaar' },
  },
};

const pluralRules = new Map<TLocale, Intl.PluralRules>();

function pluralOf(locale: TLocale, value: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(value);
}

/**
 * A count as the language writes it. An integer under 1,000 is its digits in French, English and Dutch alike; only
 * the others need Intl.NumberFormat, whose first use loads the locale's number data (30 to 60 ms here, as above).
 */
function formatCount(locale: TLocale, value: number): string {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : new Intl.NumberFormat(locale).format(value);
}

/** "13 mois", "13 months", "13 maanden": the plural follows the language's rules, so translations never hard-code it. */
export function formatDuration(locale: TLocale, value: number, unit: TDurationUnit): string {
  const patterns = UNIT_PATTERNS[locale][unit];
  return (pluralOf(locale, value) === 'one' ? patterns.one : patterns.other).replace('{0}', formatCount(locale, value));
}

// Amounts and percentages of the pricing section, in euros and in the three languages, written as CLDR writes them
// with Intl.NumberFormat (format.test.ts checks every cent up to 2,000 € and every percentage against it). The
// first Intl.NumberFormat of a page loads ICU's number data: 35 to 65 ms on this machine's desktop Chromium, four
// times that on a phone, the largest piece of script work on the landing page once its prices arrive. Other
// currencies go through Intl.
const NUMBER_SYMBOLS: Record<TLocale, { group: string; decimal: string; euros: string; percent: string }> = {
  fr: { group: '\u202f', decimal: ',', euros: '{0}\u00a0€', percent: '{0}\u00a0%' },
  en: { group: ',', decimal: '.', euros: '€{0}', percent: '{0}%' },
  nl: { group: '.', decimal: ',', euros: '€\u00a0{0}', percent: '{0}%' },
};

/** A non-negative number with 0 or 2 decimals, grouped by thousands as the language does. */
function formatDecimal(locale: TLocale, value: number, fractionDigits: 0 | 2): string {
  const { group, decimal } = NUMBER_SYMBOLS[locale];
  const [whole = '', fraction] = value.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return fraction ? `${grouped}${decimal}${fraction}` : grouped;
}

/** An amount in euros ("29 €", "€24.17", "€ 1.290"), or null when Intl must write it (another currency, a negative). */
export function formatEuros(locale: TLocale, amount: number, fractionDigits: 0 | 2): string | null {
  if (amount < 0 || !Number.isFinite(amount)) return null;
  return NUMBER_SYMBOLS[locale].euros.replace('{0}', formatDecimal(locale, amount, fractionDigits));
}

/** A ratio as a whole percentage: 0.16 is "16 %" in French, "16%" in English and Dutch. */
export function formatPercent(locale: TLocale, ratio: number): string {
  return NUMBER_SYMBOLS[locale].percent.replace('{0}', formatDecimal(locale, Math.round(ratio * 100), 0));
}

/** A calendar date (YYYY-MM-DD) in the locale's long style; read in UTC so it never shifts by a day. */
export function formatCalendarDate(locale: TLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}
