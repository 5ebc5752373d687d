import { describe, expect, it } from 'vitest';
import { LOCALES } from '@praxiform/domain';
import { formatDuration, formatEuros, formatPercent, type TDurationUnit } from './format';
import { formatMoney } from './pricing-math';

const UNITS: TDurationUnit[] = ['hour', 'day', 'month', 'year'];

describe('formatDuration', () => {
  it.each(LOCALES)('writes every duration in %s as CLDR does (Intl.NumberFormat, long unit style)', (locale) => {
    for (const unit of UNITS) {
      const cldr = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
      for (const count of [...Array.from({ length: 1201 }, (_, index) => index), 2.5, 12_345])
        expect(formatDuration(locale, count, unit)).toBe(cldr.format(count));
    }
  });

  it('gives the plural of the language', () => {
    expect(formatDuration('fr', 13, 'month')).toBe('13\u00a0mois');
    expect(formatDuration('fr', 2, 'year')).toBe('2 ans');
    expect(formatDuration('en', 1, 'day')).toBe('1 day');
    expect(formatDuration('nl', 2, 'day')).toBe('2 dagen');
  });

  it.each(LOCALES)('writes every amount in euros in %s as CLDR does, whole or to the cent', (locale) => {
    const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const cents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (let cent = 0; cent <= 200_000; cent++) {
      const amount = cent / 100;
      expect(formatEuros(locale, amount, 2)).toBe(cents.format(amount));
      if (cent % 100 === 0) expect(formatEuros(locale, amount, 0)).toBe(whole.format(amount));
    }
    for (const amount of [12_345, 1_234_567.5, 99_999_999.99]) expect(formatEuros(locale, amount, 2)).toBe(cents.format(amount));
  });

  it.each(LOCALES)('writes every whole percentage in %s as CLDR does', (locale) => {
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    for (let hundredth = 0; hundredth <= 100; hundredth++) expect(formatPercent(locale, hundredth / 100)).toBe(percent.format(hundredth / 100));
  });

  it('leaves other currencies and negative amounts to Intl', () => {
    expect(formatEuros('fr', -5, 0)).toBeNull();
    expect(formatMoney('en', 2900, 'JPY')).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'JPY', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(2900),
    );
    expect(formatMoney('fr', 29, 'EUR')).toBe('29\u00a0€');
  });
});
