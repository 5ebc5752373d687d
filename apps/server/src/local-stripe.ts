// The demo that can pay (docs/billing-api.md#local-stripe): `pnpm start` on this machine without Stripe keys runs the
// local Stripe beside the app, on its own port, so that a newcomer sees the plans with their amounts and can subscribe,
// cancel and resume end to end. Test payments only: its pages say so. A deployment (APP_URL not on this machine) never
// starts it, nor does a server given any STRIPE_* variable.
import path from 'node:path';
import type { TBillingConfig } from '@praxiform/api';
import { STRIPE_VARIABLES, type TEnv } from './env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether this server runs the local Stripe: asked (auto), no Stripe variable at all, and APP_URL on this machine. */
export function wantsLocalStripe(env: TEnv): boolean {
  if (env.LOCAL_STRIPE === 'off') return false;
  if (STRIPE_VARIABLES.some((name) => env[name] !== undefined) || env.STRIPE_API_URL !== undefined) return false;
  return LOCAL_HOSTS.has(new URL(env.APP_URL).hostname);
}

export type TLocalStripe = { billing: TBillingConfig; url: string; close(): Promise<void> };

/** Starts the local Stripe (its state kept in DATA_DIR/local-stripe.json) and the billing configuration pointing at it. */
export async function startLocalStripe(env: TEnv, appPort: number): Promise<TLocalStripe> {
  const { startFakeStripe, FAKE_PRICES, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET } = await import('@praxiform/api/local-stripe');
  const fake = await startFakeStripe({
    port: env.LOCAL_STRIPE_PORT,
    host: '127.0.0.1',
    webhookUrl: `http://127.0.0.1:${appPort}/api/webhooks/stripe`,
    stateFile: path.join(env.DATA_DIR, 'local-stripe.json'),
  });
  const price = (months: number) => FAKE_PRICES.find((p) => (p.interval === 'year' ? 12 * p.intervalCount : p.intervalCount) === months)?.id ?? '';
  return {
    url: fake.url,
    billing: {
      secretKey: FAKE_SECRET_KEY,
      webhookSecret: FAKE_WEBHOOK_SECRET,
      prices: { monthly: price(1), quarterly: price(3), yearly: price(12) },
      apiUrl: fake.url,
    },
    close: () => fake.close(),
  };
}
