// The Checkout Session the tests of the local Stripe create: the monthly plan as the app asks for it.
import type Stripe from 'stripe';

/** The monthly plan's subscription Checkout for `customer`, as the app creates it for user 7 in French; `extra` overrides. */
export function monthlyCheckoutParams(
  customer: string,
  extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'subscription',
    customer,
    line_items: [{ price: 'price_fake_monthly', quantity: 1 }],
    client_reference_id: '7',
    metadata: { userId: '7', plan: 'monthly' },
    subscription_data: { metadata: { userId: '7' } },
    success_url: 'http://localhost:3000/fr/subscription/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/fr/subscription/pricing',
    locale: 'fr',
    ...extra,
  };
}
