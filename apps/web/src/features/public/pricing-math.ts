// What each plan costs per month and saves against paying monthly, computed from the amounts billing.plans reads from
// the Stripe Prices (docs/billing-api.md#procedures): never from numbers in the code.
import { isLocale, stripeMinorUnitDigits, type TSubscriptionPlan } from '@praxiform/domain';
import { formatEuros } from './format';

/** One plan as billing.plans answers it: amount in minor units (2900 for 29.00), currency as Stripe writes it ('eur'). */
export type TPlanPrice = { plan: TSubscriptionPlan; months: number; amount: number | null; currency: string | null };

export type TPlanOffer = {
  plan: TSubscriptionPlan;
  months: number;
  /** ISO 4217 upper case ('EUR'), for Intl. */
  currency: string;
  /** The price of the period, in major units (29 for 29.00). */
  price: number;
  /** Price divided by the months covered, rounded to the cent. */
  perMonth: number;
  /** Saved over the period against the monthly plan (0 for monthly or without a monthly price). */
  savings: number;
  /** Savings as a share of the monthly cost, rounded down so the page never overstates it. */
  savingsRatio: number;
};

const roundCents = (value: number) => Math.round(value * 100) / 100;

/**
 * The offers of priced plans (a plan without amount or currency is left out), each compared with the monthly plan
 * when that one is priced in the same currency.
 */
export function planOffers(plans: readonly TPlanPrice[]): TPlanOffer[] {
  const priced = plans.flatMap((plan) =>
    plan.amount === null || plan.currency === null
      ? []
      : [
          {
            plan: plan.plan,
            months: plan.months,
            currency: plan.currency.toUpperCase(),
            price: plan.amount / 10 ** stripeMinorUnitDigits(plan.currency),
          },
        ],
  );
  const monthly = priced.find((offer) => offer.plan === 'monthly');
  return priced.map((offer) => {
    const comparable = monthly && monthly.currency === offer.currency && offer.plan !== 'monthly';
    const monthlyCost = comparable ? monthly.price * offer.months : 0;
    const savings = comparable ? Math.max(0, roundCents(monthlyCost - offer.price)) : 0;
    return {
      ...offer,
      perMonth: roundCents(offer.price / offer.months),
      savings,
      savingsRatio: monthlyCost > 0 ? Math.floor((savings / monthlyCost) * 100) / 100 : 0,
    };
  });
}

/** The plan with the largest savings ratio, highlighted as the best value. */
export function bestValuePlan(offers: readonly TPlanOffer[]): TSubscriptionPlan | undefined {
  let best: TPlanOffer | undefined;
  for (const offer of offers) if (offer.savingsRatio > (best?.savingsRatio ?? 0)) best = offer;
  return best?.plan;
}

// A page shows up to nine amounts, rendered again on each update: each formatter is built once (building one costs far
// more than formatting with it, see format.ts).
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Whole amounts without decimals ("29 €"), others with two ("24,17 €"), in the page's language. */
export function formatMoney(locale: string, amount: number, currency: string): string {
  const whole = Number.isInteger(amount);
  const euros = currency === 'EUR' && isLocale(locale) ? formatEuros(locale, amount, whole ? 0 : 2) : null;
  if (euros !== null) return euros;
  const key = `${locale}:${currency}:${whole ? 0 : 2}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
