// billing.checkout, billing.portal, billing.cancel and billing.resume (docs/billing-api.md#procedures). Stripe is
// called outside any transaction (its webhook for the same change may arrive meanwhile and lock the same row).
import type Stripe from 'stripe';
import { effectiveStatus, trialCarriedUntil, type TSubscriptionPlan } from '@praxiform/domain';
import type { ApiDeps, Context, TActor, TBillingConfig } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { applyStripeSubscription, LIVE_AT_STRIPE } from './apply';
import { billingStatusOf, findSubscription } from './status';
import { callStripe, idempotencyScope, isResourceMissing, stripeErrorLog, stripeFailure, stripeFor } from './stripe-client';
import type { TBillingStatus } from './views';

type TDeps = Pick<ApiDeps, 'prisma' | 'billing' | 'logger' | 'appUrl' | 'secretKey'> & Pick<Context, 'ip' | 'locale'>;
type TCustomerActor = Pick<TActor, 'id' | 'email' | 'firstName' | 'lastName'>;

function requireBilling(deps: Pick<ApiDeps, 'billing'>): TBillingConfig {
  if (!deps.billing) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return deps.billing;
}

/** Creates the user's Stripe customer and stores it, unless another request stored one first (that one is kept). */
async function createCustomer(deps: TDeps, config: TBillingConfig, actor: TCustomerActor, replacing: string | null): Promise<string> {
  const scope = idempotencyScope(config, deps.secretKey);
  // The account's creation instant tells this user from another one given the same id (a database reset or
  // restored within Stripe's 24 hours of idempotency).
  const { createdAt } = await deps.prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { createdAt: true } });
  const customer = await callStripe(deps.logger, 'customers.create', () =>
    stripeFor(config).customers.create(
      { email: actor.email, name: `${actor.firstName} ${actor.lastName}`, metadata: { userId: String(actor.id) } },
      // Two checkouts at once create one customer (and store it once, below); a replacement gets a key of its own.
      { idempotencyKey: `praxiform-customer-${scope}-${actor.id}-${createdAt.getTime()}-${replacing ?? 'first'}` },
    ),
  );
  await deps.prisma.subscription.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, status: 'none', stripeCustomerId: customer.id },
    update: {},
  });
  await deps.prisma.subscription.updateMany({
    where: { userId: actor.id, stripeCustomerId: replacing },
    data: { stripeCustomerId: customer.id },
  });
  const stored = await findSubscription(deps.prisma, actor.id);
  return stored?.stripeCustomerId ?? customer.id;
}

/**
 * The user's Stripe customer: created once (subscriptions.stripe_customer_id) at the first checkout, and created again
 * when Stripe no longer knows the stored one (keys switched from test to live, a database restored, a customer
 * deleted in the dashboard): the old id stays in the audit row `billing.customer_replaced`.
 */
async function customerOf(deps: TDeps, config: TBillingConfig, actor: TCustomerActor): Promise<string> {
  const row = await findSubscription(deps.prisma, actor.id);
  const stored = row?.stripeCustomerId ?? null;
  if (!stored) return createCustomer(deps, config, actor, null);
  let missing: boolean;
  try {
    const customer = await stripeFor(config).customers.retrieve(stored);
    missing = customer.deleted === true;
  } catch (error) {
    if (!isResourceMissing(error)) stripeFailure(deps.logger, 'customers.retrieve', error);
    missing = true;
  }
  if (!missing) return stored;
  const replacement = await createCustomer(deps, config, actor, stored);
  // The old customer's subscription went with it: nothing at Stripe to resume or to read again.
  await deps.prisma.subscription.updateMany({
    where: { userId: actor.id, stripeCustomerId: replacement, status: { in: ['none', 'expired'] } },
    data: { stripeSubscriptionId: null, stripeStatus: null },
  });
  await recordAudit(deps.prisma, {
    action: 'billing.customer_replaced',
    actorId: actor.id,
    ip: deps.ip,
    metadata: { previous: stored, customer: replacement, reason: 'resource_missing' },
  });
  deps.logger.warn({ userId: actor.id, previous: stored, customer: replacement }, 'stripe customer missing: replaced');
  return replacement;
}

async function portalSession(deps: TDeps, config: TBillingConfig, customer: string): Promise<string> {
  const session = await callStripe(deps.logger, 'billingPortal.sessions.create', () =>
    stripeFor(config).billingPortal.sessions.create({
      customer,
      return_url: `${deps.appUrl}/${deps.locale}/profile#subscription`,
      locale: deps.locale,
    }),
  );
  return session.url;
}

/** The customer's open Checkout sessions (other tabs, a double click, the back button). */
async function openSessions(deps: TDeps, config: TBillingConfig, customer: string): Promise<Stripe.Checkout.Session[]> {
  const open = await callStripe(deps.logger, 'checkout.sessions.list', () =>
    stripeFor(config).checkout.sessions.list({ customer, status: 'open', limit: 20 }),
  );
  return open.data;
}

/**
 * Expires sessions listed before the new one was created: only the newest can be paid. (Two requests at the same
 * instant each keep their own session rather than expire each other's; a second payment is then undone by the
 * webhook.)
 */
async function expireSessions(deps: TDeps, config: TBillingConfig, sessions: Stripe.Checkout.Session[]): Promise<void> {
  for (const session of sessions) {
    // Paid or expired meanwhile: nothing left to stop.
    await stripeFor(config)
      .checkout.sessions.expire(session.id)
      .catch((error: unknown) => {
        deps.logger.warn({ session: session.id, stripe: stripeErrorLog(error) }, 'stripe checkout session not expired');
      });
  }
}

export async function startCheckout(
  deps: TDeps,
  actor: TCustomerActor,
  input: { plan: TSubscriptionPlan },
  now: Date = new Date(),
): Promise<{ url: string }> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  const status = effectiveStatus(row, now);
  // Paid and running: resume (canceled) or the portal, never a second subscription.
  if (status === 'active' || status === 'canceled') throw new AppError('ALREADY_SUBSCRIBED');
  const customer = await customerOf(deps, config, actor);
  const stripe = stripeFor(config);

  // Stripe may know a subscription the app has not applied yet (a webhook on its way, a payment being confirmed):
  // the portal shows it; a second Checkout would bill twice.
  const existing = await callStripe(deps.logger, 'subscriptions.list', () => stripe.subscriptions.list({ customer, status: 'all', limit: 20 }));
  const live = existing.data.find((subscription) => LIVE_AT_STRIPE.has(subscription.status));
  if (live) {
    const url = await portalSession(deps, config, customer);
    await recordAudit(deps.prisma, {
      action: 'billing.portal_opened',
      actorId: actor.id,
      ip: deps.ip,
      metadata: { reason: 'checkout_with_subscription', subscription: live.id, stripeStatus: live.status },
    });
    return { url };
  }

  const earlier = await openSessions(deps, config, customer);
  const base = `${deps.appUrl}/${deps.locale}/subscription`;
  // Subscribing during the trial keeps its remaining days: the first payment is taken when the trial ends.
  const trialEnd = trialCarriedUntil(row, now);
  const session = await callStripe(deps.logger, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: config.prices[input.plan], quantity: 1 }],
      client_reference_id: String(actor.id),
      metadata: { userId: String(actor.id), plan: input.plan },
      subscription_data: {
        metadata: { userId: String(actor.id) },
        ...(trialEnd ? { trial_end: Math.floor(trialEnd.getTime() / 1000) } : {}),
      },
      success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/pricing`,
      locale: deps.locale,
    }),
  );
  if (!session.url) throw new AppError('PAYMENT_SESSION_FAILED');
  await expireSessions(deps, config, earlier);
  await recordAudit(deps.prisma, {
    action: 'billing.checkout_started',
    actorId: actor.id,
    ip: deps.ip,
    metadata: { plan: input.plan, session: session.id, ...(trialEnd ? { trialEnd: trialEnd.toISOString() } : {}) },
  });
  return { url: session.url };
}

export async function openPortal(deps: TDeps, actor: TCustomerActor): Promise<{ url: string }> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  if (!row?.stripeCustomerId) throw new AppError('NOT_FOUND');
  const customer = await customerOf(deps, config, actor);
  const url = await portalSession(deps, config, customer);
  await recordAudit(deps.prisma, { action: 'billing.portal_opened', actorId: actor.id, ip: deps.ip });
  return { url };
}

/**
 * What clears a scheduled cancellation. Subscriptions in flexible billing mode (every one created since
 * 2025-09-30.clover) are canceled by the portal with a `cancel_at` date and `cancel_at_period_end: false`; the app's
 * own cancel sets `cancel_at_period_end`. Stripe refuses both parameters in one request: clear whichever is set.
 */
export function resumeParams(subscription: Pick<Stripe.Subscription, 'cancel_at' | 'cancel_at_period_end'>): Stripe.SubscriptionUpdateParams {
  if (subscription.cancel_at_period_end) return { cancel_at_period_end: false };
  if (subscription.cancel_at !== null) return { cancel_at: '' };
  return { cancel_at_period_end: false };
}

async function setCancelAtPeriodEnd(deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>, cancel: boolean): Promise<TBillingStatus> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  const status = effectiveStatus(row);
  const subscriptionId = row?.stripeSubscriptionId ?? null;
  if (cancel && (status !== 'active' || !subscriptionId)) throw new AppError('SUBSCRIPTION_NOT_CANCELABLE');
  if (!cancel && (status !== 'canceled' || !subscriptionId)) throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  const stripe = stripeFor(config);
  const readAt = new Date();
  const subscription = await callStripe(deps.logger, 'subscriptions.update', async () => {
    const params = cancel ? { cancel_at_period_end: true } : resumeParams(await stripe.subscriptions.retrieve(subscriptionId as string));
    return stripe.subscriptions.update(subscriptionId as string, params);
  });
  await deps.prisma.$transaction(async (tx) => {
    // The same locks in the same order as the webhook (users, then subscriptions): taken the other way round, a webhook
    // about this user arriving meanwhile deadlocked with this transaction (apply.ts may update the user's role).
    await tx.$queryRaw`SELECT id FROM users WHERE id = ${actor.id} FOR UPDATE`;
    await tx.$queryRaw`SELECT id FROM subscriptions WHERE user_id = ${actor.id} FOR UPDATE`;
    await applyStripeSubscription(tx, config, actor.id, subscription, {
      cause: cancel ? 'billing.cancel' : 'billing.resume',
      audit: false,
      readAt,
    });
    await recordAudit(tx, {
      action: cancel ? 'billing.canceled' : 'billing.resumed',
      actorId: actor.id,
      ip: deps.ip,
      metadata: { subscription: subscription.id },
    });
  });
  const stored = await findSubscription(deps.prisma, actor.id);
  return billingStatusOf(stored, { configured: true, isAdministrator: actor.isAdministrator });
}

export const cancelSubscription = (deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>): Promise<TBillingStatus> =>
  setCancelAtPeriodEnd(deps, actor, true);
export const resumeSubscription = (deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>): Promise<TBillingStatus> =>
  setCancelAtPeriodEnd(deps, actor, false);
