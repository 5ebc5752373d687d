// The date of the first payment when a subscription taken during the trial kept its remaining days
// (docs/billing-api.md#procedures, trialCarriedUntil): Stripe then runs a trial that ends with the app's trial, so the
// subscription is `active` with its current period ending at the trial's end, and the first invoice falls on that date.
import type { TBillingStatus } from '../../lib/api-types';

/** Stripe's trial_end is the app's trial end to the second; a day of slack covers rounding and clocks. */
const SAME_INSTANT_MS = 24 * 60 * 60 * 1000;

const near = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) < SAME_INSTANT_MS;

/**
 * The ISO instant of the first payment for an active subscription that kept the rest of a trial, else null.
 * `carriedUntil` is the trialCarriedUntil billing.status answered before the subscription became active (null when
 * the page never saw one); without it the stored trial end stands in.
 */
export function firstPaymentOn(status: TBillingStatus, carriedUntil: string | null): string | null {
  if (status.status !== 'active') return null;
  const trialEnd = carriedUntil ?? status.trialEndsAt;
  if (!trialEnd) return null;
  if (status.currentPeriodEnd === null) return carriedUntil;
  return near(status.currentPeriodEnd, trialEnd) ? status.currentPeriodEnd : null;
}
