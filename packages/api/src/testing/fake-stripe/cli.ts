// The local Stripe as a process, for browser tests and local runs (docs/billing-api.md#local-stripe):
//   tsx packages/api/src/testing/fake-stripe/cli.ts --port 12111 --webhook-url http://127.0.0.1:3000/api/webhooks/stripe
// Then start the app with STRIPE_API_URL=http://127.0.0.1:12111, STRIPE_SECRET_KEY=sk_test_fake_praxiform,
// STRIPE_WEBHOOK_SECRET=whsec_fake_praxiform and STRIPE_PRICE_{MONTHLY,QUARTERLY,YEARLY}=price_fake_{monthly,quarterly,yearly}.
import { parseArgs } from 'node:util';
import { FAKE_WEBHOOK_SECRET, startFakeStripe } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: FAKE_WEBHOOK_SECRET },
  },
});

const fake = await startFakeStripe({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'] ?? null,
  webhookSecret: values['webhook-secret'],
});
process.stdout.write(`Local Stripe listening at ${fake.url} (webhooks to ${values['webhook-url'] ?? 'nowhere'})\n`);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
