// billing.* and the Stripe webhook on the real database, driving the real Stripe SDK (its host/port/protocol) against
// the local Stripe (testing/fake-stripe), whose events reach handleStripeWebhook over HTTP, signed with the SDK's
// test header helper (docs/billing-api.md): trial → checkout → active → cancel → resume → period end → expired;
// one effect per event id; bad signatures refused with nothing changed; out-of-order delivery; no configuration.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createUser } from '@praxiform/db/testing';
import { handleStripeWebhook } from '../../services/billing/webhook';
import { FAKE_SECRET_KEY, startFakeStripe, type TFakeStripe } from '../../testing/fake-stripe';
import { createTestCaller, createTestDeps, fakeBillingConfig, rejectionCode, startWebhookReceiver, type TWebhookReceiver } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let fake: TFakeStripe;
let receiver: TWebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => deps);
  fake = await startFakeStripe({ webhookUrl: receiver.url });
  deps = await createTestDeps({ billing: fakeBillingConfig(fake.url) });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const DAY_MS = 24 * 3600 * 1000;

async function trialUser() {
  const user = await createUser(deps.prisma, { role: 'trial', trialEndsAt: new Date(Date.now() + 20 * DAY_MS) });
  return { user, caller: await createTestCaller(deps, user.id) };
}

const roleOf = async (id: number) => (await deps.prisma.user.findUniqueOrThrow({ where: { id } })).role;
const rowOf = (userId: number) => deps.prisma.subscription.findUniqueOrThrow({ where: { userId } });
const auditOf = (userId: number, action: string) =>
  deps.prisma.auditLog.findMany({ where: { targetType: 'user', targetId: String(userId), action }, orderBy: { id: 'asc' } });
const sessionIdOf = (url: string) => url.split('/').pop() as string;

/** Checkout as the user, then the hosted page's Pay button; `deliver: false` keeps the events for the test to send. */
async function subscribe(caller: Awaited<ReturnType<typeof trialUser>>['caller'], deliver = true) {
  const { url } = await caller.billing.checkout({ plan: 'monthly' });
  if (deliver) {
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    return { url, location: paid.headers.get('location') };
  }
  await fake.pay(sessionIdOf(url), { deliver: false });
  return { url, location: null };
}

describe('billing with Stripe (the local fake)', () => {
  it('plans: the amounts of the Stripe Prices', async () => {
    const { caller } = await trialUser();
    expect(await caller.billing.plans()).toEqual({
      configured: true,
      testMode: true,
      plans: [
        { plan: 'monthly', months: 1, amount: 2900, currency: 'eur' },
        { plan: 'quarterly', months: 3, amount: 7900, currency: 'eur' },
        { plan: 'yearly', months: 12, amount: 29000, currency: 'eur' },
      ],
    });
  });

  it('trial → checkout → active/member → cancel → resume → period end → expired/client', async () => {
    const { user, caller } = await trialUser();
    const trial = await caller.billing.status();
    expect(trial).toMatchObject({ configured: true, status: 'trial', entitled: true, hasCustomer: false, canResume: false, paymentFailed: false });
    expect(trial.trialDaysLeft).toBe(20);

    const { url, location } = await subscribe(caller);
    expect(url.startsWith(`${fake.url}/checkout/cs_test_`)).toBe(true);
    expect(location).toBe(`http://localhost:3000/fr/subscription/success?session_id=${sessionIdOf(url)}`);
    const session = fake.checkoutSessions.get(sessionIdOf(url));
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: String(user.id),
      cancel_url: 'http://localhost:3000/fr/subscription/pricing',
    });
    // The customer was created once and stored.
    const row = await rowOf(user.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(fake.customers.size).toBeGreaterThanOrEqual(1);

    const active = await caller.billing.status();
    expect(active).toMatchObject({
      status: 'active',
      plan: 'monthly',
      cancelAtPeriodEnd: false,
      hasCustomer: true,
      entitled: true,
      trialDaysLeft: null,
    });
    // Subscribed during the trial: its remaining days are kept, the first payment is at its end (Stripe: trialing).
    const trialEnd = (await rowOf(user.id)).trialEndsAt as Date;
    expect(active.currentPeriodEnd).toBe(new Date(Math.floor(trialEnd.getTime() / 1000) * 1000).toISOString());
    expect(await roleOf(user.id)).toBe('member');
    expect(fake.deliveries.filter((d) => d.status !== 200)).toEqual([]);
    expect(await auditOf(user.id, 'billing.checkout_started')).toHaveLength(1);
    const changes = await auditOf(user.id, 'billing.subscription_changed');
    expect(changes.map((entry) => [entry.actorId, (entry.metadata as { to: string }).to])).toEqual([[null, 'active']]);

    // A second checkout would be a second subscription.
    expect(await rejectionCode(caller.billing.checkout({ plan: 'yearly' }))).toBe('ALREADY_SUBSCRIBED');
    const customersBefore = fake.customers.size;

    const portal = await caller.billing.portal();
    expect(portal.url.startsWith(`${fake.url}/portal/bps_`)).toBe(true);
    expect(await (await fetch(portal.url)).text()).toContain('href="http://localhost:3000/fr/profile#subscription"');

    const canceled = await caller.billing.cancel();
    expect(canceled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true, canResume: true, entitled: true });
    expect(canceled.currentPeriodEnd).toBe(active.currentPeriodEnd);
    await fake.settled();
    expect((await caller.billing.status()).status).toBe('canceled');
    expect(await roleOf(user.id)).toBe('member');
    expect(await rejectionCode(caller.billing.cancel())).toBe('SUBSCRIPTION_NOT_CANCELABLE');

    const resumed = await caller.billing.resume();
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, canResume: false });
    await fake.settled();
    expect(await rejectionCode(caller.billing.resume())).toBe('SUBSCRIPTION_NOT_RESUMABLE');
    expect(await auditOf(user.id, 'billing.canceled')).toHaveLength(1);
    expect(await auditOf(user.id, 'billing.resumed')).toHaveLength(1);

    // A renewal fails (banner), then a paid invoice clears it.
    const subscriptionId = (await rowOf(user.id)).stripeSubscriptionId as string;
    await fake.failPayment(subscriptionId);
    expect(await caller.billing.status()).toMatchObject({ status: 'active', paymentFailed: true });
    expect((await rowOf(user.id)).stripeStatus).toBe('past_due');
    await fake.endPeriod(subscriptionId);
    expect(await caller.billing.status()).toMatchObject({ status: 'active', paymentFailed: false });

    // Canceled, then the period ends at Stripe: expired, client.
    await caller.billing.cancel();
    await fake.settled();
    await fake.endPeriod(subscriptionId);
    expect(await caller.billing.status()).toMatchObject({ status: 'expired', entitled: false, canResume: false, cancelAtPeriodEnd: false });
    expect(await roleOf(user.id)).toBe('client');
    expect((await rowOf(user.id)).stripeStatus).toBe('canceled');
    expect(fake.deliveries.filter((d) => d.status !== 200)).toEqual([]);

    // Subscribing again reuses the customer.
    await subscribe(caller);
    expect(fake.customers.size).toBe(customersBefore);
    expect(await caller.billing.status()).toMatchObject({ status: 'active' });
    expect(await roleOf(user.id)).toBe('member');
  });

  it("an administrator who subscribes keeps the administration's role; only the subscription changes", async () => {
    const admin = await createUser(deps.prisma, { role: 'administrator', isAdministrator: true });
    const caller = await createTestCaller(deps, admin.id);
    await subscribe(caller);
    await fake.settled();
    expect((await rowOf(admin.id)).status).toBe('active');
    expect(await roleOf(admin.id)).toBe('administrator');
  });

  it('an account that started without a trial (docs/billing-api.md#one-trial-per-address) subscribes: none → active/member', async () => {
    const user = await createUser(deps.prisma, { role: 'client', subscription: { status: 'none', trialAlreadyUsed: true } });
    const caller = await createTestCaller(deps, user.id);
    expect(await caller.billing.status()).toMatchObject({ status: 'none', entitled: false, trialDaysLeft: null, trialAlreadyUsed: true });
    await subscribe(caller);
    expect(await caller.billing.status()).toMatchObject({ status: 'active', plan: 'monthly', entitled: true, trialAlreadyUsed: true });
    expect(await roleOf(user.id)).toBe('member');
  });

  it('the same event delivered 10 times at once takes effect once', async () => {
    const { user, caller } = await trialUser();
    const { url } = await subscribe(caller, false);
    const completed = fake.events.find(
      (event) => event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === sessionIdOf(url),
    );
    expect(completed).toBeDefined();
    const deliveries = await Promise.all(Array.from({ length: 10 }, () => fake.deliver(completed as Stripe.Event)));
    expect(deliveries.flat().map((d) => d.status)).toEqual(new Array(10).fill(200));
    expect(await deps.prisma.stripeEvent.count({ where: { id: (completed as Stripe.Event).id } })).toBe(1);
    expect(await auditOf(user.id, 'billing.subscription_changed')).toHaveLength(1);
    expect(await roleOf(user.id)).toBe('member');
    expect((await rowOf(user.id)).status).toBe('active');
  });

  it('unsigned, forged, stale or altered events: 400 and nothing changes', async () => {
    const { user, caller } = await trialUser();
    const { url } = await subscribe(caller, false);
    const completed = fake.events.find(
      (event) => event.type === 'checkout.session.completed' && (event.data.object as { id: string }).id === sessionIdOf(url),
    ) as Stripe.Event;
    const payload = JSON.stringify(completed);
    const snapshot = async () => ({
      events: await deps.prisma.stripeEvent.count(),
      audit: await deps.prisma.auditLog.count(),
      row: await rowOf(user.id),
      role: await roleOf(user.id),
    });
    const before = await snapshot();
    const post = (body: string, signature?: string) =>
      fetch(receiver.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
        body,
      });
    const now = Math.floor(Date.now() / 1000);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const answers = [
      await post(payload),
      await post(payload, forged),
      await post(payload, fake.sign(payload, now - 301)),
      await post(payload.replace(String(user.id), String(user.id + 1)), fake.sign(payload)),
      await post(payload, 't=abc,v1=def'),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400]);
    expect(await snapshot()).toEqual(before);
    expect(before.row.status).toBe('trial');
    // The same payload within the tolerance, well signed: applied.
    expect((await post(payload, fake.sign(payload, now - 200))).status).toBe(200);
    expect((await rowOf(user.id)).status).toBe('active');
  });

  it('out of order: updated before created, deleted before updated, end as Stripe has it', async () => {
    const { user, caller } = await trialUser();
    await caller.billing.checkout({ plan: 'quarterly' }).then(({ url }) => fake.pay(sessionIdOf(url), { deliver: false }));
    const subscriptionId = [...fake.subscriptions.values()].find((s) => (s.metadata as { userId?: string }).userId === String(user.id))?.id as string;
    const eventsOf = (type: string) => fake.events.filter((e) => e.type === type && (e.data.object as { id: string }).id === subscriptionId);
    const created = eventsOf('customer.subscription.created')[0] as Stripe.Event;

    // Stripe changes it before its "created" event was delivered: "updated" arrives first, "created" late.
    const stripe = new Stripe(FAKE_SECRET_KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
    await stripe.subscriptions.update(subscriptionId, { metadata: { note: 'x' } });
    await fake.settled();
    const updated = eventsOf('customer.subscription.updated').at(-1) as Stripe.Event;
    expect(fake.deliveries.find((d) => d.eventId === updated.id)?.status).toBe(200);
    expect(fake.deliveries.find((d) => d.eventId === created.id)).toBeUndefined();
    await fake.deliver(created);
    expect(await caller.billing.status()).toMatchObject({ status: 'active', plan: 'quarterly' });

    // The period ends (canceled at Stripe); "deleted" arrives before an older "updated" that still said active.
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await fake.settled();
    await fake.endPeriod(subscriptionId, { deliver: false });
    const deleted = eventsOf('customer.subscription.deleted').at(-1) as Stripe.Event;
    await fake.deliver(deleted, updated);
    expect(await caller.billing.status()).toMatchObject({ status: 'expired', entitled: false });
    expect(await roleOf(user.id)).toBe('client');
  });

  it('a Stripe failure: PAYMENT_SESSION_FAILED, nothing stored', async () => {
    const { user, caller } = await trialUser();
    fake.failNext({ status: 400, type: 'invalid_request_error', message: 'Told to fail' });
    expect(await rejectionCode(caller.billing.checkout({ plan: 'monthly' }))).toBe('PAYMENT_SESSION_FAILED');
    expect(await auditOf(user.id, 'billing.checkout_started')).toHaveLength(0);
    expect(await rejectionCode(caller.billing.portal())).toBe('NOT_FOUND');
  });
});

describe('billing without Stripe', () => {
  it('plans without amounts, checkout and portal PAYMENTS_NOT_CONFIGURED, status from the row, webhook 503', async () => {
    const plain = await createTestDeps();
    const user = await createUser(plain.prisma, { role: 'trial', trialEndsAt: new Date(Date.now() + 3 * DAY_MS) });
    const caller = await createTestCaller(plain, user.id);
    const guest = await createTestCaller(plain);
    expect(await guest.billing.plans()).toEqual({
      configured: false,
      testMode: false,
      plans: [
        { plan: 'monthly', months: 1, amount: null, currency: null },
        { plan: 'quarterly', months: 3, amount: null, currency: null },
        { plan: 'yearly', months: 12, amount: null, currency: null },
      ],
    });
    expect(await caller.billing.status()).toMatchObject({ configured: false, status: 'trial', trialDaysLeft: 3, entitled: true });
    expect(await rejectionCode(caller.billing.checkout({ plan: 'monthly' }))).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await rejectionCode(caller.billing.portal())).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await rejectionCode(caller.billing.cancel())).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await rejectionCode(caller.billing.resume())).toBe('PAYMENTS_NOT_CONFIGURED');
    expect(await rejectionCode(guest.billing.status())).toBe('UNAUTHENTICATED');
    expect((await handleStripeWebhook(plain, Buffer.from('{}'), 't=1,v1=x')).status).toBe(503);
  });
});
