// Webhook events rendered at an older endpoint API version, as Stripe renders each event at the version of the
// endpoint that receives it (API answers stay at the SDK's pinned version). One older version is known:
// FAKE_STRIPE_LEGACY_API_VERSION, 2024-06-20, before 2025-03-31.basil. Its differences follow the field lists of
// stripe-node 16.12.0 (the SDK pinned to 2024-06-20) against the pinned SDK, and the basil changelog:
// - invoice: `subscription`, `subscription_details`, `quote` instead of `parent`; `paid`, `paid_out_of_band`, `charge`,
//   `payment_intent` instead of the `payments` list; `tax`, `total_tax_amounts` instead of `total_taxes`; `discount`,
//   `application_fee_amount`, `transfer_data`; lines with `type`, `price`, `plan`, `proration`, `subscription_item`,
//   `tax_amounts`, `tax_rates` instead of `parent`, `pricing`, `taxes`;
// - subscription: top-level `current_period_start/end` and `discount`; plans and recurring prices with
//   `aggregate_usage`. Its items keep their own `current_period_*`: Stripe added those to every version (events at
//   2024-06-20 sent since mid-2025 carry them; those of January 2025 did not). ITEM_PERIODS_AT_LEGACY says which.
// - checkout session: `shipping_details` instead of `collected_information`; `ui_mode: 'hosted'`.
// Fields Stripe added without breaking anything (billing_mode, customer_account, …) appear at every version.
// The types below are hand-written: the pinned SDK types cannot check an older shape. They hold what the app could
// read, forbid (`?: never`) the pinned version's fields that this version lacks, and let other fields through.
import type Stripe from 'stripe';
import { FAKE_STRIPE_LEGACY_API_VERSION } from './config';
import type {
  TWireCheckoutSession,
  TWireInvoice,
  TWireInvoiceLineItem,
  TWirePlan,
  TWirePrice,
  TWireSubscription,
  TWireSubscriptionItem,
} from './objects';

/** Whether subscription items keep `current_period_*` at 2024-06-20 (true: as Stripe renders it today). */
export const ITEM_PERIODS_AT_LEGACY = true;

type TOpen = { [key: string]: unknown };

export type TLegacyPlan = {
  id: string;
  object: 'plan';
  aggregate_usage: null;
  amount: number | null;
  interval: string;
  interval_count: number;
} & TOpen;
export type TLegacyPrice = {
  id: string;
  object: 'price';
  unit_amount: number | null;
  recurring: ({ aggregate_usage: null; interval: string; interval_count: number } & TOpen) | null;
} & TOpen;

export type TLegacySubscriptionItem = {
  id: string;
  object: 'subscription_item';
  price: TLegacyPrice;
  plan: TLegacyPlan;
  quantity?: number;
  subscription: string;
} & TOpen;

export type TLegacySubscription = {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at: number | null;
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  ended_at: number | null;
  current_period_start: number;
  current_period_end: number;
  trial_start: number | null;
  trial_end: number | null;
  discount: null;
  latest_invoice: string | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: TLegacySubscriptionItem[]; has_more: boolean; url: string };
} & TOpen;

export type TLegacyInvoiceLineItem = {
  id: string;
  object: 'line_item';
  amount: number;
  type: 'subscription' | 'invoiceitem';
  subscription: string | null;
  subscription_item?: string;
  proration: boolean;
  price: TLegacyPrice | null;
  plan: TLegacyPlan | null;
  period: { start: number; end: number };
  parent?: never;
  pricing?: never;
} & TOpen;

export type TLegacyInvoice = {
  id: string;
  object: 'invoice';
  customer: string | null;
  status: string | null;
  billing_reason: string | null;
  subscription: string | null;
  subscription_details: { metadata: Record<string, string> | null } | null;
  paid: boolean;
  paid_out_of_band: boolean;
  charge: string | null;
  payment_intent: string | null;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  currency: string;
  attempted: boolean;
  attempt_count: number;
  tax: null;
  total_tax_amounts: unknown[];
  discount: null;
  lines: { object: 'list'; data: TLegacyInvoiceLineItem[]; has_more: boolean; url: string };
  parent?: never;
  payments?: never;
  total_taxes?: never;
} & TOpen;

export type TLegacyCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: string | null;
  customer: string | null;
  subscription: string | null;
  client_reference_id: string | null;
  shipping_details: null;
  ui_mode: 'hosted' | 'embedded' | null;
  collected_information?: never;
} & TOpen;

export type TLegacyObject = TLegacySubscription | TLegacyInvoice | TLegacyCheckoutSession | ({ id: string; object: string } & TOpen);

/** An event as a 2024-06-20 endpoint receives it; `O` narrows what it is about. */
export type TLegacyEvent<O extends TLegacyObject = TLegacyObject> = {
  id: string;
  object: 'event';
  api_version: typeof FAKE_STRIPE_LEGACY_API_VERSION;
  created: number;
  data: { object: O; previous_attributes?: TOpen };
  livemode: boolean;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null } | null;
  type: string;
} & TOpen;

/** What the renderer needs from the store: an invoice's payment, a Price by id. */
export type TLegacyContext = {
  paymentOf(invoiceId: string): { paymentIntent: string; charge: string | null } | null;
  priceOf(priceId: string): { price: TWirePrice; plan: TWirePlan } | null;
};

/** Stripe's key order: id, object, then the rest alphabetically. */
function ordered<T extends TOpen>(value: T): T {
  const keys = Object.keys(value).sort((a, b) => (a === 'id' ? -1 : b === 'id' ? 1 : a === 'object' ? -1 : b === 'object' ? 1 : a < b ? -1 : 1));
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as T;
}

const legacyPlan = (plan: TWirePlan): TLegacyPlan => ordered({ ...plan, aggregate_usage: null });
const legacyPrice = (price: TWirePrice): TLegacyPrice =>
  ordered({ ...price, recurring: price.recurring ? ordered({ ...price.recurring, aggregate_usage: null }) : null });

function legacyItem(item: TWireSubscriptionItem): TLegacySubscriptionItem {
  const { current_period_start, current_period_end, ...rest } = item;
  return ordered({
    ...rest,
    ...(ITEM_PERIODS_AT_LEGACY ? { current_period_start, current_period_end } : {}),
    plan: legacyPlan(item.plan),
    price: legacyPrice(item.price),
  });
}

export function legacySubscription(subscription: TWireSubscription): TLegacySubscription {
  const first = subscription.items.data[0];
  return ordered({
    ...subscription,
    customer: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    latest_invoice:
      typeof subscription.latest_invoice === 'string' || subscription.latest_invoice === null
        ? subscription.latest_invoice
        : subscription.latest_invoice.id,
    current_period_start: first?.current_period_start ?? subscription.start_date,
    current_period_end: first?.current_period_end ?? subscription.start_date,
    discount: null,
    items: { ...subscription.items, data: subscription.items.data.map(legacyItem) },
  });
}

function legacyLine(line: TWireInvoiceLineItem, context: TLegacyContext): TLegacyInvoiceLineItem {
  const { parent, pricing, taxes: _taxes, pretax_credit_amounts: _credits, ...rest } = line;
  const priceId = pricing?.price_details
    ? typeof pricing.price_details.price === 'string'
      ? pricing.price_details.price
      : pricing.price_details.price.id
    : null;
  const known = priceId ? context.priceOf(priceId) : null;
  const details = parent?.subscription_item_details ?? null;
  return ordered({
    ...rest,
    subscription: typeof line.subscription === 'string' || line.subscription === null ? line.subscription : line.subscription.id,
    amount_excluding_tax: line.amount,
    plan: known ? legacyPlan(known.plan) : null,
    price: known ? legacyPrice(known.price) : null,
    proration: details?.proration ?? false,
    proration_details: { credited_items: null },
    ...(details ? { subscription_item: details.subscription_item } : {}),
    tax_amounts: [],
    tax_rates: [],
    type: details ? 'subscription' : 'invoiceitem',
    unit_amount_excluding_tax: pricing?.unit_amount_decimal ?? null,
  });
}

export function legacyInvoice(invoice: TWireInvoice, context: TLegacyContext): TLegacyInvoice {
  const { parent, payments: _payments, total_taxes: _taxes, total_pretax_credit_amounts: _credits, ...rest } = invoice;
  const details = parent?.subscription_details ?? null;
  const payment = context.paymentOf(invoice.id);
  return ordered({
    ...rest,
    customer: typeof invoice.customer === 'string' || invoice.customer === null ? invoice.customer : invoice.customer.id,
    application_fee_amount: null,
    charge: payment?.charge ?? null,
    discount: null,
    lines: { ...invoice.lines, data: invoice.lines.data.map((line) => legacyLine(line, context)) },
    paid: invoice.status === 'paid',
    paid_out_of_band: false,
    payment_intent: payment?.paymentIntent ?? null,
    quote: parent?.quote_details?.quote ?? null,
    subscription: details ? (typeof details.subscription === 'string' ? details.subscription : details.subscription.id) : null,
    subscription_details: details ? { metadata: details.metadata } : null,
    tax: null,
    total_tax_amounts: [],
    transfer_data: null,
  });
}

export function legacyCheckoutSession(session: TWireCheckoutSession): TLegacyCheckoutSession {
  const { collected_information: _collected, ...rest } = session;
  return ordered({
    ...rest,
    customer: typeof session.customer === 'string' || session.customer === null ? session.customer : session.customer.id,
    subscription: typeof session.subscription === 'string' || session.subscription === null ? session.subscription : session.subscription.id,
    shipping_details: null,
    ui_mode: session.ui_mode === 'embedded_page' ? 'embedded' : session.ui_mode === null ? null : 'hosted',
  });
}

function legacyObject(object: TOpen, context: TLegacyContext): TLegacyObject {
  switch (object.object) {
    case 'subscription':
      return legacySubscription(object as unknown as TWireSubscription);
    case 'invoice':
      return legacyInvoice(object as unknown as TWireInvoice, context);
    case 'checkout.session':
      return legacyCheckoutSession(object as unknown as TWireCheckoutSession);
    default:
      return object as { id: string; object: string } & TOpen;
  }
}

/** The changed attributes of a subscription at 2024-06-20: a changed item period is also the subscription's. */
function legacyPrevious(previous: TOpen, current: TOpen): TOpen {
  if (current.object !== 'subscription' || !previous.items) return previous;
  const items = previous.items as TWireSubscription['items'];
  const before = items.data[0];
  const now = (current as unknown as TWireSubscription).items.data[0];
  const periods: TOpen = {};
  if (before && now && before.current_period_start !== now.current_period_start) periods.current_period_start = before.current_period_start;
  if (before && now && before.current_period_end !== now.current_period_end) periods.current_period_end = before.current_period_end;
  return ordered({ ...previous, ...periods, items: { ...items, data: items.data.map(legacyItem) } });
}

/** The event as an endpoint at `version` receives it. */
export function renderEventAt(version: string, event: Stripe.Event, context: TLegacyContext): Stripe.Event | TLegacyEvent {
  if (version !== FAKE_STRIPE_LEGACY_API_VERSION) return event;
  const object = event.data.object as unknown as TOpen;
  const previous = event.data.previous_attributes as TOpen | undefined;
  return {
    ...event,
    api_version: FAKE_STRIPE_LEGACY_API_VERSION,
    data: { object: legacyObject(object, context), ...(previous ? { previous_attributes: legacyPrevious(previous, object) } : {}) },
  };
}
