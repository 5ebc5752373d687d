// Billing set-ups of the tests: the configuration that talks to the local Stripe, and a webhook receiver in front of
// handleStripeWebhook for the tests that drive billing without the Express app.
import { createServer } from 'node:http';
import type { ApiDeps, TBillingConfig } from '../context';
import { handleStripeWebhook } from '../services/billing/webhook';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET } from './fake-stripe';
import { listenLocally, type TListening } from './http';

/** The billing configuration of the local Stripe's keys and prices; `apiUrl` is the local Stripe's, or null until known. */
export function fakeBillingConfig(apiUrl: string | null = null): TBillingConfig {
  return {
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
    prices: { monthly: 'price_fake_monthly', quarterly: 'price_fake_quarterly', yearly: 'price_fake_yearly' },
    apiUrl,
  };
}

export type TWebhookReceiver = TListening & { url: string };

/**
 * A local HTTP server that hands every request's raw body and signature to handleStripeWebhook with `depsOf()` (read
 * at each request: the deps usually exist only once the local Stripe, which needs this URL, is started).
 */
export async function startWebhookReceiver(depsOf: () => ApiDeps): Promise<TWebhookReceiver> {
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void handleStripeWebhook(depsOf(), Buffer.concat(chunks), req.headers['stripe-signature']).then((answer) =>
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)),
      );
    });
  });
  const listening = await listenLocally(receiver);
  return { ...listening, url: `${listening.base}/api/webhooks/stripe` };
}
