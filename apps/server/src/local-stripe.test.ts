// When the server runs the local Stripe beside itself (docs/billing-api.md#local-stripe): a laptop without Stripe keys
// does; a deployment, a server with any Stripe variable, or LOCAL_STRIPE=off does not.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startLocalStripe, wantsLocalStripe } from './local-stripe';

describe('wantsLocalStripe', () => {
  it('on this machine without Stripe keys: yes (localhost, 127.0.0.1, [::1])', () => {
    expect(wantsLocalStripe(loadEnv({}))).toBe(true);
    expect(wantsLocalStripe(loadEnv({ APP_URL: 'http://127.0.0.1:4310' }))).toBe(true);
    expect(wantsLocalStripe(loadEnv({ APP_URL: 'http://[::1]:3000' }))).toBe(true);
  });

  it('a deployment, any Stripe variable, or LOCAL_STRIPE=off: never', () => {
    expect(wantsLocalStripe(loadEnv({ APP_URL: 'https://app.praxiform.example' }))).toBe(false);
    expect(wantsLocalStripe(loadEnv({ APP_URL: 'http://192.168.1.20:3000' }))).toBe(false);
    expect(wantsLocalStripe(loadEnv({ LOCAL_STRIPE: 'off' }))).toBe(false);
    expect(wantsLocalStripe(loadEnv({ STRIPE_API_URL: 'http://127.0.0.1:12111' }))).toBe(false);
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_PRICE_MONTHLY: 'price_m',
      STRIPE_PRICE_QUARTERLY: 'price_q',
      STRIPE_PRICE_YEARLY: 'price_y',
    };
    expect(wantsLocalStripe(loadEnv(keys))).toBe(false);
  });

  it('refuses a LOCAL_STRIPE value other than auto or off', () => {
    expect(() => loadEnv({ LOCAL_STRIPE: 'yes' })).toThrow(/LOCAL_STRIPE: must be auto or off/);
  });
});

describe('startLocalStripe', () => {
  it('answers the Stripe SDK with the three plans, in test mode, and keeps its state in DATA_DIR', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'praxiform-local-stripe-'));
    const local = await startLocalStripe(loadEnv({ DATA_DIR: dataDir, PORT: '3999' }), 3999);
    try {
      expect(local.billing.secretKey.startsWith('sk_test_')).toBe(true);
      // Stripe's wire format, as the SDK speaks it (its own tests drive the SDK: packages/api/src/testing/fake-stripe).
      const call = async (base: string, path: string, body?: string) => {
        const answer = await fetch(`${base}${path}`, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${local.billing.secretKey}`, 'content-type': 'application/x-www-form-urlencoded' },
          ...(body === undefined ? {} : { body }),
        });
        expect(answer.status).toBe(200);
        return (await answer.json()) as { id: string; unit_amount?: number | null };
      };
      const amounts = await Promise.all(
        Object.values(local.billing.prices).map(async (id) => (await call(local.url, `/v1/prices/${id}`)).unit_amount),
      );
      expect(amounts).toEqual([2900, 7900, 29000]);
      const customer = await call(local.url, '/v1/customers', 'email=demo%40example.org');
      await local.close();
      const again = await startLocalStripe(loadEnv({ DATA_DIR: dataDir, PORT: '3999' }), 3999);
      expect((await call(again.url, `/v1/customers/${customer.id}`)).id).toBe(customer.id);
      await again.close();
    } catch (error) {
      await local.close().catch(() => undefined);
      throw error;
    }
  });
});
