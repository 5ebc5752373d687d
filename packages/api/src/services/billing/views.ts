// Output schemas of billing.* (docs/billing-api.md#procedures): the plans with their Stripe prices, my subscription.
import { z } from 'zod';
import { SUBSCRIPTION_PLANS } from '@praxiform/domain';
import { ZUserSubscription } from '../../auth/user-view';

export const ZBillingPlan = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  months: z.union([z.literal(1), z.literal(3), z.literal(12)]),
  /** In minor units (2900 for 29.00), read from the plan's Stripe Price; null when payments are not configured. */
  amount: z.number().int().nullable(),
  /** ISO 4217, lower case as Stripe writes it ('eur'); null when payments are not configured. */
  currency: z.string().nullable(),
});
export type TBillingPlan = z.infer<typeof ZBillingPlan>;

export const ZBillingPlans = z.object({
  configured: z.boolean(),
  /** Stripe test mode (an `sk_test_` key, or the local Stripe of `pnpm start`): no real money is charged. */
  testMode: z.boolean(),
  plans: z.array(ZBillingPlan),
});
export type TBillingPlans = z.infer<typeof ZBillingPlans>;

/**
 * My subscription as the profile's section and the pricing page show it (docs/billing-api.md#states): what the session
 * carries (auth/user-view.ts ZUserSubscription: effective status on the server's clock, trial, period, failed or pending
 * payment, entitlement, trial already used) and what only billing needs.
 */
export const ZBillingStatus = ZUserSubscription.extend({
  /** Whether Stripe is configured (checkout, portal, cancel and resume need it). */
  configured: z.boolean(),
  /** Canceled with its period still running: billing.resume restores it. */
  canResume: z.boolean(),
  /** A Stripe customer exists: billing.portal opens. */
  hasCustomer: z.boolean(),
  /** Subscribing now keeps the remaining trial days: the first payment is taken at this instant (ISO); else null. */
  trialCarriedUntil: z.string().nullable(),
});
export type TBillingStatus = z.infer<typeof ZBillingStatus>;

/** Where the browser goes next: Stripe Checkout or the customer portal. */
export const ZBillingUrl = z.object({ url: z.string() });
