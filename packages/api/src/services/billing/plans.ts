// billing.plans: the three plans with the amounts of their Stripe Prices, cached (docs/billing-api.md#procedures).
import { PLAN_MONTHS, SUBSCRIPTION_PLANS } from '@praxiform/domain';
import type { ApiDeps, TBillingConfig } from '../../context';
import { stripeErrorLog, stripeFor } from './stripe-client';
import type { TBillingPlan, TBillingPlans } from './views';

/** Prices change rarely; the pricing page is public: ten minutes. */
export const PRICE_CACHE_MS = 10 * 60 * 1000;

const months = (plan: TBillingPlan['plan']) => PLAN_MONTHS[plan] as TBillingPlan['months'];
const cache = new WeakMap<TBillingConfig, { at: number; plans: TBillingPlan[] }>();

export async function listPlans(deps: Pick<ApiDeps, 'billing' | 'logger'>, now: Date = new Date()): Promise<TBillingPlans> {
  const config = deps.billing;
  if (!config) {
    return {
      configured: false,
      testMode: false,
      plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })),
    };
  }
  const testMode = !config.secretKey.startsWith('sk_live_') && !config.secretKey.startsWith('rk_live_');
  const cached = cache.get(config);
  if (cached && now.getTime() - cached.at < PRICE_CACHE_MS) return { configured: true, testMode, plans: cached.plans };
  try {
    const stripe = stripeFor(config);
    const prices = await Promise.all(SUBSCRIPTION_PLANS.map((plan) => stripe.prices.retrieve(config.prices[plan])));
    const plans = SUBSCRIPTION_PLANS.map((plan, index) => ({
      plan,
      months: months(plan),
      amount: prices[index]?.unit_amount ?? null,
      currency: prices[index]?.currency ?? null,
    }));
    cache.set(config, { at: now.getTime(), plans });
    return { configured: true, testMode, plans };
  } catch (error) {
    // The page still lists the plans (without amounts); the next call asks Stripe again.
    deps.logger.error({ stripe: stripeErrorLog(error) }, 'stripe prices could not be read');
    return { configured: true, testMode, plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })) };
  }
}

/** Forgets the cached prices (tests). */
export function forgetPrices(config: TBillingConfig): void {
  cache.delete(config);
}

/** The interval each plan's Price must recur at. */
const PLAN_INTERVAL: Record<TBillingPlan['plan'], { interval: 'month' | 'year'; count: number }[]> = {
  monthly: [{ interval: 'month', count: 1 }],
  quarterly: [{ interval: 'month', count: 3 }],
  yearly: [
    { interval: 'year', count: 1 },
    { interval: 'month', count: 12 },
  ],
};

/**
 * What makes the configured Prices unusable, one line each naming the Price (read at start, docs/billing-api.md#
 * configuration): a Price without a fixed amount (tiered, customer-chosen), not recurring at its plan's interval,
 * archived, or in another currency than the monthly plan's. Stripe unreachable: logged, no problem reported (the
 * pricing page then shows the plans without amounts until it answers).
 */
export async function checkPlanPrices(config: TBillingConfig, logger: Pick<ApiDeps['logger'], 'warn'>): Promise<string[]> {
  let prices: Awaited<ReturnType<ReturnType<typeof stripeFor>['prices']['retrieve']>>[];
  try {
    const stripe = stripeFor(config);
    prices = await Promise.all(SUBSCRIPTION_PLANS.map((plan) => stripe.prices.retrieve(config.prices[plan])));
  } catch (error) {
    logger.warn({ stripe: stripeErrorLog(error) }, 'stripe prices could not be checked at start');
    return [];
  }
  const problems: string[] = [];
  const currency = prices[0]?.currency ?? null;
  SUBSCRIPTION_PLANS.forEach((plan, index) => {
    const price = prices[index];
    if (!price) return;
    const name = `STRIPE_PRICE_${plan.toUpperCase()} (${price.id})`;
    if (price.unit_amount === null)
      problems.push(`${name} has no fixed amount (a tiered or customer-chosen Price): give the plan a Price with a fixed amount.`);
    if (!price.active) problems.push(`${name} is archived in Stripe.`);
    const recurring = price.recurring;
    const expected = PLAN_INTERVAL[plan];
    if (!recurring || !expected.some((e) => e.interval === recurring.interval && e.count === recurring.interval_count)) {
      const every = expected.map((e) => `every ${e.count} ${e.interval}${e.count > 1 ? 's' : ''}`).join(' or ');
      problems.push(
        `${name} must recur ${every}${recurring ? `, not every ${recurring.interval_count} ${recurring.interval}(s)` : ' (it is a one-time Price)'}.`,
      );
    }
    if (currency !== null && price.currency !== currency)
      problems.push(
        `${name} is in ${price.currency.toUpperCase()}, the monthly plan in ${currency.toUpperCase()}: the three plans need one currency.`,
      );
  });
  return problems;
}
