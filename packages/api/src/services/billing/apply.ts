// A Stripe subscription's own state written onto the user's subscriptions row and role (docs/billing-api.md#states).
// Both the webhook and cancel/resume go through here, so whichever arrives last leaves the row as Stripe has it.
import type Stripe from 'stripe';
import { roleForStatus, SUBSCRIPTION_PLANS, type TSubscriptionPlan, type TSubscriptionStatus } from '@praxiform/domain';
import type { TBillingConfig } from '../../context';
import { recordAudit } from '../audit/audit-log';
import type { DbClient } from '../shared/db-client';

/**
 * Stripe's statuses that pay for the service, and those that ended it. The others change nothing: `incomplete` (a
 * first payment still to confirm: 3-D Secure, a SEPA debit), `incomplete_expired` (that payment never came: nothing
 * was paid, so a running trial goes on) and `paused`.
 */
const PAYING = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due']);
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'unpaid']);
/** A subscription Stripe will bill or is billing: a second one for the same customer would charge twice. */
export const LIVE_AT_STRIPE = new Set<Stripe.Subscription.Status>(['active', 'trialing', 'past_due', 'incomplete']);

export function planOfPrice(config: TBillingConfig, priceId: string | null): TSubscriptionPlan | null {
  return SUBSCRIPTION_PLANS.find((plan) => config.prices[plan] === priceId) ?? null;
}

/** The app's status for a Stripe subscription; null: leave the stored status alone. */
export function statusOfStripe(subscription: Stripe.Subscription): TSubscriptionStatus | null {
  if (PAYING.has(subscription.status)) return cancelsAtPeriodEnd(subscription) ? 'canceled' : 'active';
  if (ENDED.has(subscription.status)) return 'expired';
  return null;
}

/** Set to end with its period: cancel_at_period_end, or (the portal's way) a cancel_at date. */
export function cancelsAtPeriodEnd(subscription: Stripe.Subscription): boolean {
  return subscription.cancel_at_period_end || subscription.cancel_at !== null;
}

/** In recent API versions the period lives on the items; the subscription ends with its first item's period. */
export function periodEndOf(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items.data[0];
  const end = subscription.cancel_at ?? item?.current_period_end ?? null;
  return end === null ? null : new Date(end * 1000);
}

/**
 * Whether a renewal payment failed, read from the subscription's latest invoice (not from which event arrived): open
 * after an attempt on a subscription that is running → true; paid → false; otherwise (a first payment still to
 * confirm, a draft) undefined, leaving the mark as it is.
 */
export function paymentFailedOf(subscription: Stripe.Subscription, latestInvoice: Stripe.Invoice | null): boolean | undefined {
  if (!latestInvoice) return undefined;
  if (latestInvoice.status === 'paid') return false;
  if (latestInvoice.status === 'open' && latestInvoice.attempted && subscription.status !== 'incomplete') return true;
  return undefined;
}

export const customerIdOf = (customer: string | { id: string } | null): string | null =>
  customer === null ? null : typeof customer === 'string' ? customer : customer.id;

type TStoredRow = {
  status: TSubscriptionStatus;
  stripeSubscriptionId: string | null;
  paymentFailedAt: Date | null;
  stripeSyncedAt: Date | null;
};

export type TApplyOptions = {
  /**
   * The failed-payment mark as the subscription's latest invoice says it (`paymentFailedOf`): true sets it, false
   * clears it, undefined leaves it.
   */
  paymentFailed?: boolean;
  /** What caused it, for the audit row (an event type, or a procedure). */
  cause: string;
  eventId?: string;
  /**
   * When `subscription` was read from Stripe (before the call). A read older than the one last applied changes
   * nothing: two events read Stripe outside the transaction and may reach the row in the other order.
   */
  readAt: Date;
  /** false: the caller writes its own audit row (billing.canceled, billing.resumed). */
  audit?: boolean;
  now?: Date;
};

/**
 * Writes `subscription` onto user `userId`'s row (created if missing) and the role its status gives. The caller holds
 * the user's row, then the subscription's (SELECT … FOR UPDATE, in that order everywhere) in its transaction. A
 * subscription other than the stored one only replaces it when it pays (a new subscription after an old one ended); an
 * old one's late events change nothing.
 */
export async function applyStripeSubscription(
  db: DbClient,
  config: TBillingConfig,
  userId: number,
  subscription: Stripe.Subscription,
  options: TApplyOptions,
): Promise<{ changed: boolean; status: TSubscriptionStatus }> {
  const now = options.now ?? new Date();
  const stored: TStoredRow | null = await db.subscription.findUnique({
    where: { userId },
    select: { status: true, stripeSubscriptionId: true, paymentFailedAt: true, stripeSyncedAt: true },
  });
  const unchanged = { changed: false, status: stored?.status ?? 'none' } as const;
  if (stored?.stripeSyncedAt && options.readAt < stored.stripeSyncedAt) return unchanged;
  const mapped = statusOfStripe(subscription);
  const other = stored?.stripeSubscriptionId != null && stored.stripeSubscriptionId !== subscription.id;
  // Another subscription than the stored one: its end changes nothing; one awaiting its first payment is followed
  // only while the stored one no longer pays (a new subscription after the old one ended).
  const storedPays = stored?.status === 'active' || stored?.status === 'canceled';
  if (other && (mapped === 'expired' || (mapped === null && (subscription.status !== 'incomplete' || storedPays)))) return unchanged;

  const from = stored?.status ?? 'none';
  const status = mapped ?? from;
  const priceId = subscription.items.data[0]?.price.id ?? null;
  const paymentFailedAt =
    status === 'expired' || options.paymentFailed === false
      ? null
      : options.paymentFailed === true
        ? (stored?.paymentFailedAt ?? now)
        : (stored?.paymentFailedAt ?? null);
  const data = {
    status,
    plan: planOfPrice(config, priceId),
    stripeSubscriptionId: subscription.id,
    stripeStatus: subscription.status,
    stripePriceId: priceId,
    currentPeriodEnd: periodEndOf(subscription),
    cancelAtPeriodEnd: PAYING.has(subscription.status) && cancelsAtPeriodEnd(subscription),
    paymentFailedAt,
    stripeSyncedAt: options.readAt,
  };
  await db.subscription.upsert({ where: { userId }, create: { userId, ...data }, update: data });

  const changed = status !== from;
  if (changed) {
    const role = roleForStatus(status);
    // As the sweep does: an administrator's role stays as the administration set it (is_administrator never changes).
    if (role) await db.user.updateMany({ where: { id: userId, isAdministrator: false }, data: { role } });
  }
  const paymentNewlyFailed = options.paymentFailed === true && stored?.paymentFailedAt == null && paymentFailedAt !== null;
  if (options.audit !== false && (changed || paymentNewlyFailed)) {
    await recordAudit(db, {
      action: changed ? 'billing.subscription_changed' : 'billing.payment_failed',
      actorId: null,
      userId,
      ip: null,
      metadata: {
        from,
        to: status,
        stripeStatus: subscription.status,
        subscription: subscription.id,
        cause: options.cause,
        ...(options.eventId ? { event: options.eventId } : {}),
      },
    });
  }
  return { changed, status };
}
