// POST /api/webhooks/stripe (docs/billing-api.md#webhook): the signature checked on the raw body, each event id applied
// once in the same transaction as its effect, and the subscription re-read from Stripe under the row's lock so that
// events arriving late or out of order leave the row as Stripe has it now.
import type Stripe from 'stripe';
import type { ApiDeps } from '../../context';
import { applyStripeSubscription, customerIdOf } from './apply';
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

/** What an event says about whose subscription it is. */
type TTarget = { objectId: string; subscriptionId: string | null; customerId: string | null; userIdHint: number | null };

const userIdFrom = (value: string | null | undefined): number | null => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

function targetOf(event: Stripe.Event): TTarget | null {
  const object = event.data.object as unknown as Record<string, unknown> & { id: string };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      return {
        objectId: session.id,
        subscriptionId: typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null),
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
      const invoice = event.data.object;
      const subscription = invoice.parent?.subscription_details?.subscription ?? null;
      return {
        objectId: invoice.id ?? object.id,
        subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
        customerId: customerIdOf(invoice.customer),
        userIdHint: userIdFrom(invoice.parent?.subscription_details?.metadata?.userId),
      };
    }
    default:
      return null;
  }
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
  const target = targetOf(event);

  try {
    const outcome = await deps.prisma.$transaction(
      async (tx) => {
        // The event id decides: a second delivery (or ten at once) waits here for the first to commit, then skips.
        const inserted = await tx.$executeRaw`
          INSERT INTO stripe_events (id, type, object_id, processed_at) VALUES (${event.id}, ${event.type}, ${target?.objectId ?? null}, now())
          ON CONFLICT (id) DO NOTHING`;
        if (inserted === 0) return 'duplicate';
        if (!target?.subscriptionId) return 'no-subscription';

        // The user's row, locked: events about one user apply one after the other, each reading Stripe afresh.
        const byCustomer = target.customerId
          ? await tx.$queryRaw<{ user_id: number }[]>`SELECT user_id FROM subscriptions WHERE stripe_customer_id = ${target.customerId} FOR UPDATE`
          : [];
        let userId = byCustomer[0]?.user_id ?? null;
        if (userId === null && target.userIdHint !== null) {
          const byHint = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${target.userIdHint} FOR UPDATE`;
          userId = byHint[0]?.id ?? null;
          if (userId !== null) {
            await tx.$queryRaw`SELECT id FROM subscriptions WHERE user_id = ${userId} FOR UPDATE`;
            if (target.customerId)
              await tx.subscription.upsert({
                where: { userId },
                create: { userId, status: 'none', stripeCustomerId: target.customerId },
                update: {},
              });
            if (target.customerId)
              await tx.subscription.updateMany({ where: { userId, stripeCustomerId: null }, data: { stripeCustomerId: target.customerId } });
          }
        }
        if (userId === null) {
          deps.logger.warn({ event: event.id, type: event.type, customer: target.customerId }, 'stripe webhook: no user for this customer');
          return 'unknown-customer';
        }

        const subscription = await stripe.subscriptions.retrieve(target.subscriptionId);
        const paymentFailed = event.type === 'invoice.payment_failed' ? true : event.type === 'invoice.paid' ? false : undefined;
        const applied = await applyStripeSubscription(tx, config, userId, subscription, {
          cause: event.type,
          eventId: event.id,
          ...(paymentFailed === undefined ? {} : { paymentFailed }),
        });
        return applied.changed ? `applied:${applied.status}` : 'applied';
      },
      { timeout: 30_000, maxWait: 30_000 },
    );
    return { status: 200, body: { received: true, outcome } };
  } catch (error) {
    // Nothing was stored: Stripe retries the event later.
    deps.logger.error({ event: event.id, type: event.type, stripe: stripeErrorLog(error) }, 'stripe webhook failed');
    return { status: 500, body: { received: false, outcome: 'FAILED' } };
  }
}
