// The local Stripe as a process, for browser tests and local runs (docs/billing-api.md#local-stripe):
//   tsx packages/api/src/testing/fake-stripe/cli.ts --port 12111 --webhook-url http://127.0.0.1:3000/api/webhooks/stripe
// Then start the app with STRIPE_API_URL=http://127.0.0.1:12111, STRIPE_SECRET_KEY=sk_test_fake_praxiform,
// STRIPE_WEBHOOK_SECRET=whsec_fake_praxiform and STRIPE_PRICE_{MONTHLY,QUARTERLY,YEARLY}=price_fake_{monthly,quarterly,yearly}.
// --endpoint-api-version 2024-06-20 renders the webhook events as an endpoint at that version receives them;
// --state-file .data/local-stripe.json keeps customers and subscriptions across restarts.
import { parseArgs } from 'node:util';
import { FAKE_WEBHOOK_SECRET, startFakeStripe } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    host: { type: 'string', default: '127.0.0.1' },
    'webhook-url': { type: 'string' },
    'webhook-secret': { type: 'string', default: FAKE_WEBHOOK_SECRET },
    'endpoint-api-version': { type: 'string' },
    'state-file': { type: 'string' },
  },
});

const fake = await startFakeStripe({
  port: Number(values.port),
  host: values.host,
  webhookUrl: values['webhook-url'] ?? null,
  webhookSecret: values['webhook-secret'],
  ...(values['endpoint-api-version'] ? { endpointApiVersion: values['endpoint-api-version'] } : {}),
  ...(values['state-file'] ? { stateFile: values['state-file'] } : {}),
});
process.stdout.write(
  `Local Stripe listening at ${fake.url} (webhooks to ${values['webhook-url'] ?? 'nowhere'}, rendered at ${fake.endpointApiVersion}` +
    `${values['state-file'] ? `, state in ${values['state-file']}` : ''})\n`,
);

const stop = () => void fake.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
