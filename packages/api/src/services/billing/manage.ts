// billing.checkout, billing.portal, billing.cancel and billing.resume (docs/billing-api.md#procedures). Stripe is
// called outside any transaction (its webhook for the same change may arrive meanwhile and lock the same row).
import { effectiveStatus, type TSubscriptionPlan } from '@praxiform/domain';
import type { ApiDeps, Context, TActor, TBillingConfig } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { applyStripeSubscription } from './apply';
import { billingStatusOf, findSubscription } from './status';
import { callStripe, stripeFor } from './stripe-client';
import type { TBillingStatus } from './views';

type TDeps = Pick<ApiDeps, 'prisma' | 'billing' | 'logger' | 'appUrl'> & Pick<Context, 'ip' | 'locale'>;

function requireBilling(deps: Pick<ApiDeps, 'billing'>): TBillingConfig {
  if (!deps.billing) throw new AppError('PAYMENTS_NOT_CONFIGURED');
  return deps.billing;
}

/** The user's Stripe customer, created once (and stored in subscriptions.stripe_customer_id) the first time. */
async function customerOf(deps: TDeps, config: TBillingConfig, actor: Pick<TActor, 'id' | 'email' | 'firstName' | 'lastName'>): Promise<string> {
  const row = await findSubscription(deps.prisma, actor.id);
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const customer = await callStripe(deps.logger, 'customers.create', () =>
    stripeFor(config).customers.create(
      { email: actor.email, name: `${actor.firstName} ${actor.lastName}`, metadata: { userId: String(actor.id) } },
      // Two checkouts at once create one customer at Stripe (and store it once, below).
      { idempotencyKey: `praxiform-customer-${actor.id}` },
    ),
  );
  await deps.prisma.subscription.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, status: 'none', stripeCustomerId: customer.id },
    update: {},
  });
  await deps.prisma.subscription.updateMany({ where: { userId: actor.id, stripeCustomerId: null }, data: { stripeCustomerId: customer.id } });
  const stored = await findSubscription(deps.prisma, actor.id);
  return stored?.stripeCustomerId ?? customer.id;
}

export async function startCheckout(
  deps: TDeps,
  actor: Pick<TActor, 'id' | 'email' | 'firstName' | 'lastName'>,
  input: { plan: TSubscriptionPlan },
): Promise<{ url: string }> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  const status = effectiveStatus(row);
  // Paid and running: resume (canceled) or the portal, never a second subscription.
  if (status === 'active' || status === 'canceled') throw new AppError('ALREADY_SUBSCRIBED');
  const customer = await customerOf(deps, config, actor);
  const base = `${deps.appUrl}/${deps.locale}/subscription`;
  const session = await callStripe(deps.logger, 'checkout.sessions.create', () =>
    stripeFor(config).checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: config.prices[input.plan], quantity: 1 }],
      client_reference_id: String(actor.id),
      metadata: { userId: String(actor.id), plan: input.plan },
      subscription_data: { metadata: { userId: String(actor.id) } },
      success_url: `${base}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/pricing`,
      locale: deps.locale,
    }),
  );
  if (!session.url) throw new AppError('PAYMENT_SESSION_FAILED');
  await recordAudit(deps.prisma, {
    action: 'billing.checkout_started',
    actorId: actor.id,
    ip: deps.ip,
    metadata: { plan: input.plan, session: session.id },
  });
  return { url: session.url };
}

export async function openPortal(deps: TDeps, actor: Pick<TActor, 'id'>): Promise<{ url: string }> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  if (!row?.stripeCustomerId) throw new AppError('NOT_FOUND');
  const customer = row.stripeCustomerId;
  const session = await callStripe(deps.logger, 'billingPortal.sessions.create', () =>
    stripeFor(config).billingPortal.sessions.create({
      customer,
      return_url: `${deps.appUrl}/${deps.locale}/profile#subscription`,
      locale: deps.locale,
    }),
  );
  await recordAudit(deps.prisma, { action: 'billing.portal_opened', actorId: actor.id, ip: deps.ip });
  return { url: session.url };
}

async function setCancelAtPeriodEnd(deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>, cancel: boolean): Promise<TBillingStatus> {
  const config = requireBilling(deps);
  const row = await findSubscription(deps.prisma, actor.id);
  const status = effectiveStatus(row);
  const subscriptionId = row?.stripeSubscriptionId ?? null;
  if (cancel && (status !== 'active' || !subscriptionId)) throw new AppError('SUBSCRIPTION_NOT_CANCELABLE');
  if (!cancel && (status !== 'canceled' || !subscriptionId)) throw new AppError('SUBSCRIPTION_NOT_RESUMABLE');
  const subscription = await callStripe(deps.logger, 'subscriptions.update', () =>
    stripeFor(config).subscriptions.update(subscriptionId as string, { cancel_at_period_end: cancel }),
  );
  await deps.prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM subscriptions WHERE user_id = ${actor.id} FOR UPDATE`;
    await applyStripeSubscription(tx, config, actor.id, subscription, { cause: cancel ? 'billing.cancel' : 'billing.resume', audit: false });
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

export const cancelSubscription = (deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>) => setCancelAtPeriodEnd(deps, actor, true);
export const resumeSubscription = (deps: TDeps, actor: Pick<TActor, 'id' | 'isAdministrator'>) => setCancelAtPeriodEnd(deps, actor, false);
