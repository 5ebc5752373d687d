// POST /api/webhooks/stripe (docs/billing-api.md#webhook): the signature checked on the raw body; the objects read again
// from Stripe at the pinned API version (an event's payload is rendered at its endpoint's version, whatever the SDK's),
// outside any transaction; then, in one short transaction under the user's row lock, the event id recorded once and
// what Stripe said applied, unless a newer read was applied first.
import type Stripe from 'stripe';
import type { ApiDeps } from '../../context';
import { recordAudit } from '../audit/audit-log';
import { applyStripeSubscription, customerIdOf, LIVE_AT_STRIPE, paymentFailedOf } from './apply';
import { stripeErrorLog, stripeFor } from './stripe-client';

/** Stripe's signature tolerance: a signed timestamp older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;
type THandledEvent = (typeof HANDLED_EVENTS)[number];
const isHandled = (type: string): type is THandledEvent => (HANDLED_EVENTS as readonly string[]).includes(type);

export type TWebhookAnswer = { status: number; body: { received: boolean; outcome: string } };

/** Whose subscription an event is about, read from Stripe (never from the payload's version-dependent shape). */
type TTarget = { objectId: string; subscriptionId: string | null; customerId: string | null; userIdHint: number | null };

const userIdFrom = (value: string | null | undefined): number | null => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/**
 * The target of an event. Checkout sessions and subscriptions carry their ids in the same place at every API version;
 * an invoice's subscription moved (`subscription` before 2025-03-31.basil, `parent.subscription_details` since), so the
 * invoice is read again through the SDK, which speaks the pinned version.
 */
async function targetOf(stripe: Stripe, event: Stripe.Event): Promise<TTarget | null> {
  const object = event.data.object as unknown as { id?: unknown; object?: unknown };
  const id = typeof object.id === 'string' ? object.id : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        objectId: session.id,
        subscriptionId: idOf(session.subscription),
        customerId: customerIdOf(session.customer),
        userIdHint: userIdFrom(session.client_reference_id) ?? userIdFrom(session.metadata?.userId),
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        objectId: subscription.id,
        subscriptionId: subscription.id,
        customerId: customerIdOf(subscription.customer),
        userIdHint: userIdFrom(subscription.metadata?.userId),
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      if (!id) return null;
      const invoice = await stripe.invoices.retrieve(id);
      const details = invoice.parent?.subscription_details ?? null;
      return {
        objectId: id,
        subscriptionId: idOf(details?.subscription),
        customerId: idOf(invoice.customer),
        userIdHint: userIdFrom(details?.metadata?.userId),
      };
    }
    default:
      return null;
  }
}

/** What was read from Stripe for an event, before the transaction. */
type TRead = { subscription: Stripe.Subscription; paymentFailed: boolean | undefined; readAt: Date };

async function readSubscription(stripe: Stripe, subscriptionId: string): Promise<TRead> {
  const readAt = new Date();
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const latestId = idOf(subscription.latest_invoice);
  const latestInvoice = latestId ? await stripe.invoices.retrieve(latestId) : null;
  return { subscription, paymentFailed: paymentFailedOf(subscription, latestInvoice), readAt };
}

/** The user a Stripe customer (or, before the customer id is stored, the ids the app put in metadata) belongs to. */
async function findUserId(deps: Pick<ApiDeps, 'prisma'>, target: TTarget): Promise<number | null> {
  if (target.customerId) {
    const row = await deps.prisma.subscription.findUnique({ where: { stripeCustomerId: target.customerId }, select: { userId: true } });
    if (row) return row.userId;
  }
  if (target.userIdHint === null) return null;
  const user = await deps.prisma.user.findUnique({ where: { id: target.userIdHint }, select: { id: true } });
  return user?.id ?? null;
}

/**
 * A second subscription for a user whose stored one Stripe still bills (two Checkout sessions both paid): canceled at
 * once, its first payment refunded, an audit row written. Returns true when `read` was such a duplicate.
 */
async function cancelDuplicate(deps: Pick<ApiDeps, 'prisma' | 'logger'>, stripe: Stripe, userId: number, read: TRead): Promise<boolean> {
  const { subscription } = read;
  if (!LIVE_AT_STRIPE.has(subscription.status)) return false;
  const row = await deps.prisma.subscription.findUnique({ where: { userId }, select: { stripeSubscriptionId: true } });
  const storedId = row?.stripeSubscriptionId ?? null;
  if (!storedId || storedId === subscription.id) return false;
  const stored = await stripe.subscriptions.retrieve(storedId).catch(() => null);
  if (!stored || !LIVE_AT_STRIPE.has(stored.status) || stored.created > subscription.created) return false;

  await stripe.subscriptions.cancel(subscription.id, { cancellation_details: { comment: 'Duplicate subscription (Praxiform)' } });
  const refunds: string[] = [];
  const invoiceId = idOf(subscription.latest_invoice);
  if (invoiceId) {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    for (const payment of invoice.payments?.data ?? []) {
      if (payment.status !== 'paid') continue;
      const paymentIntent = idOf(payment.payment.payment_intent);
      const charge = idOf(payment.payment.charge);
      if (!paymentIntent && !charge) continue;
      const refund = await stripe.refunds.create(paymentIntent ? { payment_intent: paymentIntent } : { charge: charge as string }, {
        idempotencyKey: `praxiform-duplicate-refund-${subscription.id}-${payment.id}`,
      });
      refunds.push(refund.id);
    }
  }
  await recordAudit(deps.prisma, {
    action: 'billing.duplicate_canceled',
    actorId: null,
    userId,
    ip: null,
    metadata: { subscription: subscription.id, kept: storedId, refunds },
  });
  deps.logger.warn({ userId, subscription: subscription.id, kept: storedId, refunds: refunds.length }, 'stripe: duplicate subscription canceled');
  return true;
}

export async function handleStripeWebhook(
  deps: Pick<ApiDeps, 'prisma' | 'billing' | 'logger'>,
  rawBody: Buffer | string,
  signature: string | string[] | undefined,
): Promise<TWebhookAnswer> {
  const config = deps.billing;
  if (!config) return { status: 503, body: { received: false, outcome: 'PAYMENTS_NOT_CONFIGURED' } };
  const stripe = stripeFor(config);
  let event: Stripe.Event;
  try {
    if (!signature) throw new Error('no Stripe-Signature header');
    event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch (error) {
    deps.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'stripe webhook refused: bad signature');
    return { status: 400, body: { received: false, outcome: 'INVALID_SIGNATURE' } };
  }
  if (!isHandled(event.type)) return { status: 200, body: { received: true, outcome: 'ignored' } };

  try {
    // A delivery already recorded: nothing to read again.
    if (await deps.prisma.stripeEvent.findUnique({ where: { id: event.id }, select: { id: true } }))
      return { status: 200, body: { received: true, outcome: 'duplicate' } };

    // Stripe first, outside any transaction. A failure here stores nothing: the answer is 500 and Stripe retries.
    const target = await targetOf(stripe, event);
    const userId = target?.subscriptionId ? await findUserId(deps, target) : null;
    const read = target?.subscriptionId && userId !== null ? await readSubscription(stripe, target.subscriptionId) : null;
    const duplicate = read && userId !== null ? await cancelDuplicate(deps, stripe, userId, read) : false;

    const outcome = await deps.prisma.$transaction(async (tx) => {
      // The event id decides: a second delivery (or ten at once) waits here for the first to commit, then skips.
      const inserted = await tx.$executeRaw`
        INSERT INTO stripe_events (id, type, object_id, processed_at) VALUES (${event.id}, ${event.type}, ${target?.objectId ?? null}, now())
        ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0) return 'duplicate';
      // Understood and not ours to apply: a one-off invoice, a payment-mode session.
      if (!target?.subscriptionId) return 'no-subscription';
      if (userId === null || !read) {
        deps.logger.warn({ event: event.id, type: event.type, customer: target.customerId }, 'stripe webhook: no user for this customer');
        return 'unknown-customer';
      }
      if (duplicate) return 'duplicate-subscription-canceled';
      // The user's row, locked: events about one user apply one after the other; a read older than the last applied
      // one changes nothing (apply.ts).
      await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
      await tx.$queryRaw`SELECT id FROM subscriptions WHERE user_id = ${userId} FOR UPDATE`;
      if (target.customerId) {
        await tx.subscription.upsert({ where: { userId }, create: { userId, status: 'none', stripeCustomerId: target.customerId }, update: {} });
        await tx.subscription.updateMany({ where: { userId, stripeCustomerId: null }, data: { stripeCustomerId: target.customerId } });
      }
      const applied = await applyStripeSubscription(tx, config, userId, read.subscription, {
        cause: event.type,
        eventId: event.id,
        readAt: read.readAt,
        ...(read.paymentFailed === undefined ? {} : { paymentFailed: read.paymentFailed }),
      });
      return applied.changed ? `applied:${applied.status}` : 'applied';
    });
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    // Nothing was stored: Stripe retries the event later.
    deps.logger.error({ event: event.id, type: event.type, stripe: stripeErrorLog(error) }, 'stripe webhook failed');
    return { status: 500, body: { received: false, outcome: 'FAILED' } };
  }
}
