// Billing against the local Stripe made truthful (issue 24, docs/billing-api.md): the defects that only real Stripe
// showed, each reproduced with the shapes and behaviour Stripe has at the pinned API version: a portal cancellation
// (flexible billing mode: cancel_at only) then resume; invoice events rendered at an old endpoint version; two paid
// Checkout sessions; a customer Stripe no longer knows; no transaction held open across a Stripe call. And what a
// subscriber expects: the trial's remaining days kept, a payment that settles later, Prices the plans cannot use.
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { createUser } from '@praxiform/db/testing';
import { checkPlanPrices } from '../../services/billing/plans';
import { handleStripeWebhook } from '../../services/billing/webhook';
import { FAKE_PRICES, FAKE_SECRET_KEY, startFakeStripe, type TFakeStripe } from '../../testing/fake-stripe';
import { createLogger } from '../../logger';
import { createTestCaller, createTestDeps, fakeBillingConfig as billingOf, startWebhookReceiver, type TWebhookReceiver } from '../../testing';

type TDeps = Awaited<ReturnType<typeof createTestDeps>>;
let deps: TDeps;
let fake: TFakeStripe;
let receiver: TWebhookReceiver;
let stripe: Stripe;

beforeAll(async () => {
  receiver = await startWebhookReceiver(() => deps);
  fake = await startFakeStripe({ webhookUrl: receiver.url });
  deps = await createTestDeps({ billing: billingOf(fake.url) });
  stripe = new Stripe(FAKE_SECRET_KEY, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

const DAY_MS = 24 * 3600 * 1000;
const rowOf = (userId: number) => deps.prisma.subscription.findUniqueOrThrow({ where: { userId } });
const auditOf = (userId: number, action: string) =>
  deps.prisma.auditLog.findMany({ where: { targetType: 'user', targetId: String(userId), action }, orderBy: { id: 'asc' } });
const sessionIdOf = (url: string) => url.split('/').pop() as string;
const subscriptionsOf = (userId: number) =>
  [...fake.subscriptions.values()].filter((s) => (s.metadata as { userId?: string }).userId === String(userId));

async function trialUser(days = 20) {
  const user = await createUser(deps.prisma, { role: 'trial', trialEndsAt: new Date(Date.now() + days * DAY_MS) });
  return { user, caller: await createTestCaller(deps, user.id) };
}
/** An account without a trial (it ended, or the address had one): Checkout charges at once. */
async function payingUser() {
  const user = await createUser(deps.prisma, { role: 'client', subscription: { status: 'expired' } });
  return { user, caller: await createTestCaller(deps, user.id) };
}

describe('defect 1: resume after a cancellation made in the customer portal', () => {
  it('the portal sets cancel_at only (flexible billing mode); resume clears it and the account is active again', async () => {
    const { user, caller } = await payingUser();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url));
    const subscriptionId = (await rowOf(user.id)).stripeSubscriptionId as string;
    const atStripe = await stripe.subscriptions.retrieve(subscriptionId);
    expect(atStripe.billing_mode.type).toBe('flexible');

    await fake.portalCancel(subscriptionId);
    const portalCanceled = await stripe.subscriptions.retrieve(subscriptionId);
    expect(portalCanceled.cancel_at_period_end).toBe(false);
    expect(portalCanceled.cancel_at).not.toBeNull();
    expect(await caller.billing.status()).toMatchObject({ status: 'canceled', canResume: true });

    const resumed = await caller.billing.resume();
    expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false, canResume: false });
    const after = await stripe.subscriptions.retrieve(subscriptionId);
    expect(after.cancel_at).toBeNull();
    expect(after.cancel_at_period_end).toBe(false);
    await fake.settled();
    expect(await caller.billing.status()).toMatchObject({ status: 'active' });
    // And the app's own cancel, then resume: cancel_at_period_end is what gets cleared.
    await caller.billing.cancel();
    expect(await caller.billing.resume()).toMatchObject({ status: 'active' });
    expect((await stripe.subscriptions.retrieve(subscriptionId)).cancel_at_period_end).toBe(false);
  });
});

describe('defect 2: invoice events rendered at the endpoint API version', () => {
  it('at 2024-06-20 (no invoice.parent) a failed renewal still sets the banner and a paid invoice clears it', async () => {
    const { user, caller } = await payingUser();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url));
    const subscriptionId = (await rowOf(user.id)).stripeSubscriptionId as string;
    fake.setEndpointApiVersion('2024-06-20');
    try {
      await fake.failPayment(subscriptionId, { deliver: false });
      const failed = fake.events.filter((e) => e.type === 'invoice.payment_failed').at(-1) as Stripe.Event;
      // As the endpoint receives it: rendered at its version, the invoice's subscription at the top, no parent.
      const received = fake.render(failed) as unknown as { api_version: string; data: { object: Record<string, unknown> } };
      expect(received.api_version).toBe('2024-06-20');
      expect(received.data.object.parent).toBeUndefined();
      expect(received.data.object.subscription).toBe(subscriptionId);
      // Only the invoice event: the banner must come from it, not from the subscription's update.
      await fake.deliver(failed);
      expect(await caller.billing.status()).toMatchObject({ status: 'active', paymentFailed: true });
      expect(await deps.prisma.stripeEvent.findUnique({ where: { id: failed.id } })).toMatchObject({ objectId: expect.stringMatching(/^in_/) });

      await fake.endPeriod(subscriptionId, { deliver: false });
      const paid = fake.events.filter((e) => e.type === 'invoice.paid').at(-1) as Stripe.Event;
      await fake.deliver(paid);
      expect(await caller.billing.status()).toMatchObject({ status: 'active', paymentFailed: false });
    } finally {
      fake.setEndpointApiVersion(Stripe.API_VERSION);
    }
  });

  it('an event Stripe cannot be asked about is not recorded: 500, then the retry applies it', async () => {
    const { user, caller } = await payingUser();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url), { deliver: false });
    const completed = fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionIdOf(url));
    // A refusal the SDK does not retry (a 5xx it would retry once, and the retry would succeed).
    fake.failNext({ status: 400, type: 'invalid_request_error', message: 'Told to fail' });
    const [first] = await fake.deliver(completed as Stripe.Event);
    expect(first?.status).toBe(500);
    expect(await deps.prisma.stripeEvent.count({ where: { id: (completed as Stripe.Event).id } })).toBe(0);
    const [retry] = await fake.deliver(completed as Stripe.Event);
    expect(retry?.status).toBe(200);
    expect((await rowOf(user.id)).status).toBe('active');
    expect(await caller.billing.status()).toMatchObject({ status: 'active' });
  });
});

describe('defect 3: one paid subscription per customer', () => {
  it('a second checkout expires the first session, which can no longer be paid', async () => {
    const { caller } = await payingUser();
    const first = await caller.billing.checkout({ plan: 'monthly' });
    const second = await caller.billing.checkout({ plan: 'yearly' });
    expect(second.url).not.toBe(first.url);
    expect(fake.checkoutSessions.get(sessionIdOf(first.url))?.status).toBe('expired');
    expect(fake.checkoutSessions.get(sessionIdOf(second.url))?.status).toBe('open');
    await expect(fake.pay(sessionIdOf(first.url))).rejects.toThrow();
    const page = await fetch(first.url);
    expect(await page.text()).not.toMatch(/<button[^>]*type="submit"[^>]*>\s*Pay/);
  });

  it('Stripe already has a subscription the app has not applied yet: checkout opens the portal, no new session', async () => {
    const { user, caller } = await payingUser();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url), { deliver: false });
    expect((await rowOf(user.id)).status).toBe('expired');
    const sessionsBefore = fake.checkoutSessions.size;
    const again = await caller.billing.checkout({ plan: 'monthly' });
    expect(again.url.startsWith(`${fake.url}/portal/`)).toBe(true);
    expect(fake.checkoutSessions.size).toBe(sessionsBefore);
  });

  it('a second paid subscription arriving by webhook is canceled at once, its first payment refunded, and audited', async () => {
    const { user, caller } = await payingUser();
    // Two tabs opened before either was paid (the older session created straight at Stripe, as an older app did).
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    const customer = (await rowOf(user.id)).stripeCustomerId as string;
    const other = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      line_items: [{ price: 'price_fake_yearly', quantity: 1 }],
      client_reference_id: String(user.id),
      subscription_data: { metadata: { userId: String(user.id) } },
      success_url: 'http://localhost:3000/fr/subscription/success',
    });
    await fake.pay(sessionIdOf(url));
    const kept = (await rowOf(user.id)).stripeSubscriptionId as string;
    await fake.pay(other.id);
    await fake.settled();

    const duplicate = subscriptionsOf(user.id).find((s) => s.id !== kept) as { id: string };
    expect((await stripe.subscriptions.retrieve(duplicate.id)).status).toBe('canceled');
    expect((await stripe.subscriptions.retrieve(kept)).status).toBe('active');
    const refunds = [...fake.refunds.values()] as { amount: number; payment_intent: string | null }[];
    expect(refunds.filter((r) => r.amount === 29000)).toHaveLength(1);
    const audit = await auditOf(user.id, 'billing.duplicate_canceled');
    expect(audit).toHaveLength(1);
    expect(audit[0]?.metadata).toMatchObject({ subscription: duplicate.id, kept });
    expect(await caller.billing.status()).toMatchObject({ status: 'active', plan: 'monthly' });
    expect((await rowOf(user.id)).stripeSubscriptionId).toBe(kept);
  });
});

describe('defect 4: a customer Stripe no longer knows', () => {
  it('a new customer is created, the old id kept in the audit; checkout and portal work', async () => {
    const { user, caller } = await payingUser();
    await deps.prisma.subscription.update({ where: { userId: user.id }, data: { stripeCustomerId: 'cus_from_test_mode' } });
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    const row = await rowOf(user.id);
    expect(row.stripeCustomerId).toMatch(/^cus_/);
    expect(row.stripeCustomerId).not.toBe('cus_from_test_mode');
    const audit = await auditOf(user.id, 'billing.customer_replaced');
    expect(audit.map((entry) => entry.metadata)).toEqual([
      expect.objectContaining({ previous: 'cus_from_test_mode', customer: row.stripeCustomerId }),
    ]);
    await fake.pay(sessionIdOf(url));
    expect((await caller.billing.portal()).url.startsWith(`${fake.url}/portal/`)).toBe(true);
  });

  it('a customer deleted in the dashboard is replaced too', async () => {
    const { user, caller } = await payingUser();
    await caller.billing.checkout({ plan: 'monthly' });
    const old = (await rowOf(user.id)).stripeCustomerId as string;
    await stripe.customers.del(old);
    await caller.billing.checkout({ plan: 'monthly' });
    expect((await rowOf(user.id)).stripeCustomerId).not.toBe(old);
  });

  it('idempotency keys are scoped to the deployment and its Stripe account: two apps on one test account, same user id', async () => {
    const { user, caller } = await payingUser();
    await caller.billing.checkout({ plan: 'monthly' });
    const mine = (await rowOf(user.id)).stripeCustomerId as string;
    // Another deployment (its own secret key and database) on the same Stripe test account, whose user has this id:
    // its database knows no customer for them.
    const other = await createTestDeps({ billing: billingOf(fake.url), secretKey: new Uint8Array(32).fill(9) });
    await deps.prisma.subscription.update({ where: { userId: user.id }, data: { stripeCustomerId: null } });
    await (await createTestCaller(other, user.id)).billing.checkout({ plan: 'monthly' });
    const theirs = (await rowOf(user.id)).stripeCustomerId as string;
    expect(theirs).toMatch(/^cus_/);
    expect(theirs).not.toBe(mine);

    // This deployment's database reset: another person gets this user id again (within Stripe's 24 h of idempotency).
    await deps.prisma.user.update({ where: { id: user.id }, data: { createdAt: new Date(Date.now() + 1000) } });
    await deps.prisma.subscription.update({ where: { userId: user.id }, data: { stripeCustomerId: null } });
    await caller.billing.checkout({ plan: 'monthly' });
    const newcomer = (await rowOf(user.id)).stripeCustomerId as string;
    expect([mine, theirs]).not.toContain(newcomer);
  });
});

describe('defect 5: no database transaction held open across a Stripe call', () => {
  it('while the webhook waits for Stripe, no connection of this database is idle in a transaction', async () => {
    // A proxy in front of the local Stripe that holds GET /v1/subscriptions/… and looks at PostgreSQL meanwhile.
    const seen: string[] = [];
    const proxy = createServer((req, res) => {
      const forward = () => {
        const upstream = httpRequest({ host: '127.0.0.1', port: fake.port, path: req.url, method: req.method, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 500, answer.headers);
          answer.pipe(res);
        });
        req.pipe(upstream);
      };
      if (req.method === 'GET' && /^\/v1\/subscriptions\/sub_/.test(req.url ?? '')) {
        void deps.prisma.$queryRaw<
          { state: string }[]
        >`SELECT state FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`.then((rows) => {
          seen.push(...rows.map((row) => row.state ?? ''));
          forward();
        });
      } else forward();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const proxied = { ...deps, billing: billingOf(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`) };
    try {
      const { user, caller } = await payingUser();
      const { url } = await caller.billing.checkout({ plan: 'monthly' });
      await fake.pay(sessionIdOf(url), { deliver: false });
      const completed = fake.events.find((e) => e.type === 'checkout.session.completed' && (e.data.object as { id: string }).id === sessionIdOf(url));
      const payload = JSON.stringify(completed);
      const answer = await handleStripeWebhook(proxied, payload, fake.sign(payload));
      expect(answer).toMatchObject({ status: 200 });
      expect((await rowOf(user.id)).status).toBe('active');
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((state) => state.startsWith('idle in transaction'))).toEqual([]);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});

describe('what a subscriber expects', () => {
  it('subscribing during the trial keeps its remaining days: the first payment is at the trial end', async () => {
    const { user, caller } = await trialUser(20);
    const trialEndsAt = (await rowOf(user.id)).trialEndsAt as Date;
    expect((await caller.billing.status()).trialCarriedUntil).toBe(trialEndsAt.toISOString());
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url));
    const subscription = await stripe.subscriptions.retrieve((await rowOf(user.id)).stripeSubscriptionId as string);
    expect(subscription.status).toBe('trialing');
    expect(subscription.trial_end).toBe(Math.floor(trialEndsAt.getTime() / 1000));
    const status = await caller.billing.status();
    expect(status).toMatchObject({ status: 'active', entitled: true, trialCarriedUntil: null });
    expect(status.currentPeriodEnd).toBe(new Date(Math.floor(trialEndsAt.getTime() / 1000) * 1000).toISOString());
  });

  it('with less than 48 hours of trial left the payment is taken at once (Stripe refuses a nearer trial end)', async () => {
    const { user, caller } = await trialUser(1);
    expect((await caller.billing.status()).trialCarriedUntil).toBeNull();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url));
    const subscription = await stripe.subscriptions.retrieve((await rowOf(user.id)).stripeSubscriptionId as string);
    expect(subscription.status).toBe('active');
    expect(subscription.trial_end).toBeNull();
  });

  it('a SEPA debit settles later: incomplete, the status says the payment is pending, active when Stripe confirms', async () => {
    const { user, caller } = await payingUser();
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url), { method: 'sepa_debit' });
    expect(await caller.billing.status()).toMatchObject({ status: 'expired', paymentPending: true, entitled: false });
    // Checking out again meanwhile goes to the portal: Stripe is billing this customer already.
    expect((await caller.billing.checkout({ plan: 'monthly' })).url.startsWith(`${fake.url}/portal/`)).toBe(true);
    await fake.settle((await rowOf(user.id)).stripeSubscriptionId as string, { succeed: true });
    expect(await caller.billing.status()).toMatchObject({ status: 'active', paymentPending: false, entitled: true });
  });

  it('3-D Secure not completed on a short trial: the trial goes on, nothing is charged', async () => {
    const { user, caller } = await trialUser(1);
    const { url } = await caller.billing.checkout({ plan: 'monthly' });
    await fake.pay(sessionIdOf(url), { method: 'card_3ds' });
    expect(await caller.billing.status()).toMatchObject({ status: 'trial', paymentPending: true, entitled: true });
    const subscriptionId = (await rowOf(user.id)).stripeSubscriptionId as string;
    await fake.settle(subscriptionId, { succeed: false });
    // Stripe gives up on it after 23 hours: incomplete_expired. Nothing was paid; nothing was lost either.
    await fake.endPeriod(subscriptionId);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).status).toBe('incomplete_expired');
    expect(await caller.billing.status()).toMatchObject({ status: 'trial', entitled: true, paymentPending: false });
    expect((await deps.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('trial');
  });

  it('Prices the plans cannot use are refused at start, each named', async () => {
    const other = await startFakeStripe({
      webhookUrl: null,
      prices: [
        { ...(FAKE_PRICES[0] as (typeof FAKE_PRICES)[number]), unitAmount: null },
        { ...(FAKE_PRICES[1] as (typeof FAKE_PRICES)[number]), currency: 'usd' },
        FAKE_PRICES[2] as (typeof FAKE_PRICES)[number],
      ],
    });
    try {
      const problems = await checkPlanPrices(billingOf(other.url), createLogger({ level: 'silent' }));
      expect(problems).toHaveLength(2);
      expect(problems[0]).toContain('STRIPE_PRICE_MONTHLY (price_fake_monthly) has no fixed amount');
      expect(problems[1]).toContain('STRIPE_PRICE_QUARTERLY (price_fake_quarterly) is in USD');
      expect(await checkPlanPrices(billingOf(fake.url), createLogger({ level: 'silent' }))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
