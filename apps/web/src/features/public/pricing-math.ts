// What each plan costs per month and saves against paying monthly, from PLAN_PRICES_EUR and PLAN_MONTHS.
import { PLAN_MONTHS, PLAN_PRICES_EUR, SUBSCRIPTION_PLANS, type TSubscriptionPlan } from '@praxiform/domain';

export type TPlanOffer = {
  plan: TSubscriptionPlan;
  price: number;
  months: number;
  /** Price divided by the months covered, rounded to the cent. */
  perMonth: number;
  /** Euros saved over the period against the monthly plan (0 for monthly). */
  savings: number;
  /** Savings as a share of the monthly cost, rounded down so the page never overstates it. */
  savingsRatio: number;
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

export function planOffer(plan: TSubscriptionPlan): TPlanOffer {
  const price = PLAN_PRICES_EUR[plan];
  const months = PLAN_MONTHS[plan];
  const monthlyCost = PLAN_PRICES_EUR.monthly * months;
  const savings = Math.max(0, roundCents(monthlyCost - price));
  return {
    plan,
    price,
    months,
    perMonth: roundCents(price / months),
    savings,
    savingsRatio: Math.floor((savings / monthlyCost) * 100) / 100,
  };
}

export function planOffers(): TPlanOffer[] {
  return SUBSCRIPTION_PLANS.map(planOffer);
}

/** The plan with the largest savings ratio, highlighted as the best value. */
export function bestValuePlan(offers: readonly TPlanOffer[]): TSubscriptionPlan | undefined {
  let best: TPlanOffer | undefined;
  for (const offer of offers) if (offer.savingsRatio > (best?.savingsRatio ?? 0)) best = offer;
  return best?.plan;
}
