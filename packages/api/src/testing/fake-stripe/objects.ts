// The objects the local Stripe sends, built with exactly the fields of the SDK's types at its pinned API version
// (`Stripe.API_VERSION`): every required field (null where Stripe sends null), no field the type lacks. Includable
// fields (`payments` of an invoice, `tiers` of a price, `line_items` of a session) appear only when expanded.
import type Stripe from 'stripe';
import type { TFakePrice } from './config';
import type { TMetadata, TWire, TWireList } from './util';

export type TWireCustomer = TWire<Stripe.Customer>;
export type TWirePrice = TWire<Stripe.Price>;
export type TWirePlan = TWire<Stripe.Plan>;
export type TWireSubscription = TWire<Stripe.Subscription>;
export type TWireSubscriptionItem = TWire<Stripe.SubscriptionItem>;
export type TWireInvoice = TWire<Stripe.Invoice>;
export type TWireInvoiceLineItem = TWire<Stripe.InvoiceLineItem>;
export type TWireInvoicePayment = TWire<Stripe.InvoicePayment>;
export type TWireRefund = TWire<Stripe.Refund>;
export type TWireCheckoutSession = TWire<Stripe.Checkout.Session>;
export type TWirePortalSession = TWire<Stripe.BillingPortal.Session>;
export type { TWireList };

/** The fake's account, as invoices name it. */
export const ACCOUNT = { country: 'FR', name: 'Praxiform (local Stripe)' } as const;

export const listOf = <T>(data: T[], url: string, hasMore = false): TWireList<T> => ({ object: 'list', data, has_more: hasMore, url });

export const deletedCustomer = (id: string): Stripe.DeletedCustomer => ({ id, object: 'customer', deleted: true });

/** What one billing period costs for `quantity`, from the unit amount or the tiers; null for a customer-chosen amount. */
export function amountFor(price: TFakePrice, quantity: number): number | null {
  if (price.unitAmount !== null) return price.unitAmount * quantity;
  if (!price.tiers?.length) return null;
  const tiers = [...price.tiers].sort((a, b) => (a.upTo ?? Infinity) - (b.upTo ?? Infinity));
  if ((price.tiersMode ?? 'volume') === 'volume') {
    const tier = tiers.find((t) => t.upTo === null || quantity <= t.upTo) ?? tiers[tiers.length - 1];
    return tier ? (tier.unitAmount ?? 0) * quantity + (tier.flatAmount ?? 0) : null;
  }
  let total = 0;
  let from = 0;
  for (const tier of tiers) {
    if (from >= quantity) break;
    const upTo = Math.min(tier.upTo ?? Infinity, quantity);
    total += (tier.unitAmount ?? 0) * (upTo - from) + (tier.flatAmount ?? 0);
    from = upTo;
  }
  return total;
}

const isRecurring = (price: TFakePrice) => !price.customUnitAmount;
export const productOf = (price: TFakePrice) => `prod_${price.id.replace(/^price_/, '')}`;

const tiersOf = (price: TFakePrice) =>
  (price.tiers ?? []).map((tier) => ({
    flat_amount: tier.flatAmount,
    flat_amount_decimal: tier.flatAmount === null ? null : String(tier.flatAmount),
    unit_amount: tier.unitAmount,
    unit_amount_decimal: tier.unitAmount === null ? null : String(tier.unitAmount),
    up_to: tier.upTo,
  }));

export function priceObject(price: TFakePrice, created: number, expand: readonly string[] = []): TWirePrice {
  const tiered = price.unitAmount === null && !price.customUnitAmount;
  return {
    id: price.id,
    object: 'price',
    active: price.active ?? true,
    billing_scheme: tiered ? 'tiered' : 'per_unit',
    created,
    currency: price.currency.toLowerCase(),
    custom_unit_amount: price.customUnitAmount ?? null,
    livemode: false,
    lookup_key: price.lookupKey ?? null,
    metadata: {},
    nickname: price.nickname ?? null,
    product: productOf(price),
    recurring: isRecurring(price)
      ? { interval: price.interval, interval_count: price.intervalCount, meter: null, trial_period_days: null, usage_type: 'licensed' }
      : null,
    tax_behavior: 'unspecified',
    ...(tiered && expand.includes('tiers') ? { tiers: tiersOf(price) } : {}),
    tiers_mode: tiered ? (price.tiersMode ?? 'volume') : null,
    transform_quantity: null,
    type: isRecurring(price) ? 'recurring' : 'one_time',
    unit_amount: price.unitAmount,
    unit_amount_decimal: price.unitAmount === null ? null : String(price.unitAmount),
  };
}

/** The Price as the older Plan object subscription items still carry. */
export function planObject(price: TFakePrice, created: number): TWirePlan {
  const tiered = price.unitAmount === null;
  return {
    id: price.id,
    object: 'plan',
    active: price.active ?? true,
    amount: price.unitAmount,
    amount_decimal: price.unitAmount === null ? null : String(price.unitAmount),
    billing_scheme: tiered ? 'tiered' : 'per_unit',
    created,
    currency: price.currency.toLowerCase(),
    interval: price.interval,
    interval_count: price.intervalCount,
    livemode: false,
    metadata: {},
    meter: null,
    nickname: price.nickname ?? null,
    product: productOf(price),
    tiers_mode: tiered ? (price.tiersMode ?? 'volume') : null,
    transform_usage: null,
    trial_period_days: null,
    usage_type: 'licensed',
  };
}

/** What a caller sets on a customer (POST /v1/customers). */
export type TCustomerInput = {
  email: string | null;
  name: string | null;
  description: string | null;
  phone: string | null;
  metadata: TMetadata;
  preferredLocales: string[];
};

export function customerObject(input: TCustomerInput & { id: string; created: number; invoicePrefix: string }): TWireCustomer {
  return {
    id: input.id,
    object: 'customer',
    address: null,
    balance: 0,
    created: input.created,
    currency: null,
    default_source: null,
    delinquent: false,
    description: input.description,
    discount: null,
    email: input.email,
    invoice_prefix: input.invoicePrefix,
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: input.metadata,
    name: input.name,
    next_invoice_sequence: 1,
    phone: input.phone,
    preferred_locales: input.preferredLocales,
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
  };
}

export function checkoutSessionObject(input: {
  id: string;
  created: number;
  expiresAt: number;
  url: string;
  customer: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: TMetadata;
  successUrl: string;
  cancelUrl: string | null;
  locale: string | null;
  currency: string;
  amount: number | null;
}): TWireCheckoutSession {
  return {
    id: input.id,
    object: 'checkout.session',
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: null,
    amount_subtotal: input.amount,
    amount_total: input.amount,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: input.created,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: input.customer,
    customer_account: null,
    customer_creation: input.customer ? null : 'always',
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: 'subscription',
    origin_context: null,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: 'automatic' } },
    payment_method_types: ['card', 'sepa_debit'],
    payment_status: 'unpaid',
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: input.customer
      ? { allow_redisplay_filters: ['always'], payment_method_remove: null, payment_method_save: null }
      : null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    tax_id_collection: { enabled: false, required: 'never' },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: 'hosted_page',
    url: input.url,
    wallet_options: null,
  };
}

export function portalSessionObject(input: {
  id: string;
  configuration: string;
  created: number;
  customer: string;
  locale: string | null;
  returnUrl: string | null;
  url: string;
}): TWirePortalSession {
  return {
    id: input.id,
    object: 'billing_portal.session',
    configuration: input.configuration,
    created: input.created,
    customer: input.customer,
    customer_account: null,
    flow: null,
    livemode: false,
    locale: input.locale,
    on_behalf_of: null,
    return_url: input.returnUrl,
    url: input.url,
  };
}

export function subscriptionItemObject(input: {
  id: string;
  subscription: string;
  created: number;
  price: TFakePrice;
  priceCreated: number;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}): TWireSubscriptionItem {
  return {
    id: input.id,
    object: 'subscription_item',
    billing_thresholds: null,
    created: input.created,
    current_period_end: input.periodEnd,
    current_period_start: input.periodStart,
    current_trial: null,
    discounts: [],
    metadata: {},
    plan: planObject(input.price, input.priceCreated),
    price: priceObject(input.price, input.priceCreated),
    quantity: input.quantity,
    subscription: input.subscription,
    tax_rates: [],
  };
}

export function subscriptionObject(input: {
  id: string;
  customer: string;
  created: number;
  currency: string;
  metadata: TMetadata;
  item: TWireSubscriptionItem;
  status: Stripe.Subscription.Status;
  billingMode: 'flexible' | 'classic';
  billingCycleAnchor: number;
  trial: { start: number; end: number } | null;
  defaultPaymentMethod: string | null;
}): TWireSubscription {
  return {
    id: input.id,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: input.billingCycleAnchor,
    billing_cycle_anchor_config: null,
    billing_mode:
      input.billingMode === 'flexible'
        ? { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: input.created }
        : { flexible: null, type: 'classic' },
    billing_schedules: [],
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: input.defaultPaymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, custom_fields: null, description: null, footer: null, issuer: { type: 'self' } },
    items: listOf([input.item], `/v1/subscription_items?subscription=${input.id}`),
    latest_invoice: null,
    livemode: false,
    managed_payments: null,
    metadata: input.metadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: 'off' },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: input.created,
    status: input.status,
    test_clock: null,
    transfer_data: null,
    trial_end: input.trial?.end ?? null,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: 'create_invoice' } },
    trial_start: input.trial?.start ?? null,
  };
}

export function invoiceLineObject(input: {
  id: string;
  invoice: string;
  subscription: string;
  subscriptionItem: string;
  price: TFakePrice;
  quantity: number;
  amount: number;
  currency: string;
  periodStart: number;
  periodEnd: number;
  description: string;
}): TWireInvoiceLineItem {
  return {
    id: input.id,
    object: 'line_item',
    amount: input.amount,
    currency: input.currency,
    description: input.description,
    discount_amounts: [],
    discountable: true,
    discounts: [],
    invoice: input.invoice,
    livemode: false,
    metadata: {},
    parent: {
      invoice_item_details: null,
      subscription_item_details: {
        invoice_item: null,
        proration: false,
        proration_details: { credited_items: null },
        subscription: input.subscription,
        subscription_item: input.subscriptionItem,
      },
      type: 'subscription_item_details',
    },
    period: { end: input.periodEnd, start: input.periodStart },
    pretax_credit_amounts: [],
    pricing: {
      price_details: { price: input.price.id, product: productOf(input.price) },
      type: 'price_details',
      unit_amount_decimal: input.quantity > 0 ? String(input.amount / input.quantity) : null,
    },
    quantity: input.quantity,
    quantity_decimal: String(input.quantity),
    subscription: input.subscription,
    subtotal: input.amount,
    taxes: [],
  };
}

export function invoiceObject(input: {
  id: string;
  customer: TWireCustomer;
  subscription: string;
  subscriptionMetadata: TMetadata;
  currency: string;
  amount: number;
  created: number;
  periodStart: number;
  periodEnd: number;
  billingReason: Stripe.Invoice.BillingReason;
  number: string;
  line: TWireInvoiceLineItem;
  hostedUrl: string;
}): TWireInvoice {
  return {
    id: input.id,
    object: 'invoice',
    account_country: ACCOUNT.country,
    account_name: ACCOUNT.name,
    account_tax_ids: null,
    amount_due: input.amount,
    amount_overpaid: 0,
    amount_paid: 0,
    amount_remaining: input.amount,
    amount_shipping: 0,
    application: null,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: input.billingReason,
    collection_method: 'charge_automatically',
    created: input.created,
    currency: input.currency,
    custom_fields: null,
    customer: input.customer.id,
    customer_account: null,
    customer_address: null,
    customer_email: input.customer.email,
    customer_name: input.customer.name ?? null,
    customer_phone: input.customer.phone ?? null,
    customer_shipping: null,
    customer_tax_exempt: 'none',
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    due_date: null,
    effective_at: input.created,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: input.hostedUrl,
    invoice_pdf: null,
    issuer: { type: 'self' },
    last_finalization_error: null,
    latest_revision: null,
    lines: listOf([input.line], `/v1/invoices/${input.id}/lines`),
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: input.number,
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: input.subscriptionMetadata, subscription: input.subscription },
      type: 'subscription_details',
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    period_end: input.periodEnd,
    period_start: input.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: 'open',
    status_transitions: { finalized_at: input.created, marked_uncollectible_at: null, paid_at: null, voided_at: null },
    subtotal: input.amount,
    subtotal_excluding_tax: input.amount,
    test_clock: null,
    total: input.amount,
    total_discount_amounts: [],
    total_excluding_tax: input.amount,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: input.created,
  };
}

export function invoicePaymentObject(input: {
  id: string;
  invoice: string;
  paymentIntent: string;
  amount: number;
  currency: string;
  created: number;
}): TWireInvoicePayment {
  return {
    id: input.id,
    object: 'invoice_payment',
    amount_paid: null,
    amount_requested: input.amount,
    created: input.created,
    currency: input.currency,
    invoice: input.invoice,
    is_default: true,
    livemode: false,
    payment: { payment_intent: input.paymentIntent, type: 'payment_intent' },
    status: 'open',
    status_transitions: { canceled_at: null, paid_at: null },
  };
}

export function refundObject(input: {
  id: string;
  amount: number;
  charge: string;
  paymentIntent: string;
  paymentMethod: string;
  currency: string;
  customer: string;
  created: number;
  metadata: TMetadata;
  reason: Stripe.Refund.Reason | null;
}): TWireRefund {
  return {
    id: input.id,
    object: 'refund',
    amount: input.amount,
    balance_transaction: `txn_${input.id.slice(3)}`,
    charge: input.charge,
    created: input.created,
    currency: input.currency,
    customer: input.customer,
    customer_account: null,
    metadata: input.metadata,
    payment_intent: input.paymentIntent,
    payment_method: input.paymentMethod,
    reason: input.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: 'succeeded',
    transfer_reversal: null,
  };
}
