// The local Stripe (docs/billing-api.md#local-stripe): in-process for integration tests, cli.ts for browser tests.
export {
  startFakeStripe,
  FAKE_PRICES,
  FAKE_SECRET_KEY,
  FAKE_STRIPE_LEGACY_API_VERSION,
  FAKE_WEBHOOK_SECRET,
  type TFakeStripe,
  type TFakePrice,
  type TFakePriceTier,
  type TFakePayMethod,
  type TFakeDelivery,
  type TFakeStripeOptions,
} from './server';
export type { TLegacyCheckoutSession, TLegacyEvent, TLegacyInvoice, TLegacySubscription } from './legacy';
export { parseStripeForm } from './form';
