// The local Stripe (docs/billing-api.md#local-stripe): in-process for integration tests, cli.ts for browser tests.
export { startFakeStripe, FAKE_PRICES, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type TFakeStripe, type TFakePrice } from './server';
export { parseStripeForm } from './form';
