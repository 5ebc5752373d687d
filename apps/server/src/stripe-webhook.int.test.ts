// The Stripe webhook route of the real app (docs/billing-api.md#webhook): mounted before the JSON parser, so the
// signature is checked on the raw bytes; a checkout paid on the local Stripe reaches it and activates the user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, getTestPrisma } from '@praxiform/db/testing';
import {
  createTestDeps,
  FAKE_SECRET_KEY,
  fakeBillingConfig,
  listenLocally,
  startFakeStripe,
  type TFakeStripe,
  type TListening,
} from '@praxiform/api/testing';
import { createApp } from './app';

let server: TListening;
let base: string;
let fake: TFakeStripe;

beforeAll(async () => {
  // apiUrl is set below once the fake listens (it needs the app's address first); the SDK client is made on first use.
  const billing = fakeBillingConfig();
  server = await listenLocally(createApp({ deps: await createTestDeps({ appUrl: 'http://localhost', billing }) }));
  base = server.base;
  fake = await startFakeStripe({ webhookUrl: `${base}/api/webhooks/stripe` });
  billing.apiUrl = fake.url;
});

afterAll(async () => {
  await fake.close();
  await server.close();
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses an unsigned or badly signed JSON body with 400', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'invoice.paid', data: { object: {} } });
    const unsigned = await fetch(`${base}/api/webhooks/stripe`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(unsigned.status).toBe(400);
    const forged = await fetch(`${base}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      body,
    });
    expect(forged.status).toBe(400);
  });

  it('accepts a well-signed event on the raw body (pretty-printed JSON, as Stripe sends), and ignores unhandled types', async () => {
    const event = fake.event('customer.created', { id: 'cus_x', object: 'customer' });
    const [delivery] = await fake.deliver(event);
    expect(delivery?.status).toBe(200);
  });

  it('the events of a checkout paid on the local Stripe activate the user', async () => {
    const prisma = await getTestPrisma();
    const user = await createUser(prisma, { role: 'trial' });
    const customer = await fetch(`${fake.url}/v1/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${encodeURIComponent(user.email)}`,
    }).then((res) => res.json() as Promise<{ id: string }>);
    await prisma.subscription.update({ where: { userId: user.id }, data: { stripeCustomerId: customer.id } });
    const session = await fetch(`${fake.url}/v1/checkout/sessions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${FAKE_SECRET_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        mode: 'subscription',
        customer: customer.id,
        'line_items[0][price]': 'price_fake_monthly',
        'line_items[0][quantity]': '1',
        client_reference_id: String(user.id),
        success_url: 'http://localhost/fr/subscription/success?session_id={CHECKOUT_SESSION_ID}',
      }).toString(),
    }).then((res) => res.json() as Promise<{ id: string; url: string }>);
    const paid = await fetch(`${session.url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(fake.deliveries.slice(-3).map((d) => d.status)).toEqual([200, 200, 200]);
    const row = await prisma.subscription.findUniqueOrThrow({ where: { userId: user.id } });
    expect(row).toMatchObject({ status: 'active', plan: 'monthly', stripeStatus: 'active' });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe('member');
  });
});
