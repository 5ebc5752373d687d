// The local Stripe's contract (docs/billing-api.md#local-stripe): every flow it offers, driven with the real SDK as
// packages/api/src/services/billing/stripe-client.ts configures it, each object it answers and each event it builds
// recorded (normalised: fixture-writer.ts) and compared with the committed contract.fixtures.ts, where every value
// `satisfies` its SDK type at the pinned API version: the package's typecheck fails on a field the type lacks, a
// required field missing or a wrong literal. The events rendered for a 2024-06-20 endpoint go to
// contract.fixtures-2024-06-20.ts, checked against legacy.ts's hand-written types (the pinned types cannot describe
// them). A deliberate change: UPDATE_STRIPE_FIXTURES=1 pnpm vitest run packages/api/src/testing/fake-stripe/contract.test.ts
import { writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { FAKE_PRICES, FAKE_SECRET_KEY, FAKE_STRIPE_LEGACY_API_VERSION, startFakeStripe, type TFakeStripe } from '.';
import { monthlyCheckoutParams } from './checkout-params';
import { fakeTieredPrice } from './config';
import * as pinnedFixtures from './contract.fixtures';
import * as legacyFixtures from './contract.fixtures-2024-06-20';
import { DECIMAL_PREAMBLE, fixtureModule, Normaliser, pascal, type TFixture } from './fixture-writer';

// eslint-disable-next-line no-restricted-properties -- a switch of this test, not the app's configuration
const UPDATE = process.env.UPDATE_STRIPE_FIXTURES === '1';
const HERE = fileURLToPath(new URL('.', import.meta.url));
const UPDATE_COMMAND = 'UPDATE_STRIPE_FIXTURES=1 pnpm vitest run packages/api/src/testing/fake-stripe/contract.test.ts';

/** The fake's clock: fixed, moved by the test, so every timestamp in the fixtures is the same on each run. */
const START = 1_900_000_000;
let clock = START;
const tick = (seconds = 60) => {
  clock += seconds;
};

const TIERED = fakeTieredPrice('eur', 'volume', [
  { upTo: 5, unitAmount: 2900, flatAmount: null },
  { upTo: null, unitAmount: 2500, flatAmount: 1000 },
]);

let fake: TFakeStripe;
let stripe: Stripe;
const recorded: { name: string; type: string; value: unknown }[] = [];
/** Keeps an answer as the SDK gave it (with its Stripe.Decimal objects), then moves the clock on. */
const record = <T>(name: string, type: string, value: T): T => {
  recorded.push({ name, type, value });
  tick();
  return value;
};

beforeAll(async () => {
  fake = await startFakeStripe({ webhookUrl: null, prices: [...FAKE_PRICES, TIERED], now: () => clock });
  stripe = new Stripe(FAKE_SECRET_KEY, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
});

afterAll(async () => {
  await fake.close();
});

const session = (customer: string, extra: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  stripe.checkout.sessions.create(monthlyCheckoutParams(customer, extra));

/** Every flow of the fake, in one story; each answer recorded with the SDK type it must satisfy. */
async function drive(): Promise<void> {
  const customer = record(
    'customerCreate',
    'Stripe.Customer',
    await stripe.customers.create(
      { email: 'ana@example.test', name: 'Ana Test', metadata: { userId: '7' } },
      { idempotencyKey: 'praxiform-customer-7' },
    ),
  );
  record(
    'customerCreateReplayed',
    'Stripe.Customer',
    await stripe.customers.create(
      { email: 'ana@example.test', name: 'Ana Test', metadata: { userId: '7' } },
      { idempotencyKey: 'praxiform-customer-7' },
    ),
  );
  record('customerRetrieve', 'Stripe.Customer', await stripe.customers.retrieve(customer.id));
  record('priceRetrieve', 'Stripe.Price', await stripe.prices.retrieve('price_fake_quarterly'));
  record('priceRetrieveTiered', 'Stripe.Price', await stripe.prices.retrieve('price_fake_tiered', { expand: ['tiers'] }));

  // Checkout by card; an earlier session expired.
  const earlier = record('checkoutSessionCreate', 'Stripe.Checkout.Session', await session(customer.id));
  const card = await session(customer.id);
  record('checkoutSessionRetrieve', 'Stripe.Checkout.Session', await stripe.checkout.sessions.retrieve(card.id));
  record(
    'checkoutSessionListOpen',
    'Stripe.ApiList<Stripe.Checkout.Session>',
    await stripe.checkout.sessions.list({ customer: customer.id, status: 'open', limit: 20 }),
  );
  record('checkoutSessionExpire', 'Stripe.Checkout.Session', await stripe.checkout.sessions.expire(earlier.id));
  await fake.pay(card.id, { method: 'card' });
  tick();
  const paid = record('checkoutSessionPaidByCard', 'Stripe.Checkout.Session', await stripe.checkout.sessions.retrieve(card.id));
  const subscriptionId = paid.subscription as string;
  const active = record('subscriptionRetrieve', 'Stripe.Subscription', await stripe.subscriptions.retrieve(subscriptionId));
  const invoice = record(
    'invoiceRetrieveWithPayments',
    'Stripe.Invoice',
    await stripe.invoices.retrieve(active.latest_invoice as string, { expand: ['payments'] }),
  );
  record('invoicePaymentList', 'Stripe.ApiList<Stripe.InvoicePayment>', await stripe.invoicePayments.list({ invoice: invoice.id }));
  record(
    'refundCreate',
    'Stripe.Refund',
    await stripe.refunds.create({ payment_intent: invoice.payments?.data[0]?.payment.payment_intent as string }),
  );

  // The portal: a flexible-mode cancel (cancel_at), then renewed.
  record(
    'portalSessionCreate',
    'Stripe.BillingPortal.Session',
    await stripe.billingPortal.sessions.create({ customer: customer.id, return_url: 'http://localhost:3000/fr/profile#subscription', locale: 'fr' }),
  );
  await fake.portalCancel(subscriptionId);
  tick();
  record('subscriptionPortalCanceled', 'Stripe.Subscription', await stripe.subscriptions.retrieve(subscriptionId));
  await fake.portalRenew(subscriptionId);
  tick();
  record(
    'subscriptionUpdateCancelAtPeriodEnd',
    'Stripe.Subscription',
    await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
  );
  record('subscriptionUpdateResume', 'Stripe.Subscription', await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }));

  // A renewal fails, then the period ends (renewed, paid).
  await fake.failPayment(subscriptionId);
  tick();
  const pastDue = record('subscriptionPastDue', 'Stripe.Subscription', await stripe.subscriptions.retrieve(subscriptionId));
  record('invoiceOpenAfterFailure', 'Stripe.Invoice', await stripe.invoices.retrieve(pastDue.latest_invoice as string));
  await fake.endPeriod(subscriptionId);
  tick();
  record('subscriptionRenewed', 'Stripe.Subscription', await stripe.subscriptions.retrieve(subscriptionId));

  // A trial: free first invoice, then the trial ends.
  const trialCustomer = await stripe.customers.create({ email: 'trial@example.test' });
  const trial = await session(trialCustomer.id, { subscription_data: { metadata: { userId: '8' }, trial_end: clock + 14 * 24 * 3600 } });
  await fake.pay(trial.id);
  tick();
  const trialing = record(
    'subscriptionTrialing',
    'Stripe.Subscription',
    await stripe.subscriptions.retrieve((await stripe.checkout.sessions.retrieve(trial.id)).subscription as string),
  );
  record('invoiceTrial', 'Stripe.Invoice', await stripe.invoices.retrieve(trialing.latest_invoice as string, { expand: ['payments'] }));
  await fake.endPeriod(trialing.id);
  tick();
  record('subscriptionTrialEnded', 'Stripe.Subscription', await stripe.subscriptions.retrieve(trialing.id));
  record('subscriptionList', 'Stripe.ApiList<Stripe.Subscription>', await stripe.subscriptions.list({ status: 'all', limit: 20 }));

  // SEPA: completed unpaid, incomplete, then the debit settles.
  const sepaCustomer = await stripe.customers.create({ email: 'sepa@example.test' });
  const sepa = await session(sepaCustomer.id, { subscription_data: { metadata: { userId: '9' } } });
  await fake.pay(sepa.id, { method: 'sepa_debit' });
  tick();
  const sepaPaid = record('checkoutSessionPaidBySepa', 'Stripe.Checkout.Session', await stripe.checkout.sessions.retrieve(sepa.id));
  record('subscriptionIncomplete', 'Stripe.Subscription', await stripe.subscriptions.retrieve(sepaPaid.subscription as string));
  await fake.settle(sepaPaid.subscription as string, { succeed: true });
  tick();
  record('subscriptionSepaSettled', 'Stripe.Subscription', await stripe.subscriptions.retrieve(sepaPaid.subscription as string));

  // 3-D Secure never completed: payment_failed, then incomplete_expired.
  const secureCustomer = await stripe.customers.create({ email: '3ds@example.test' });
  const secure = await session(secureCustomer.id, { subscription_data: { metadata: { userId: '10' } } });
  await fake.pay(secure.id, { method: 'card_3ds' });
  tick();
  const secureSubscription = (await stripe.checkout.sessions.retrieve(secure.id)).subscription as string;
  await fake.settle(secureSubscription, { succeed: false });
  tick();
  await fake.endPeriod(secureSubscription);
  tick();
  const expired = record('subscriptionIncompleteExpired', 'Stripe.Subscription', await stripe.subscriptions.retrieve(secureSubscription));
  record('invoiceVoided', 'Stripe.Invoice', await stripe.invoices.retrieve(expired.latest_invoice as string));

  // Canceled now; a customer deleted.
  record('subscriptionCancel', 'Stripe.Subscription', await stripe.subscriptions.cancel(trialing.id));
  record('customerDelete', 'Stripe.DeletedCustomer', await stripe.customers.del(sepaCustomer.id));
  record('customerRetrieveDeleted', 'Stripe.DeletedCustomer', await stripe.customers.retrieve(sepaCustomer.id));
  await fake.settled();
}

const LEGACY_TYPES: Record<string, string> = {
  subscription: 'TLegacyEvent<TLegacySubscription>',
  invoice: 'TLegacyEvent<TLegacyInvoice>',
  'checkout.session': 'TLegacyEvent<TLegacyCheckoutSession>',
};

function fixtures(): { pinned: TFixture[]; legacy: TFixture[] } {
  const normaliser = new Normaliser(fake.url);
  const pinned: TFixture[] = recorded.map((each) => ({ name: each.name, type: each.type, value: normaliser.normalise(each.value) }));
  const legacy: TFixture[] = [];
  const version = fake.endpointApiVersion;
  fake.setEndpointApiVersion(FAKE_STRIPE_LEGACY_API_VERSION);
  fake.events.forEach((event, index) => {
    const name = `event${String(index + 1).padStart(2, '0')}${pascal(event.type)}`;
    pinned.push({ name, type: `Stripe.${pascal(event.type)}Event`, value: normaliser.normalise(event, true) });
    const object = (event.data.object as { object?: string }).object ?? '';
    legacy.push({ name: `legacy${pascal(name)}`, type: LEGACY_TYPES[object] ?? 'TLegacyEvent', value: normaliser.normalise(fake.render(event)) });
  });
  fake.setEndpointApiVersion(version);
  return { pinned, legacy };
}

const REWRITE = `Rewritten, never edited by hand: ${UPDATE_COMMAND}`;
const PINNED_HEADER = `What the local Stripe answers and posts at the SDK's pinned API version (${Stripe.API_VERSION}), as recorded
by contract.test.ts (normalised: fixture-writer.ts). Each value satisfies its SDK type, so the package's typecheck
fails on a field Stripe does not send, a required field missing or a wrong literal. Webhook events carry decimal
fields as strings; the SDK types them as Stripe.Decimal (its API answers convert them), and so do these fixtures.
${REWRITE}`;
const LEGACY_HEADER = `The events of contract.fixtures.ts as a webhook endpoint at API version ${FAKE_STRIPE_LEGACY_API_VERSION} receives them. The SDK's
types describe its pinned version only: these are checked against legacy.ts's hand-written types of what the app
could read at ${FAKE_STRIPE_LEGACY_API_VERSION} (invoice.subscription, subscription.current_period_*, …), which also forbid the
fields that version lacks (invoice.parent, invoice.payments).
${REWRITE}`;

describe('the local Stripe against its committed contract', () => {
  it('answers and posts, flow after flow, exactly what contract.fixtures.ts holds', async () => {
    await drive();
    const { pinned, legacy } = fixtures();
    if (UPDATE) {
      writeFileSync(join(HERE, 'contract.fixtures.ts'), fixtureModule(PINNED_HEADER, ["import Stripe from 'stripe';"], pinned, DECIMAL_PREAMBLE));
      writeFileSync(
        join(HERE, 'contract.fixtures-2024-06-20.ts'),
        fixtureModule(
          LEGACY_HEADER,
          ["import type { TLegacyCheckoutSession, TLegacyEvent, TLegacyInvoice, TLegacySubscription } from './legacy';"],
          legacy,
        ),
      );
      return;
    }
    for (const [file, current, committed] of [
      ['contract.fixtures.ts', pinned, pinnedFixtures as Record<string, unknown>],
      ['contract.fixtures-2024-06-20.ts', legacy, legacyFixtures as Record<string, unknown>],
    ] as const) {
      const names = current.map((fixture) => fixture.name);
      const differing = current.filter((fixture) => !isDeepStrictEqual(fixture.value, committed[fixture.name])).map((fixture) => fixture.name);
      const gone = Object.keys(committed).filter((name) => !names.includes(name));
      const message = `The local Stripe no longer matches ${file} (${[...differing, ...gone.map((name) => `${name} (no longer produced)`)].join(', ')}). If the change is meant, run ${UPDATE_COMMAND} and review the diff.`;
      expect(gone, message).toEqual([]);
      const first = current.find((fixture) => fixture.name === differing[0]);
      if (first) expect(first.value, message).toEqual(committed[first.name]);
    }
  });
});
