// What the local Stripe is configured with (docs/billing-api.md#local-stripe): its Prices, keys and options.
import type { TInterval } from './util';

/** A tier of a tiered Price (`billing_scheme: 'tiered'`), amounts in the currency's smallest unit. */
export type TFakePriceTier = { upTo: number | null; unitAmount: number | null; flatAmount: number | null };

export type TFakePrice = {
  id: string;
  /**
   * null: no fixed amount. The Price is tiered (`tiers`, none listed if omitted) or lets the customer choose
   * (`customUnitAmount`).
   */
  unitAmount: number | null;
  /** Any ISO currency, lower or upper case. */
  currency: string;
  interval: TInterval;
  intervalCount: number;
  tiers?: TFakePriceTier[];
  tiersMode?: 'graduated' | 'volume';
  /** A customer-chosen amount: Stripe allows it on one-time Prices only, so such a Price is `type: 'one_time'`. */
  customUnitAmount?: { minimum: number | null; maximum: number | null; preset: number | null };
  /** false: archived. */
  active?: boolean;
  lookupKey?: string;
  nickname?: string;
  /** What the hosted pages call it (default "Praxiform"). */
  productName?: string;
};

/** The Prices the fake knows by default: the ids the e2e and integration tests give the app. */
export const FAKE_PRICES: TFakePrice[] = [
  { id: 'price_fake_monthly', unitAmount: 2900, currency: 'eur', interval: 'month', intervalCount: 1 },
  { id: 'price_fake_quarterly', unitAmount: 7900, currency: 'eur', interval: 'month', intervalCount: 3 },
  { id: 'price_fake_yearly', unitAmount: 29000, currency: 'eur', interval: 'year', intervalCount: 1 },
];
/** A monthly Price of no fixed amount, billed by its `tiers` (id `price_fake_tiered`), for the tests of tiered Prices. */
export function fakeTieredPrice(currency: string, tiersMode: 'graduated' | 'volume', tiers: TFakePriceTier[]): TFakePrice {
  return { id: 'price_fake_tiered', unitAmount: null, currency, interval: 'month', intervalCount: 1, tiersMode, tiers };
}
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_praxiform';
export const FAKE_SECRET_KEY = 'sk_test_fake_praxiform';
/** The one older webhook rendering the fake knows besides the SDK's pinned version (legacy.ts). */
export const FAKE_STRIPE_LEGACY_API_VERSION = '2024-06-20';

/** How the hosted checkout page's customer pays: a card that succeeds, one that still needs 3-D Secure, a SEPA debit. */
export type TFakePayMethod = 'card' | 'card_3ds' | 'sepa_debit';

export type TFakeStripeOptions = {
  port?: number;
  host?: string;
  /** Where the signed events go (the app's /api/webhooks/stripe); null keeps them in `events` only. */
  webhookUrl: string | null;
  webhookSecret?: string;
  prices?: TFakePrice[];
  /**
   * The webhook endpoint's API version: Stripe renders each event at it, not at the SDK's. The SDK's pinned version
   * (default) or FAKE_STRIPE_LEGACY_API_VERSION. API answers are always at the pinned version.
   */
  endpointApiVersion?: string;
  /** Loaded at start and rewritten (debounced, atomically) after every change: a restarted demo keeps its state. */
  stateFile?: string;
  /** The fake's clock in Unix seconds (default: the real one): fixed in tests whose objects are compared. */
  now?: () => number;
};

export type TFakeDelivery = { eventId: string; type: string; status: number };
