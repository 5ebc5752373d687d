// The local Stripe's behaviours (docs/billing-api.md#local-stripe), driven through the real SDK as the app drives it:
// idempotent customers, deleted customers, the 48-hour trial rule, expired sessions, list filters, the portal's
// flexible-mode cancel and renew, cancel_at and cancel_at_period_end refused together, 3-D Secure and SEPA payments
// settled later, refunds, events rendered at an older endpoint version, redelivered or delivered out of order, the
// hosted pages' test banner, and the state file.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { FAKE_SECRET_KEY, FAKE_STRIPE_LEGACY_API_VERSION, FAKE_WEBHOOK_SECRET, startFakeStripe, type TFakePrice, type TFakeStripe } from '.';
import { monthlyCheckoutParams } from './checkout-params';
import { fakeTieredPrice } from './config';

const DAY = 24 * 3600;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const sdk = (fake: TFakeStripe) =>
  new Stripe(FAKE_SECRET_KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 0, telemetry: false });

const TIERED = fakeTieredPrice('JPY', 'graduated', [
  { upTo: 1, unitAmount: 500, flatAmount: null },
  { upTo: null, unitAmount: 300, flatAmount: 100 },
]);
const PRICES: TFakePrice[] = [
  { id: 'price_fake_monthly', unitAmount: 2900, currency: 'eur', interval: 'month', intervalCount: 1 },
  { id: 'price_fake_yearly', unitAmount: 29000, currency: 'eur', interval: 'year', intervalCount: 1 },
  TIERED,
];

/** A webhook endpoint that keeps what it receives, checked with the SDK's constructEvent. */
type TReceived = { body: string; event: { id: string; type: string; api_version: string; data: { object: Record<string, unknown> } } };
let receiver: Server;
let receiverUrl: string;
const received: TReceived[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      try {
        const event = Stripe.webhooks.constructEvent(
          body,
          String(req.headers['stripe-signature']),
          FAKE_WEBHOOK_SECRET,
        ) as unknown as TReceived['event'];
        received.push({ body, event });
        res.writeHead(200).end('{}');
      } catch {
        res.writeHead(400).end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const started: TFakeStripe[] = [];
async function fakeStripe(options: Partial<Parameters<typeof startFakeStripe>[0]> = {}): Promise<{ fake: TFakeStripe; stripe: Stripe }> {
  const fake = await startFakeStripe({ webhookUrl: null, prices: PRICES, ...options });
  started.push(fake);
  return { fake, stripe: sdk(fake) };
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((fake) => fake.close()));
  received.length = 0;
});

async function checkout(stripe: Stripe, customer: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) {
  return stripe.checkout.sessions.create(monthlyCheckoutParams(customer, extra));
}

async function subscribed(fake: TFakeStripe, stripe: Stripe, method: 'card' | 'card_3ds' | 'sepa_debit' = 'card') {
  const customer = await stripe.customers.create({ email: 'ana@example.test', name: 'Ana Test' });
  const session = await checkout(stripe, customer.id);
  await fake.pay(session.id, { method });
  const subscriptionId = fake.checkoutSessions.get(session.id)?.subscription as string;
  return { customer, session, subscriptionId };
}

const typesOf = (events: Stripe.Event[]) => events.map((event) => event.type);

describe('customers', () => {
  it('the same Idempotency-Key replays the same customer; other parameters with it are refused', async () => {
    const { fake, stripe } = await fakeStripe();
    const first = await stripe.customers.create({ email: 'a@example.test', metadata: { userId: '1' } }, { idempotencyKey: 'praxiform-customer-1' });
    const again = await stripe.customers.create({ email: 'a@example.test', metadata: { userId: '1' } }, { idempotencyKey: 'praxiform-customer-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.customers.size).toBe(1);
    expect(typesOf(fake.events)).toEqual(['customer.created']);
    await expect(stripe.customers.create({ email: 'b@example.test' }, { idempotencyKey: 'praxiform-customer-1' })).rejects.toMatchObject({
      type: 'StripeIdempotencyError',
      statusCode: 400,
    });
    // Without a key of its own, each create is a new customer (the SDK keys each POST itself).
    await stripe.customers.create({ email: 'a@example.test' });
    expect(fake.customers.size).toBe(2);
  });

  it('a deleted customer answers deleted: true, its subscriptions end, and it cannot check out', async () => {
    const { fake, stripe } = await fakeStripe();
    const { customer, subscriptionId } = await subscribed(fake, stripe);
    expect(await stripe.customers.del(customer.id)).toEqual({ id: customer.id, object: 'customer', deleted: true });
    const retrieved = await stripe.customers.retrieve(customer.id);
    expect(retrieved.deleted).toBe(true);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('canceled');
    expect(typesOf(fake.lastEvents)).toEqual(['customer.subscription.deleted', 'customer.deleted']);
    await expect(checkout(stripe, customer.id)).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'customer' });
    await expect(stripe.customers.retrieve('cus_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing', param: 'id' });
  });
});

describe('prices', () => {
  it('a tiered Price in any currency has no unit_amount; its tiers come when expanded', async () => {
    const { stripe } = await fakeStripe();
    const price = await stripe.prices.retrieve('price_fake_tiered');
    expect(price).toMatchObject({ unit_amount: null, unit_amount_decimal: null, billing_scheme: 'tiered', tiers_mode: 'graduated', currency: 'jpy' });
    expect(price.tiers).toBeUndefined();
    const expanded = await stripe.prices.retrieve('price_fake_tiered', { expand: ['tiers'] });
    expect(expanded.tiers?.map((tier) => tier.up_to)).toEqual([1, null]);
  });

  it('a customer-chosen amount is a one-time Price, refused in subscription mode', async () => {
    const { fake, stripe } = await fakeStripe({
      prices: [
        ...PRICES,
        {
          id: 'price_fake_gift',
          unitAmount: null,
          currency: 'eur',
          interval: 'month',
          intervalCount: 1,
          customUnitAmount: { minimum: 500, maximum: null, preset: 1000 },
        },
      ],
    });
    const price = await stripe.prices.retrieve('price_fake_gift');
    expect(price).toMatchObject({
      type: 'one_time',
      recurring: null,
      unit_amount: null,
      custom_unit_amount: { minimum: 500, maximum: null, preset: 1000 },
    });
    const customer = await stripe.customers.create({});
    await expect(checkout(stripe, customer.id, { line_items: [{ price: 'price_fake_gift', quantity: 1 }] })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(fake.checkoutSessions.size).toBe(0);
  });
});

describe('checkout', () => {
  it('refuses a trial ending less than 48 hours ahead; a later one makes a trialing subscription with a free first invoice', async () => {
    const { fake, stripe } = await fakeStripe();
    const customer = await stripe.customers.create({ email: 'trial@example.test' });
    await expect(checkout(stripe, customer.id, { subscription_data: { trial_end: nowSeconds() + 47 * 3600 } })).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
      param: 'subscription_data[trial_end]',
    });
    const trialEnd = nowSeconds() + 10 * DAY;
    const session = await checkout(stripe, customer.id, { subscription_data: { trial_end: trialEnd, metadata: { userId: '7' } } });
    const page = await (await fetch(session.url as string)).text();
    expect(page).toMatch(/Free until \d+ \w+ \d{4}, then 29\.00 EUR \/ month/);
    await fake.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'no_payment_required', url: null });
    const subscription = await stripe.subscriptions.retrieve(paid.subscription as string);
    expect(subscription).toMatchObject({ status: 'trialing', trial_end: trialEnd, billing_cycle_anchor: trialEnd });
    expect(subscription.items.data[0]).toMatchObject({ current_period_end: trialEnd });
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string, { expand: ['payments'] });
    expect(invoice).toMatchObject({ status: 'paid', amount_due: 0, amount_paid: 0, billing_reason: 'subscription_create' });
    expect(invoice.payments?.data).toEqual([]);

    // The trial ends: active, the first real invoice paid by the card on file.
    await fake.endPeriod(subscription.id);
    const active = await stripe.subscriptions.retrieve(subscription.id);
    expect(active.status).toBe('active');
    expect(active.items.data[0]?.current_period_start).toBe(trialEnd);
    const renewal = await stripe.invoices.retrieve(active.latest_invoice as string, { expand: ['payments'] });
    expect(renewal).toMatchObject({ status: 'paid', amount_paid: 2900, billing_reason: 'subscription_cycle' });
    expect(renewal.payments?.data[0]?.payment).toMatchObject({ type: 'payment_intent', payment_intent: expect.stringMatching(/^pi_/) });
  });

  it('lists sessions by customer and status; an expired session cannot be paid', async () => {
    const { fake, stripe } = await fakeStripe();
    const customer = await stripe.customers.create({});
    const other = await stripe.customers.create({});
    const first = await checkout(stripe, customer.id);
    const second = await checkout(stripe, customer.id);
    await checkout(stripe, other.id);
    const open = await stripe.checkout.sessions.list({ customer: customer.id, status: 'open', limit: 20 });
    expect(open.data.map((session) => session.id).sort()).toEqual([first.id, second.id].sort());

    const expired = await stripe.checkout.sessions.expire(first.id);
    expect(expired).toMatchObject({ status: 'expired', url: null });
    await fake.settled();
    expect(typesOf(fake.lastEvents)).toEqual(['checkout.session.expired']);
    await expect(stripe.checkout.sessions.expire(first.id)).rejects.toMatchObject({ statusCode: 400 });
    expect((await stripe.checkout.sessions.list({ customer: customer.id, status: 'open' })).data.map((session) => session.id)).toEqual([second.id]);
    expect(await (await fetch(first.url as string)).text()).toContain('This checkout session has expired');
    const refused = await fetch(`${first.url as string}/pay`, { method: 'POST', redirect: 'manual' });
    expect(refused.status).toBe(409);
    await expect(fake.pay(first.id)).rejects.toThrow(/no longer open/);
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});

describe('subscriptions', () => {
  it('lists without canceled ones by default, all of them with status=all', async () => {
    const { fake, stripe } = await fakeStripe();
    const { customer, subscriptionId } = await subscribed(fake, stripe);
    const second = await checkout(stripe, customer.id);
    await fake.pay(second.id);
    await stripe.subscriptions.cancel(subscriptionId);
    expect(typesOf(fake.lastEvents)).toEqual(['customer.subscription.deleted']);
    const canceled = await stripe.subscriptions.retrieve(subscriptionId);
    expect(canceled).toMatchObject({ status: 'canceled', ended_at: expect.any(Number), canceled_at: expect.any(Number) });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data.map((s) => s.status)).toEqual(['active']);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'all' })).data).toHaveLength(2);
    expect((await stripe.subscriptions.list({ customer: customer.id, status: 'canceled' })).data.map((s) => s.id)).toEqual([subscriptionId]);
  });

  it('refuses cancel_at and cancel_at_period_end in one request; each alone works, with previous_attributes', async () => {
    const { fake, stripe } = await fakeStripe();
    const { subscriptionId } = await subscribed(fake, stripe);
    const periodEnd = (await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]?.current_period_end as number;
    await expect(stripe.subscriptions.update(subscriptionId, { cancel_at: periodEnd, cancel_at_period_end: false })).rejects.toMatchObject({
      statusCode: 400,
      type: 'StripeInvalidRequestError',
    });
    const canceling = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(canceling).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd, status: 'active' });
    await fake.settled();
    const [updated] = fake.lastEvents;
    expect(updated?.type).toBe('customer.subscription.updated');
    expect(updated?.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect(updated?.request).toMatchObject({ id: expect.stringMatching(/^req_/), idempotency_key: expect.stringMatching(/^stripe-node-retry-/) });
    const resumed = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    const dated = await stripe.subscriptions.update(subscriptionId, { cancel_at: periodEnd - DAY });
    expect(dated).toMatchObject({ cancel_at: periodEnd - DAY, cancel_at_period_end: false });
    expect(await stripe.subscriptions.update(subscriptionId, { cancel_at: '' })).toMatchObject({ cancel_at: null });
    expect(await stripe.subscriptions.update(subscriptionId, { metadata: { note: 'x' } })).toMatchObject({ metadata: { userId: '7', note: 'x' } });
  });

  it('the portal cancels a flexible-mode subscription with cancel_at (not cancel_at_period_end), renews it, and the period ends it', async () => {
    const { fake, stripe } = await fakeStripe();
    const { customer, subscriptionId } = await subscribed(fake, stripe);
    const before = await stripe.subscriptions.retrieve(subscriptionId);
    expect(before.billing_mode).toMatchObject({ type: 'flexible', flexible: { proration_discounts: 'included' } });
    const periodEnd = before.items.data[0]?.current_period_end;
    const portal = await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/fr/profile#subscription' });
    const page = await (await fetch(portal.url)).text();
    expect(page).toContain('<button type="submit" class="secondary">Cancel subscription</button>');
    expect(page).toContain('href="http://localhost:3000/fr/profile#subscription"');

    const form = /action="([^"]+\/cancel)"/.exec(page)?.[1] as string;
    const posted = await fetch(`${fake.url}${form}`, { method: 'POST', redirect: 'manual' });
    expect(posted.status).toBe(303);
    const canceled = await stripe.subscriptions.retrieve(subscriptionId);
    expect(canceled).toMatchObject({
      cancel_at: periodEnd,
      cancel_at_period_end: false,
      status: 'active',
      cancellation_details: { reason: 'cancellation_requested' },
    });
    const [event] = fake.lastEvents;
    expect(event).toMatchObject({ type: 'customer.subscription.updated', request: { id: null, idempotency_key: null } });
    expect(event?.data.previous_attributes).toMatchObject({ cancel_at: null, canceled_at: null });
    expect(await (await fetch(`${fake.url}${posted.headers.get('location') ?? ''}`)).text()).toContain('Renew subscription');

    await fake.portalRenew(subscriptionId);
    expect(await stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ cancel_at: null, cancel_at_period_end: false });
    await fake.portalCancel(subscriptionId);
    const ended = await fake.endPeriod(subscriptionId);
    expect(ended).toMatchObject({ status: 'canceled', ended_at: periodEnd });
    expect(typesOf(fake.lastEvents)).toEqual(['customer.subscription.deleted']);
  });

  it('a renewal that fails is past_due with an open, attempted invoice; the next period pays', async () => {
    const { fake, stripe } = await fakeStripe();
    const { subscriptionId } = await subscribed(fake, stripe);
    await fake.failPayment(subscriptionId);
    expect(typesOf(fake.lastEvents)).toEqual(['invoice.payment_failed', 'customer.subscription.updated']);
    const pastDue = await stripe.subscriptions.retrieve(subscriptionId);
    expect(pastDue.status).toBe('past_due');
    expect(await stripe.invoices.retrieve(pastDue.latest_invoice as string)).toMatchObject({ status: 'open', attempted: true, attempt_count: 1 });
    await fake.endPeriod(subscriptionId);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
  });
});

describe('payments that do not settle at once', () => {
  it('SEPA: the checkout completes unpaid, the subscription is incomplete until the debit settles', async () => {
    const { fake, stripe } = await fakeStripe();
    const { session, subscriptionId } = await subscribed(fake, stripe, 'sepa_debit');
    expect(typesOf(fake.lastEvents)).toEqual(['customer.subscription.created', 'checkout.session.completed']);
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    const incomplete = await stripe.subscriptions.retrieve(subscriptionId);
    expect(incomplete.status).toBe('incomplete');
    expect(await stripe.invoices.retrieve(incomplete.latest_invoice as string)).toMatchObject({ status: 'open', amount_paid: 0 });

    await fake.settle(subscriptionId, { succeed: true });
    expect(typesOf(fake.lastEvents)).toEqual(['invoice.paid', 'customer.subscription.updated']);
    expect(fake.lastEvents[1]?.data.previous_attributes).toMatchObject({ status: 'incomplete' });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('active');
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({ payment_status: 'paid' });
    const payments = await stripe.invoicePayments.list({ invoice: incomplete.latest_invoice as string });
    expect(payments.data).toMatchObject([{ status: 'paid', amount_paid: 2900, payment: { type: 'payment_intent' } }]);
  });

  it('3-D Secure not completed: payment_failed, then the subscription expires (incomplete_expired)', async () => {
    const { fake, stripe } = await fakeStripe();
    const { subscriptionId } = await subscribed(fake, stripe, 'card_3ds');
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('incomplete');
    await fake.settle(subscriptionId, { succeed: false });
    expect(typesOf(fake.lastEvents)).toEqual(['invoice.payment_failed']);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('incomplete');
    const control = await fetch(`${fake.url}/_control/subscriptions/${subscriptionId}/end-period`, { method: 'POST' });
    expect(control.status).toBe(200);
    const expired = await stripe.subscriptions.retrieve(subscriptionId);
    expect(expired.status).toBe('incomplete_expired');
    expect((await stripe.invoices.retrieve(expired.latest_invoice as string)).status).toBe('void');
    expect(typesOf(fake.lastEvents)).toEqual(['invoice.voided', 'customer.subscription.deleted']);
  });

  it('the hosted page pays with the method chosen; the settle controls answer for the bank', async () => {
    const { fake, stripe } = await fakeStripe();
    const customer = await stripe.customers.create({});
    const session = await checkout(stripe, customer.id);
    const paid = await fetch(`${session.url as string}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'method=sepa_debit',
    });
    expect(paid.headers.get('location')).toBe(`http://localhost:3000/fr/subscription/success?session_id=${session.id}`);
    const subscriptionId = fake.checkoutSessions.get(session.id)?.subscription as string;
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('incomplete');
    expect((await fetch(`${fake.url}/_control/subscriptions/${subscriptionId}/settle`, { method: 'POST' })).status).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)?.status).toBe('active');
    const again = await fetch(`${fake.url}/_control/subscriptions/${subscriptionId}/settle-fail`, { method: 'POST' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});

describe('refunds', () => {
  it('refunds what a PaymentIntent paid, once', async () => {
    const { fake, stripe } = await fakeStripe();
    const { subscriptionId } = await subscribed(fake, stripe);
    const invoice = await stripe.invoices.retrieve(fake.subscriptions.get(subscriptionId)?.latest_invoice as string, { expand: ['payments'] });
    const paymentIntent = invoice.payments?.data[0]?.payment.payment_intent as string;
    // The same, asked as `expand[]=payments` rather than the SDK's `expand[0]=payments`.
    const raw = await fetch(`${fake.url}/v1/invoices/${invoice.id}?expand[]=payments`, { headers: { authorization: `Bearer ${FAKE_SECRET_KEY}` } });
    expect(((await raw.json()) as { payments: { data: { payment: { payment_intent: string } }[] } }).payments.data[0]?.payment.payment_intent).toBe(
      paymentIntent,
    );
    const refund = await stripe.refunds.create({ payment_intent: paymentIntent });
    expect(refund).toMatchObject({ object: 'refund', status: 'succeeded', amount: 2900, currency: 'eur', payment_intent: paymentIntent });
    expect(fake.refunds.get(refund.id)).toMatchObject({ amount: 2900 });
    await fake.settled();
    expect(typesOf(fake.lastEvents)).toEqual(['refund.created']);
    await expect(stripe.refunds.create({ charge: refund.charge as string })).rejects.toMatchObject({
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    await expect(stripe.refunds.create({ payment_intent: 'pi_unknown' })).rejects.toMatchObject({ statusCode: 400, code: 'resource_missing' });
  });
});

describe('webhook events', () => {
  it('renders events at the endpoint version (2024-06-20: invoice.subscription, top-level periods) while the API stays pinned', async () => {
    const { fake, stripe } = await fakeStripe({ webhookUrl: receiverUrl, endpointApiVersion: FAKE_STRIPE_LEGACY_API_VERSION });
    const { subscriptionId } = await subscribed(fake, stripe);
    await fake.settled();
    expect(received.map((each) => each.event.type)).toEqual([
      'customer.created',
      'customer.subscription.created',
      'checkout.session.completed',
      'invoice.paid',
    ]);
    received.shift();
    expect(received.every((each) => each.event.api_version === '2024-06-20')).toBe(true);
    const subscription = received[0]?.event.data.object as Record<string, unknown>;
    const item = (subscription.items as { data: Record<string, unknown>[] }).data[0] as Record<string, unknown>;
    expect(subscription).toMatchObject({
      id: subscriptionId,
      current_period_start: expect.any(Number),
      current_period_end: item.current_period_end,
      discount: null,
    });
    expect(item.plan).toMatchObject({ aggregate_usage: null });
    const invoice = received[2]?.event.data.object as Record<string, unknown>;
    expect(invoice).toMatchObject({
      subscription: subscriptionId,
      paid: true,
      payment_intent: expect.stringMatching(/^pi_/),
      charge: expect.stringMatching(/^ch_/),
    });
    expect(invoice).not.toHaveProperty('parent');
    expect(invoice).not.toHaveProperty('payments');
    expect(received[1]?.event.data.object).toMatchObject({ shipping_details: null, ui_mode: 'hosted' });
    // The API answers at the pinned version all the same.
    const pinned = await stripe.invoices.retrieve(invoice.id as string);
    expect(pinned.parent?.subscription_details?.subscription).toBe(subscriptionId);
    expect(pinned).not.toHaveProperty('subscription');
    // Switched at run time: the next events are rendered at the pinned version.
    fake.setEndpointApiVersion(Stripe.API_VERSION);
    await fake.endPeriod(subscriptionId);
    expect(received.at(-1)?.event).toMatchObject({ type: 'customer.subscription.updated', api_version: Stripe.API_VERSION });
    expect(received.at(-1)?.event.data.object).not.toHaveProperty('current_period_end');
    expect(() => fake.setEndpointApiVersion('2020-08-27')).toThrow(/renders webhook events at/);
  });

  it('redelivers an event with the same id and payload; events kept back are delivered in any order', async () => {
    const { fake, stripe } = await fakeStripe({ webhookUrl: receiverUrl });
    const customer = await stripe.customers.create({});
    const session = await checkout(stripe, customer.id);
    await fake.settled();
    received.length = 0;
    await fake.pay(session.id, { deliver: false });
    const built = fake.lastEvents;
    expect(typesOf(built)).toEqual(['customer.subscription.created', 'checkout.session.completed', 'invoice.paid']);
    expect(received).toEqual([]);
    await fake.deliver(...[...built].reverse());
    expect(received.map((each) => each.event.type)).toEqual(['invoice.paid', 'checkout.session.completed', 'customer.subscription.created']);
    const first = received[0] as TReceived;
    const [again] = await fake.redeliver(first.event.id);
    expect(again).toMatchObject({ eventId: first.event.id, status: 200 });
    expect(received.at(-1)?.body).toBe(first.body);
    expect((await fetch(`${fake.url}/_control/events/${first.event.id}/redeliver`, { method: 'POST' })).status).toBe(200);
    expect(received.filter((each) => each.event.id === first.event.id)).toHaveLength(3);
  });
});

describe('hosted pages', () => {
  it('say they are test pages, label their choices, and lead back to the app', async () => {
    const { stripe } = await fakeStripe();
    const customer = await stripe.customers.create({ email: 'page@example.test' });
    const session = await checkout(stripe, customer.id);
    const page = await (await fetch(session.url as string)).text();
    expect(page).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(page).toMatch(/<title>[^<]*test[^<]*<\/title>/i);
    expect(page.indexOf('Test payments — no real money')).toBeLessThan(page.indexOf('<main>'));
    expect(page).toContain('<h1>Subscribe to Praxiform</h1>');
    expect(page).toContain('<p class="amount">29.00 EUR / month</p>');
    expect(page).toContain('<legend>Payment method</legend>');
    for (const method of ['card', 'card_3ds', 'sepa_debit']) expect(page).toContain(`<label for="method-${method}">`);
    expect(page).toContain('Card needing authentication (3-D Secure)');
    expect(page).toContain('SEPA Direct Debit (settles later)');
    expect(page.match(/<button[^>]*>Pay/g)).toHaveLength(1);
    expect(page).toContain('<button type="submit">Pay 29.00 EUR</button>');
    expect(page).toContain('href="http://localhost:3000/fr/subscription/pricing"');
    expect(page).toContain('name="viewport" content="width=device-width, initial-scale=1"');
  });
});

describe('state file', () => {
  it('a restarted fake keeps its customers and subscriptions', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-stripe-'));
    try {
      const stateFile = join(dir, 'state.json');
      const { fake, stripe } = await fakeStripe({ stateFile });
      const { customer, subscriptionId } = await subscribed(fake, stripe);
      await fake.close();
      started.splice(started.indexOf(fake), 1);
      expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({ version: 1 });
      const restarted = await fakeStripe({ stateFile });
      expect((await restarted.stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
      expect(await restarted.stripe.subscriptions.retrieve(subscriptionId)).toMatchObject({ status: 'active', customer: customer.id });
      await restarted.fake.endPeriod(subscriptionId);
      await restarted.fake.flush();
      expect(JSON.parse(readFileSync(stateFile, 'utf8')).invoices).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
