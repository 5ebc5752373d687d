// Plan arithmetic from the fetched Stripe amounts: major units, monthly equivalent, savings against monthly, best value.
import { describe, expect, it } from 'vitest';
import { bestValuePlan, formatMoney, planOffers, type TPlanPrice } from './pricing-math';

const PLANS: TPlanPrice[] = [
  { plan: 'monthly', months: 1, amount: 2900, currency: 'eur' },
  { plan: 'quarterly', months: 3, amount: 7900, currency: 'eur' },
  { plan: 'yearly', months: 12, amount: 29000, currency: 'eur' },
];

describe('planOffers', () => {
  it('reads minor units in the currency as Stripe counts them: 2900 eur is 29 EUR, 2900 jpy is 2900 JPY', () => {
    expect(planOffers([{ plan: 'monthly', months: 1, amount: 2900, currency: 'jpy' }])[0]).toMatchObject({ price: 2900, currency: 'JPY' });
    expect(planOffers([{ plan: 'monthly', months: 1, amount: 2900, currency: 'kwd' }])[0]).toMatchObject({ price: 2.9, currency: 'KWD' });
    expect(planOffers(PLANS)[0]).toMatchObject({ plan: 'monthly', price: 29, currency: 'EUR', perMonth: 29, savings: 0, savingsRatio: 0 });
  });

  it('computes the monthly equivalent and the savings of longer plans', () => {
    const [, quarterly, yearly] = planOffers(PLANS);
    expect(quarterly).toMatchObject({ price: 79, perMonth: 26.33, savings: 8, savingsRatio: 0.09 });
    expect(yearly).toMatchObject({ price: 290, perMonth: 24.17, savings: 58, savingsRatio: 0.16 });
  });

  it('follows other amounts (no number of the code)', () => {
    const offers = planOffers([
      { plan: 'monthly', months: 1, amount: 1000, currency: 'eur' },
      { plan: 'yearly', months: 12, amount: 9000, currency: 'eur' },
    ]);
    expect(offers[1]).toMatchObject({ price: 90, perMonth: 7.5, savings: 30, savingsRatio: 0.25 });
  });

  it('leaves out unpriced plans and compares nothing without a monthly price', () => {
    expect(planOffers(PLANS.map((plan) => ({ ...plan, amount: null, currency: null })))).toEqual([]);
    expect(planOffers(PLANS.slice(1)).map((offer) => offer.savings)).toEqual([0, 0]);
  });

  it('highlights the plan with the best ratio', () => {
    expect(bestValuePlan(planOffers(PLANS))).toBe('yearly');
    expect(bestValuePlan([])).toBeUndefined();
  });

  it('formats whole amounts without decimals and others with two', () => {
    const normalize = (text: string) => text.replace(/\s/g, ' ');
    expect(normalize(formatMoney('fr', 29, 'EUR'))).toBe('29 €');
    expect(formatMoney('en', 24.17, 'EUR')).toBe('€24.17');
    expect(normalize(formatMoney('nl', 290, 'EUR'))).toBe('€ 290');
  });
});
