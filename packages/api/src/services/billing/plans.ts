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
    return { configured: false, plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })) };
  }
  const cached = cache.get(config);
  if (cached && now.getTime() - cached.at < PRICE_CACHE_MS) return { configured: true, plans: cached.plans };
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
    return { configured: true, plans };
  } catch (error) {
    // The page still lists the plans (without amounts); the next call asks Stripe again.
    deps.logger.error({ stripe: stripeErrorLog(error) }, 'stripe prices could not be read');
    return { configured: true, plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })) };
  }
}

/** Forgets the cached prices (tests). */
export function forgetPrices(config: TBillingConfig): void {
  cache.delete(config);
}
