// Plan arithmetic: monthly equivalent and savings follow PLAN_PRICES_EUR and PLAN_MONTHS.
import { describe, expect, it } from 'vitest';
import { PLAN_MONTHS, PLAN_PRICES_EUR } from '@praxiform/domain';
import { bestValuePlan, planOffer, planOffers } from './pricing-math';

describe('planOffer', () => {
  it('has no savings for the monthly plan', () => {
    expect(planOffer('monthly')).toMatchObject({ price: PLAN_PRICES_EUR.monthly, months: 1, savings: 0, savingsRatio: 0 });
  });

  it('computes the monthly equivalent and savings of longer plans', () => {
    for (const plan of ['quarterly', 'yearly'] as const) {
      const offer = planOffer(plan);
      const monthlyCost = PLAN_PRICES_EUR.monthly * PLAN_MONTHS[plan];
      expect(offer.perMonth).toBeCloseTo(PLAN_PRICES_EUR[plan] / PLAN_MONTHS[plan], 2);
      expect(offer.savings).toBeCloseTo(monthlyCost - PLAN_PRICES_EUR[plan], 2);
      expect(offer.savingsRatio).toBeLessThanOrEqual((monthlyCost - PLAN_PRICES_EUR[plan]) / monthlyCost);
    }
  });

  it('highlights the plan with the best ratio', () => {
    const offers = planOffers();
    const best = [...offers].sort((a, b) => b.savingsRatio - a.savingsRatio)[0];
    expect(bestValuePlan(offers)).toBe(best?.plan);
  });
});
