// The local Stripe's memory (docs/billing-api.md#local-stripe): its objects as Stripe sends them (objects.ts), beside
// what Stripe knows but never sends (a session's Price and trial, a payment's state), and the changes time, a bank or
// a customer make: a checkout paid by card, 3-D Secure or SEPA debit, settled later or not, a period ending, a renewal
// failing, a portal cancel or renew, a refund. Each change builds the events Stripe would post, at the pinned version.
import Stripe from 'stripe';
import type { TFakePayMethod, TFakePrice } from './config';
import {
  amountFor,
  checkoutSessionObject,
  customerObject,
  deletedCustomer,
  invoiceLineObject,
  invoiceObject,
  invoicePaymentObject,
  listOf,
  portalSessionObject,
  priceObject,
  refundObject,
  subscriptionItemObject,
  subscriptionObject,
  type TCustomerInput,
  type TWireCheckoutSession,
  type TWireCustomer,
  type TWireInvoice,
  type TWireInvoicePayment,
  type TWirePortalSession,
  type TWirePrice,
  type TWireRefund,
  type TWireSubscription,
} from './objects';
import {
  addInterval,
  exclusive,
  formatAmount,
  formatInterval,
  invalid,
  missing,
  newId,
  newInvoicePrefix,
  wireCopy,
  type TMetadata,
  type TWire,
  type TWireList,
} from './util';

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The request an event came from (an API call), or none (a customer on a hosted page, time, a bank). */
export type TRequestInfo = { id: string | null; idempotency_key: string | null };
export const NO_REQUEST: TRequestInfo = { id: null, idempotency_key: null };

type TEventType = Stripe.Event['type'];
export type TEventObject<K extends TEventType> = TWire<Extract<Stripe.Event, { type: K }>['data']['object']>;

/** What a Checkout Session was created with that Stripe never shows on it. */
export type TSessionPrivate = {
  priceId: string;
  quantity: number;
  subscriptionMetadata: TMetadata;
  trialEnd: number | null;
  billingMode: 'flexible' | 'classic';
};

/** A payment of an invoice: its PaymentIntent, charge and state, which the fake does not serve as objects. */
export type TPaymentRecord = {
  paymentIntent: string;
  charge: string | null;
  paymentMethod: string;
  invoice: string;
  invoicePayment: string;
  customer: string;
  amount: number;
  currency: string;
  method: TFakePayMethod;
  status: 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  refunded: number;
};

type TSubscriptionPrivate = { priceId: string; quantity: number; session: string | null; cancelFromPeriodEnd: boolean };

type TIdempotent = { fingerprint: string; status: number; body: string; at: number };

/** Everything the state file holds. */
export type TStateData = {
  version: 1;
  portalConfiguration: string;
  customers: TWireCustomer[];
  deletedCustomers: string[];
  checkoutSessions: TWireCheckoutSession[];
  sessionPrivate: [string, TSessionPrivate][];
  portalSessions: TWirePortalSession[];
  subscriptions: TWireSubscription[];
  subscriptionPrivate: [string, TSubscriptionPrivate][];
  invoices: TWireInvoice[];
  invoicePayments: TWireInvoicePayment[];
  payments: TPaymentRecord[];
  refunds: TWireRefund[];
  events: Stripe.Event[];
  idempotency: [string, TIdempotent][];
};

export type TListParams = { limit?: number; startingAfter?: string; endingBefore?: string };

/** The update parameters the fake honours on a subscription (POST /v1/subscriptions/:id). */
export type TSubscriptionUpdate = {
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | '' | 'min_period_end' | 'max_period_end';
  metadata?: Record<string, string> | '';
  cancellationComment?: string;
  cancellationFeedback?: Stripe.Subscription.CancellationDetails.Feedback | '';
  description?: string | '';
};

export type TCheckoutCreate = {
  mode: string | null;
  customer: string | null;
  customerEmail: string | null;
  priceId: string | null;
  quantity: number | null;
  lineItemCount: number;
  clientReferenceId: string | null;
  metadata: TMetadata;
  subscriptionMetadata: TMetadata;
  trialEnd: number | null;
  trialPeriodDays: number | null;
  billingMode: 'flexible' | 'classic';
  successUrl: string | null;
  cancelUrl: string | null;
  locale: string | null;
  expiresAt: number | null;
};

/** Object.assign with the fields checked against the object's type. */
const patch = <T extends object>(target: T, changes: Partial<T>): void => {
  Object.assign(target, changes);
};

const NO_CANCELLATION = { comment: null, feedback: null, feedback_option: null, reason: null } as const;

const ENDED = new Set(['canceled', 'incomplete_expired']);
const RUNNING = new Set(['active', 'trialing', 'past_due']);

/** The first-level fields that differ, with their values before: an event's `previous_attributes`. */
function previousAttributes(before: object, after: object): Record<string, unknown> | null {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)]))
    if (JSON.stringify(was[key]) !== JSON.stringify(now[key])) changed[key] = was[key] ?? null;
  return Object.keys(changed).length > 0 ? changed : null;
}

/** Newest first, then Stripe's cursor pagination. */
export function page<T extends { id: string }>(items: T[], params: TListParams, url: string): TWireList<T> {
  const limit = Math.min(Math.max(params.limit ?? 10, 1), 100);
  let list = items;
  if (params.startingAfter) {
    const at = list.findIndex((item) => item.id === params.startingAfter);
    list = at < 0 ? [] : list.slice(at + 1);
  } else if (params.endingBefore) {
    const at = list.findIndex((item) => item.id === params.endingBefore);
    list = at < 0 ? [] : list.slice(Math.max(0, at - limit), at);
    return listOf(list, url, at - limit > 0);
  }
  return listOf(list.slice(0, limit), url, list.length > limit);
}

const newestFirst = <T extends { created: number }>(items: Iterable<T>): T[] =>
  [...items]
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.created - a.item.created || b.index - a.index)
    .map(({ item }) => item);

export class FakeStripeState {
  readonly customers: Map<string, TWireCustomer> = new Map();
  readonly deletedCustomers = new Set<string>();
  readonly checkoutSessions: Map<string, TWireCheckoutSession> = new Map();
  readonly sessionPrivate: Map<string, TSessionPrivate> = new Map();
  readonly portalSessions: Map<string, TWirePortalSession> = new Map();
  readonly subscriptions: Map<string, TWireSubscription> = new Map();
  readonly subscriptionPrivate: Map<string, TSubscriptionPrivate> = new Map();
  readonly invoices: Map<string, TWireInvoice> = new Map();
  readonly invoicePayments: Map<string, TWireInvoicePayment> = new Map();
  /** By PaymentIntent id. */
  readonly payments: Map<string, TPaymentRecord> = new Map();
  readonly refunds: Map<string, TWireRefund> = new Map();
  /** Every event built, in order, at the pinned version. */
  readonly events: Stripe.Event[] = [];
  readonly idempotency: Map<string, TIdempotent> = new Map();
  readonly prices: Map<string, TFakePrice>;
  /** When the Prices were "created": the fake's start. */
  readonly pricesCreated: number;
  portalConfiguration = newId('bpc');
  /** http://host:port, set once the server listens: the hosted pages' URLs. */
  baseUrl = '';
  private batch: Stripe.Event[] | null = null;
  /** Events built outside `run` (a session expiring as a page shows it): the server posts them after answering. */
  private orphans: Stripe.Event[] = [];

  constructor(
    prices: TFakePrice[],
    readonly now: () => number,
    private readonly pendingWebhooks: number,
  ) {
    this.prices = new Map(prices.map((price) => [price.id, price]));
    this.pricesCreated = now();
  }

  // ------------------------------------------------------------------ events

  /** Runs a change and answers its result with the events it built (to deliver now, later, or never). */
  run<T>(work: () => T): { value: T; events: Stripe.Event[] } {
    const outer = this.batch;
    const batch: Stripe.Event[] = [];
    this.batch = batch;
    try {
      return { value: work(), events: batch };
    } catch (error) {
      // What was built before the failure still happened: posted like an orphan.
      this.orphans.push(...batch);
      batch.length = 0;
      throw error;
    } finally {
      this.batch = outer;
      outer?.push(...batch);
    }
  }

  /** An event about a snapshot of `object`, as Stripe renders it at the pinned version. */
  emit<K extends TEventType>(
    type: K,
    object: TEventObject<K>,
    options: { previous?: Record<string, unknown> | null; request?: TRequestInfo } = {},
  ): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event' as const,
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object: wireCopy(object), ...(options.previous ? { previous_attributes: wireCopy(options.previous) } : {}) },
      livemode: false,
      pending_webhooks: this.pendingWebhooks,
      request: { ...(options.request ?? NO_REQUEST) },
      type,
    };
    // The wire JSON, as constructEvent hands it over: the SDK types decimal fields as Stripe.Decimal, events carry strings.
    const built = event as unknown as Stripe.Event;
    this.events.push(built);
    (this.batch ?? this.orphans).push(built);
    return built;
  }

  /** The events built outside `run` since the last call. */
  takeOrphans(): Stripe.Event[] {
    const taken = this.orphans;
    this.orphans = [];
    return taken;
  }

  /** Any event about any object (the public `event()` helper: a test's own payload, not checked). */
  looseEvent(type: string, object: Record<string, unknown>): Stripe.Event {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: this.now(),
      data: { object: wireCopy(object) },
      livemode: false,
      pending_webhooks: this.pendingWebhooks,
      request: { ...NO_REQUEST },
      type,
    } as unknown as Stripe.Event;
    // Kept, never posted by itself: the test delivers it.
    this.events.push(event);
    return event;
  }

  // ------------------------------------------------------------------ lookups

  customer(id: string, param = 'id'): TWireCustomer {
    const found = this.customers.get(id);
    if (!found) throw missing('customer', id, param);
    return found;
  }

  fakePrice(id: string, param = 'id'): TFakePrice {
    const found = this.prices.get(id);
    if (!found) throw missing('price', id, param);
    return found;
  }

  price(id: string, expand: readonly string[] = []): TWirePrice {
    return priceObject(this.fakePrice(id), this.pricesCreated, expand);
  }

  listPrices(filter: { lookupKeys: string[]; active: boolean | null }, params: TListParams): TWireList<TWirePrice> {
    const prices = [...this.prices.values()]
      .filter((price) => filter.lookupKeys.length === 0 || filter.lookupKeys.includes(price.lookupKey ?? price.id))
      .filter((price) => filter.active === null || (price.active ?? true) === filter.active)
      .map((price) => priceObject(price, this.pricesCreated));
    return page(prices, params, '/v1/prices');
  }

  subscription(id: string, param = 'id'): TWireSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw missing('subscription', id, param);
    return found;
  }

  invoice(id: string, param = 'id'): TWireInvoice {
    const found = this.invoices.get(id);
    if (!found) throw missing('invoice', id, param);
    return found;
  }

  checkoutSession(id: string): TWireCheckoutSession {
    const found = this.checkoutSessions.get(id);
    if (!found) throw missing('checkout.session', id);
    this.expireIfDue(found);
    return found;
  }

  /** The subscription's own Price and quantity (what its item was made from). */
  subscriptionPrice(subscription: TWireSubscription): { price: TFakePrice; quantity: number } {
    const own = this.subscriptionPrivate.get(subscription.id);
    const priceId = own?.priceId ?? subscription.items.data[0]?.price.id ?? '';
    return { price: this.fakePrice(priceId), quantity: own?.quantity ?? subscription.items.data[0]?.quantity ?? 1 };
  }

  sessionPrice(sessionId: string): { price: TFakePrice; quantity: number; trialEnd: number | null } | null {
    const own = this.sessionPrivate.get(sessionId);
    const price = own ? this.prices.get(own.priceId) : undefined;
    return own && price ? { price, quantity: own.quantity, trialEnd: own.trialEnd } : null;
  }

  paymentOfInvoice(invoiceId: string): TPaymentRecord | null {
    let found: TPaymentRecord | null = null;
    for (const payment of this.payments.values()) if (payment.invoice === invoiceId) found = payment;
    return found;
  }

  // ------------------------------------------------------------------ customers

  createCustomer(input: TCustomerInput, request: TRequestInfo): TWireCustomer {
    const customer = customerObject({ id: newId('cus'), created: this.now(), invoicePrefix: newInvoicePrefix(), ...input });
    this.customers.set(customer.id, customer);
    this.emit('customer.created', customer, { request });
    return customer;
  }

  retrieveCustomer(id: string): TWireCustomer | Stripe.DeletedCustomer {
    if (this.deletedCustomers.has(id)) return deletedCustomer(id);
    return this.customer(id);
  }

  /** As Stripe does: the customer's subscriptions are canceled at once, then the customer is deleted. */
  deleteCustomer(id: string, request: TRequestInfo): Stripe.DeletedCustomer {
    const customer = this.customer(id);
    for (const subscription of this.subscriptions.values())
      if (subscription.customer === id && !ENDED.has(subscription.status)) this.cancelNow(subscription.id, request);
    this.customers.delete(id);
    this.deletedCustomers.add(id);
    this.emit('customer.deleted', customer, { request });
    return deletedCustomer(id);
  }

  // ------------------------------------------------------------------ checkout

  createCheckoutSession(input: TCheckoutCreate): TWireCheckoutSession {
    const now = this.now();
    if (input.mode === null) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
    if (input.mode !== 'subscription') throw invalid(`The local Stripe only implements mode=subscription, not mode=${input.mode}.`, 'mode');
    if (input.lineItemCount === 0 || input.priceId === null)
      throw invalid('Missing required param: line_items[0][price].', 'line_items[0][price]', 'parameter_missing');
    if (input.lineItemCount > 1) throw invalid('The local Stripe implements one line item per session.', 'line_items[1]');
    const price = this.fakePrice(input.priceId, 'line_items[0][price]');
    if (price.customUnitAmount)
      throw invalid('You must provide at least one recurring price in `subscription` mode when using prices.', 'line_items[0][price]');
    if (input.quantity === null)
      throw invalid('Quantity is required. Add `quantity` to `line_items[0]`.', 'line_items[0][quantity]', 'parameter_missing');
    if (input.customer !== null && input.customerEmail !== null) throw exclusive('customer', 'customer_email');
    if (input.customer !== null && !this.customers.has(input.customer)) throw missing('customer', input.customer, 'customer');
    if (input.successUrl === null) throw invalid('Missing required param: success_url.', 'success_url', 'parameter_missing');
    if (input.trialEnd !== null && input.trialPeriodDays !== null)
      throw exclusive('subscription_data[trial_end]', 'subscription_data[trial_period_days]');
    if (input.trialEnd !== null && input.trialEnd < now + 48 * HOUR)
      throw invalid('`subscription_data[trial_end]` must be at least 48 hours in the future.', 'subscription_data[trial_end]');
    if (input.trialPeriodDays !== null && input.trialPeriodDays < 1)
      throw invalid('`subscription_data[trial_period_days]` must be at least 1.', 'subscription_data[trial_period_days]');
    if (input.expiresAt !== null && (input.expiresAt < now + 30 * 60 || input.expiresAt > now + DAY))
      throw invalid('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    const trialEnd = input.trialEnd ?? (input.trialPeriodDays !== null ? now + input.trialPeriodDays * DAY : null);
    const id = newId('cs_test', 58);
    const session = checkoutSessionObject({
      id,
      created: now,
      expiresAt: input.expiresAt ?? now + DAY,
      url: `${this.baseUrl}/checkout/${id}`,
      customer: input.customer,
      customerEmail: input.customerEmail,
      clientReferenceId: input.clientReferenceId,
      metadata: input.metadata,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      locale: input.locale,
      currency: price.currency.toLowerCase(),
      amount: trialEnd !== null ? 0 : amountFor(price, input.quantity),
    });
    this.checkoutSessions.set(id, session);
    this.sessionPrivate.set(id, {
      priceId: price.id,
      quantity: input.quantity,
      subscriptionMetadata: input.subscriptionMetadata,
      trialEnd,
      billingMode: input.billingMode,
    });
    return session;
  }

  listCheckoutSessions(
    filter: { customer: string | null; status: string | null; subscription: string | null },
    params: TListParams,
  ): TWireList<TWireCheckoutSession> {
    const sessions = newestFirst(this.checkoutSessions.values()).filter((session) => {
      this.expireIfDue(session);
      return (
        (filter.customer === null || session.customer === filter.customer) &&
        (filter.status === null || session.status === filter.status) &&
        (filter.subscription === null || session.subscription === filter.subscription)
      );
    });
    return page(sessions, params, '/v1/checkout/sessions');
  }

  /** Stripe expires an open session at its `expires_at` (checkout.session.expired): done when it is next looked at. */
  private expireIfDue(session: TWireCheckoutSession): void {
    if (session.status === 'open' && session.expires_at <= this.now()) this.markExpired(session, NO_REQUEST);
  }

  private markExpired(session: TWireCheckoutSession, request: TRequestInfo): void {
    patch(session, { status: 'expired', url: null });
    this.emit('checkout.session.expired', session, { request });
  }

  expireCheckoutSession(id: string, request: TRequestInfo): TWireCheckoutSession {
    const session = this.checkoutSession(id);
    if (session.status !== 'open')
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`);
    this.markExpired(session, request);
    return session;
  }

  /** The hosted page's Pay button: the customer pays with `method`; answers the success URL. */
  pay(sessionId: string, method: TFakePayMethod): string {
    const session = this.checkoutSession(sessionId);
    if (session.status !== 'open') throw invalid(`This Checkout Session is no longer open (its status is "${session.status}"); it cannot be paid.`);
    const own = this.sessionPrivate.get(sessionId);
    if (!own) throw invalid('This Checkout Session has no line item the local Stripe knows.');
    const now = this.now();
    const price = this.fakePrice(own.priceId);
    let customer: TWireCustomer;
    if (session.customer === null) {
      customer = this.createCustomer(
        { email: session.customer_email, name: null, description: null, phone: null, metadata: {}, preferredLocales: [] },
        NO_REQUEST,
      );
    } else customer = this.customer(typeof session.customer === 'string' ? session.customer : session.customer.id);
    customer.currency ??= price.currency.toLowerCase();

    const trial = own.trialEnd !== null ? { start: now, end: own.trialEnd } : null;
    const periodEnd = trial ? trial.end : addInterval(now, price.interval, price.intervalCount);
    const amount = trial ? 0 : (amountFor(price, own.quantity) ?? 0);
    // Nothing to pay now (a trial, a free first period): running at once, whatever the method.
    const status = trial ? 'trialing' : method === 'card' || amount === 0 ? 'active' : 'incomplete';
    const id = newId('sub');
    const item = subscriptionItemObject({
      id: newId('si'),
      subscription: id,
      created: now,
      price,
      priceCreated: this.pricesCreated,
      quantity: own.quantity,
      periodStart: now,
      periodEnd,
    });
    const subscription = subscriptionObject({
      id,
      customer: customer.id,
      created: now,
      currency: price.currency.toLowerCase(),
      metadata: { ...own.subscriptionMetadata },
      item,
      status,
      billingMode: own.billingMode,
      billingCycleAnchor: trial ? trial.end : now,
      trial,
      defaultPaymentMethod: newId('pm'),
    });
    this.subscriptions.set(id, subscription);
    this.subscriptionPrivate.set(id, { priceId: price.id, quantity: own.quantity, session: sessionId, cancelFromPeriodEnd: false });

    const invoice = this.newInvoice(subscription, { amount, reason: 'subscription_create', periodStart: now, periodEnd, trial: trial !== null });
    if (amount === 0) this.markPaid(invoice, null);
    else {
      const payment = this.newPayment(invoice, method);
      if (method === 'card') this.succeed(payment, invoice);
    }

    patch(session, {
      status: 'complete',
      payment_status: trial || amount === 0 ? 'no_payment_required' : method === 'card' ? 'paid' : 'unpaid',
      subscription: id,
      customer: customer.id,
      customer_details: {
        address: null,
        business_name: null,
        email: customer.email,
        individual_name: null,
        name: customer.name ?? null,
        phone: customer.phone ?? null,
        tax_exempt: 'none',
        tax_ids: [],
      },
      collected_information: { business_name: null, individual_name: null, shipping_details: null },
      invoice: invoice.id,
      url: null,
    });
    this.emit('customer.subscription.created', subscription);
    this.emit('checkout.session.completed', session);
    if (invoice.status === 'paid') this.emit('invoice.paid', invoice);
    return (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  // ------------------------------------------------------------------ invoices and payments

  private newInvoice(
    subscription: TWireSubscription,
    input: {
      amount: number;
      reason: Stripe.Invoice.BillingReason;
      periodStart: number;
      periodEnd: number;
      trial: boolean;
      invoicePeriod?: [number, number];
    },
  ): TWireInvoice {
    const now = this.now();
    const customer = this.customer(typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id);
    const { price, quantity } = this.subscriptionPrice(subscription);
    const item = subscription.items.data[0];
    const productName = price.productName ?? 'Praxiform';
    const unit = amountFor(price, 1);
    const description = input.trial
      ? `Trial period for ${productName}`
      : `${quantity} × ${productName}${unit === null ? '' : ` (at ${formatAmount(unit, price.currency)} ${formatInterval(price.interval, price.intervalCount)})`}`;
    const id = newId('in');
    const sequence = customer.next_invoice_sequence ?? 1;
    customer.next_invoice_sequence = sequence + 1;
    const invoice = invoiceObject({
      id,
      customer,
      subscription: subscription.id,
      subscriptionMetadata: { ...subscription.metadata },
      currency: subscription.currency,
      amount: input.amount,
      created: now,
      // Stripe's quirk: an invoice's own period is the one its pending items came from (the creation moment for the
      // first invoice, the period that ended for a renewal); the line item carries the period it bills.
      periodStart: input.invoicePeriod?.[0] ?? now,
      periodEnd: input.invoicePeriod?.[1] ?? now,
      billingReason: input.reason,
      number: `${customer.invoice_prefix ?? 'INVOICE'}-${String(sequence).padStart(4, '0')}`,
      hostedUrl: `${this.baseUrl}/invoice/${id}`,
      line: invoiceLineObject({
        id: newId('il'),
        invoice: id,
        subscription: subscription.id,
        subscriptionItem: item?.id ?? '',
        price,
        quantity,
        amount: input.amount,
        currency: subscription.currency,
        periodStart: input.periodStart,
        periodEnd: input.periodEnd,
        description,
      }),
    });
    this.invoices.set(id, invoice);
    subscription.latest_invoice = id;
    return invoice;
  }

  /** A payment attempt on `invoice`: a card charged at once, a card waiting for 3-D Secure, a SEPA debit processing. */
  private newPayment(invoice: TWireInvoice, method: TFakePayMethod): TPaymentRecord {
    const customer = typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? '');
    const paymentIntent = newId('pi');
    const invoicePayment = invoicePaymentObject({
      id: newId('inpay'),
      invoice: invoice.id,
      paymentIntent,
      amount: invoice.amount_due,
      currency: invoice.currency,
      created: this.now(),
    });
    this.invoicePayments.set(invoicePayment.id, invoicePayment);
    const payment: TPaymentRecord = {
      paymentIntent,
      // A SEPA debit's charge exists (pending) from the start, with its own prefix; a card waiting for 3-D Secure has none.
      charge: method === 'sepa_debit' ? newId('py') : method === 'card' ? newId('ch') : null,
      paymentMethod: newId('pm'),
      invoice: invoice.id,
      invoicePayment: invoicePayment.id,
      customer,
      amount: invoice.amount_due,
      currency: invoice.currency,
      method,
      status: method === 'card' ? 'processing' : method === 'card_3ds' ? 'requires_action' : 'processing',
      refunded: 0,
    };
    this.payments.set(paymentIntent, payment);
    patch(invoice, { attempted: true, attempt_count: invoice.attempt_count + 1 });
    return payment;
  }

  private succeed(payment: TPaymentRecord, invoice: TWireInvoice): void {
    payment.status = 'succeeded';
    payment.charge ??= newId('ch');
    const invoicePayment = this.invoicePayments.get(payment.invoicePayment);
    if (invoicePayment)
      patch(invoicePayment, { status: 'paid', amount_paid: payment.amount, status_transitions: { canceled_at: null, paid_at: this.now() } });
    this.markPaid(invoice, payment);
  }

  private markPaid(invoice: TWireInvoice, payment: TPaymentRecord | null): void {
    const now = this.now();
    patch(invoice, {
      status: 'paid',
      amount_paid: payment?.amount ?? invoice.amount_due,
      amount_remaining: 0,
      attempted: true,
      auto_advance: false,
      next_payment_attempt: null,
      status_transitions: { ...invoice.status_transitions, paid_at: now },
    });
    const customer = this.customers.get(typeof invoice.customer === 'string' ? invoice.customer : (invoice.customer?.id ?? ''));
    if (customer) customer.delinquent = false;
  }

  private fail(payment: TPaymentRecord, invoice: TWireInvoice, retries: boolean): void {
    payment.status = 'failed';
    payment.charge ??= payment.method === 'card_3ds' ? null : newId(payment.method === 'sepa_debit' ? 'py' : 'ch');
    patch(invoice, { next_payment_attempt: retries ? this.now() + 3 * DAY : null });
    const customer = this.customers.get(payment.customer);
    if (customer) customer.delinquent = true;
  }

  invoicePaymentList(invoiceId: string, params: TListParams): TWireList<TWireInvoicePayment> {
    const payments = newestFirst([...this.invoicePayments.values()].filter((payment) => payment.invoice === invoiceId));
    return page(payments, params, '/v1/invoice_payments');
  }

  listInvoicePayments(filter: { invoice: string | null; status: string | null }, params: TListParams): TWireList<TWireInvoicePayment> {
    const payments = newestFirst(this.invoicePayments.values()).filter(
      (payment) => (filter.invoice === null || payment.invoice === filter.invoice) && (filter.status === null || payment.status === filter.status),
    );
    return page(payments, params, '/v1/invoice_payments');
  }

  invoicePayment(id: string): TWireInvoicePayment {
    const found = this.invoicePayments.get(id);
    if (!found) throw missing('invoice_payment', id);
    return found;
  }

  // ------------------------------------------------------------------ subscriptions

  listSubscriptions(
    filter: { customer: string | null; status: string | null; price: string | null },
    params: TListParams,
  ): TWireList<TWireSubscription> {
    const status = filter.status;
    const subscriptions = newestFirst(this.subscriptions.values()).filter(
      (subscription) =>
        (filter.customer === null || subscription.customer === filter.customer) &&
        (filter.price === null || subscription.items.data.some((item) => item.price.id === filter.price)) &&
        (status === 'all'
          ? true
          : status === 'ended'
            ? ENDED.has(subscription.status)
            : status === null
              ? subscription.status !== 'canceled'
              : subscription.status === status),
    );
    return page(subscriptions, params, '/v1/subscriptions');
  }

  private periodEndOf(subscription: TWireSubscription, which: 'min' | 'max' = 'min'): number {
    const ends = subscription.items.data.map((item) => item.current_period_end);
    return which === 'min' ? Math.min(...ends) : Math.max(...ends);
  }

  /** Applies a change to a subscription and posts customer.subscription.updated with what changed, if anything did. */
  private change(subscription: TWireSubscription, request: TRequestInfo, apply: () => void): TWireSubscription {
    const before = wireCopy(subscription);
    apply();
    const previous = previousAttributes(before, subscription);
    if (previous) this.emit('customer.subscription.updated', subscription, { previous, request });
    return subscription;
  }

  private scheduleCancel(subscription: TWireSubscription, at: number, fromPeriodEnd: boolean): void {
    patch(subscription, {
      cancel_at: at,
      cancel_at_period_end: fromPeriodEnd,
      canceled_at: this.now(),
      cancellation_details: { ...(subscription.cancellation_details ?? NO_CANCELLATION), reason: 'cancellation_requested' },
    });
    const own = this.subscriptionPrivate.get(subscription.id);
    if (own) own.cancelFromPeriodEnd = fromPeriodEnd;
  }

  private clearCancel(subscription: TWireSubscription): void {
    patch(subscription, {
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      cancellation_details: { ...NO_CANCELLATION },
    });
    const own = this.subscriptionPrivate.get(subscription.id);
    if (own) own.cancelFromPeriodEnd = false;
  }

  updateSubscription(id: string, update: TSubscriptionUpdate, request: TRequestInfo): TWireSubscription {
    const subscription = this.subscription(id);
    if (update.cancelAt !== undefined && update.cancelAtPeriodEnd !== undefined) throw exclusive('cancel_at', 'cancel_at_period_end');
    const touchesBilling = update.cancelAt !== undefined || update.cancelAtPeriodEnd !== undefined || update.description !== undefined;
    if (ENDED.has(subscription.status) && touchesBilling)
      throw invalid(
        'A canceled subscription can only update its cancellation_details and metadata.',
        undefined,
        'invalid_canceled_subscription_fields',
      );
    if (typeof update.cancelAt === 'number' && update.cancelAt <= this.now()) throw invalid('`cancel_at` must be in the future.', 'cancel_at');
    return this.change(subscription, request, () => {
      if (update.cancelAtPeriodEnd === true) this.scheduleCancel(subscription, this.periodEndOf(subscription), true);
      // false clears a cancellation it set; a `cancel_at` date (the portal's, in flexible mode) needs `cancel_at: ''`.
      if (update.cancelAtPeriodEnd === false && subscription.cancel_at_period_end) this.clearCancel(subscription);
      if (update.cancelAt === '') this.clearCancel(subscription);
      else if (update.cancelAt === 'min_period_end' || update.cancelAt === 'max_period_end')
        this.scheduleCancel(subscription, this.periodEndOf(subscription, update.cancelAt === 'min_period_end' ? 'min' : 'max'), false);
      else if (typeof update.cancelAt === 'number') this.scheduleCancel(subscription, update.cancelAt, false);
      if (update.metadata === '') subscription.metadata = {};
      else if (update.metadata) {
        const metadata = { ...subscription.metadata };
        for (const [key, value] of Object.entries(update.metadata)) {
          if (value === '') delete metadata[key];
          else metadata[key] = value;
        }
        subscription.metadata = metadata;
      }
      if (update.cancellationComment !== undefined || update.cancellationFeedback !== undefined)
        subscription.cancellation_details = {
          ...(subscription.cancellation_details ?? NO_CANCELLATION),
          ...(update.cancellationComment !== undefined ? { comment: update.cancellationComment || null } : {}),
          ...(update.cancellationFeedback !== undefined ? { feedback: update.cancellationFeedback || null } : {}),
        };
      if (update.description !== undefined) subscription.description = update.description || null;
    });
  }

  /** DELETE /v1/subscriptions/:id: canceled now (customer.subscription.deleted). */
  cancelNow(id: string, request: TRequestInfo): TWireSubscription {
    const subscription = this.subscription(id);
    if (ENDED.has(subscription.status)) throw invalid(`This subscription has already ended (its status is "${subscription.status}").`);
    const now = this.now();
    patch(subscription, {
      status: 'canceled',
      canceled_at: now,
      ended_at: now,
      cancellation_details: { ...(subscription.cancellation_details ?? NO_CANCELLATION), reason: 'cancellation_requested' },
    });
    this.emit('customer.subscription.deleted', subscription, { request });
    return subscription;
  }

  /**
   * What the portal's Cancel button does: in flexible billing mode a `cancel_at` date at the period's end (and
   * `cancel_at_period_end: false`), in classic mode `cancel_at_period_end: true`.
   */
  portalCancel(id: string): TWireSubscription {
    const subscription = this.subscription(id);
    if (!RUNNING.has(subscription.status)) throw invalid(`The portal cannot cancel a subscription whose status is "${subscription.status}".`);
    if (subscription.cancel_at !== null || subscription.cancel_at_period_end) throw invalid('This subscription is already set to cancel.');
    const flexible = subscription.billing_mode.type === 'flexible';
    return this.change(subscription, NO_REQUEST, () => this.scheduleCancel(subscription, this.periodEndOf(subscription), !flexible));
  }

  /** The portal's Renew button: the scheduled cancellation is cleared. */
  portalRenew(id: string): TWireSubscription {
    const subscription = this.subscription(id);
    if (!RUNNING.has(subscription.status)) throw invalid(`The portal cannot renew a subscription whose status is "${subscription.status}".`);
    if (subscription.cancel_at === null && !subscription.cancel_at_period_end) throw invalid('This subscription is not set to cancel.');
    return this.change(subscription, NO_REQUEST, () => this.clearCancel(subscription));
  }

  /** The open invoice a bank or a customer is still to answer for. */
  private openInvoiceOf(subscription: TWireSubscription): { invoice: TWireInvoice; payment: TPaymentRecord | null } | null {
    const latest =
      subscription.latest_invoice === null
        ? null
        : this.invoices.get(typeof subscription.latest_invoice === 'string' ? subscription.latest_invoice : subscription.latest_invoice.id);
    if (!latest || latest.status !== 'open') return null;
    return { invoice: latest, payment: this.paymentOfInvoice(latest.id) };
  }

  /**
   * The bank's (or 3-D Secure's) answer for the subscription's open invoice: paid (invoice.paid, the subscription
   * active: customer.subscription.updated) or failed (invoice.payment_failed; a first payment's subscription stays
   * incomplete until endPeriod expires it).
   */
  settle(id: string, succeed: boolean): TWireSubscription {
    const subscription = this.subscription(id);
    const open = this.openInvoiceOf(subscription);
    if (!open) throw invalid(`Subscription ${id} has no open invoice to settle.`);
    const payment =
      open.payment && (open.payment.status === 'processing' || open.payment.status === 'requires_action')
        ? open.payment
        : this.newPayment(open.invoice, 'card');
    if (!succeed) {
      this.fail(payment, open.invoice, subscription.status !== 'incomplete');
      this.emit('invoice.payment_failed', open.invoice);
      return subscription;
    }
    return this.change(subscription, NO_REQUEST, () => {
      this.succeed(payment, open.invoice);
      this.emit('invoice.paid', open.invoice);
      if (subscription.status === 'incomplete' || subscription.status === 'past_due') subscription.status = 'active';
      const own = this.subscriptionPrivate.get(id);
      const session = own?.session ? this.checkoutSessions.get(own.session) : undefined;
      if (session?.payment_status === 'unpaid') session.payment_status = 'paid';
    });
  }

  /**
   * The paid period ends (what time would do): an incomplete subscription expires (incomplete_expired), one set to
   * cancel ends (canceled), a trial or a period renews with a paid invoice.
   */
  endPeriod(id: string): TWireSubscription {
    const subscription = this.subscription(id);
    if (ENDED.has(subscription.status)) throw invalid(`This subscription has already ended (its status is "${subscription.status}").`);
    if (subscription.status === 'incomplete') {
      const open = this.openInvoiceOf(subscription);
      if (open) {
        const now = this.now();
        patch(open.invoice, {
          status: 'void',
          auto_advance: false,
          next_payment_attempt: null,
          status_transitions: { ...open.invoice.status_transitions, voided_at: now },
        });
        if (open.payment && open.payment.status !== 'failed') open.payment.status = 'canceled';
        const invoicePayment = open.payment ? this.invoicePayments.get(open.payment.invoicePayment) : undefined;
        if (invoicePayment) patch(invoicePayment, { status: 'canceled', status_transitions: { canceled_at: now, paid_at: null } });
        this.emit('invoice.voided', open.invoice);
      }
      patch(subscription, { status: 'incomplete_expired', ended_at: this.now() });
      this.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    if (subscription.cancel_at !== null || subscription.cancel_at_period_end) {
      const end = subscription.cancel_at ?? this.periodEndOf(subscription);
      patch(subscription, { status: 'canceled', ended_at: end, canceled_at: subscription.canceled_at ?? end });
      this.emit('customer.subscription.deleted', subscription);
      return subscription;
    }
    return this.change(subscription, NO_REQUEST, () => {
      const invoice = this.renew(subscription);
      this.succeed(this.newPayment(invoice, 'card'), invoice);
      subscription.status = 'active';
      this.emit('invoice.paid', invoice);
    });
  }

  /** The next period starts, with its invoice (not yet paid). */
  private renew(subscription: TWireSubscription): TWireInvoice {
    const { price, quantity } = this.subscriptionPrice(subscription);
    const item = subscription.items.data[0];
    const start = item?.current_period_end ?? this.now();
    const end = addInterval(start, price.interval, price.intervalCount);
    const previous: [number, number] = [item?.current_period_start ?? start, start];
    for (const each of subscription.items.data) patch(each, { current_period_start: start, current_period_end: end });
    return this.newInvoice(subscription, {
      amount: amountFor(price, quantity) ?? 0,
      reason: 'subscription_cycle',
      periodStart: start,
      periodEnd: end,
      trial: false,
      invoicePeriod: previous,
    });
  }

  /**
   * A renewal payment fails: the next period starts with an open invoice, the subscription is past_due
   * (invoice.payment_failed, customer.subscription.updated). Already past_due: the retry fails again.
   */
  failPayment(id: string): TWireSubscription {
    const subscription = this.subscription(id);
    if (!RUNNING.has(subscription.status)) throw invalid(`A renewal cannot fail on a subscription whose status is "${subscription.status}".`);
    const open = subscription.status === 'past_due' ? this.openInvoiceOf(subscription) : null;
    if (open) {
      this.fail(this.newPayment(open.invoice, 'card'), open.invoice, true);
      this.emit('invoice.payment_failed', open.invoice);
      return subscription;
    }
    return this.change(subscription, NO_REQUEST, () => {
      const invoice = this.renew(subscription);
      this.fail(this.newPayment(invoice, 'card'), invoice, true);
      subscription.status = 'past_due';
      this.emit('invoice.payment_failed', invoice);
    });
  }

  // ------------------------------------------------------------------ portal and refunds

  createPortalSession(input: { customer: string | null; returnUrl: string | null; locale: string | null }): TWirePortalSession {
    if (input.customer === null) throw invalid('Missing required param: customer.', 'customer', 'parameter_missing');
    this.customer(input.customer, 'customer');
    const id = newId('bps');
    const session = portalSessionObject({
      id,
      configuration: this.portalConfiguration,
      created: this.now(),
      customer: input.customer,
      locale: input.locale,
      returnUrl: input.returnUrl,
      url: `${this.baseUrl}/portal/${id}`,
    });
    this.portalSessions.set(id, session);
    return session;
  }

  /** POST /v1/refunds: the amount paid (or `amount`) back, refund.created. */
  createRefund(
    input: { paymentIntent: string | null; charge: string | null; amount: number | null; reason: Stripe.Refund.Reason | null; metadata: TMetadata },
    request: TRequestInfo,
  ): TWireRefund {
    if (input.paymentIntent === null && input.charge === null)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
        'payment_intent',
        'parameter_missing',
      );
    const payment =
      input.paymentIntent !== null ? this.payments.get(input.paymentIntent) : [...this.payments.values()].find((p) => p.charge === input.charge);
    if (!payment)
      throw input.paymentIntent !== null
        ? missing('payment_intent', input.paymentIntent, 'payment_intent')
        : missing('charge', input.charge ?? '', 'charge');
    if (input.charge !== null && payment.charge !== input.charge)
      throw invalid(`Charge ${input.charge} does not belong to PaymentIntent ${payment.paymentIntent}.`, 'charge');
    if (payment.status !== 'succeeded' || payment.charge === null)
      throw invalid(`PaymentIntent ${payment.paymentIntent} does not have a successful charge to refund.`, 'payment_intent');
    const left = payment.amount - payment.refunded;
    if (left <= 0) throw invalid(`Charge ${payment.charge} has already been refunded.`, 'charge', 'charge_already_refunded');
    const amount = input.amount ?? left;
    if (amount > left)
      throw invalid(
        `Refund amount (${formatAmount(amount, payment.currency)}) is greater than unrefunded amount on charge (${formatAmount(left, payment.currency)})`,
        'amount',
        'amount_too_large',
      );
    const refund = refundObject({
      id: newId('re'),
      amount,
      charge: payment.charge,
      paymentIntent: payment.paymentIntent,
      paymentMethod: payment.paymentMethod,
      currency: payment.currency,
      customer: payment.customer,
      created: this.now(),
      metadata: input.metadata,
      reason: input.reason,
    });
    payment.refunded += amount;
    this.refunds.set(refund.id, refund);
    this.emit('refund.created', refund, { request });
    return refund;
  }

  refund(id: string): TWireRefund {
    const found = this.refunds.get(id);
    if (!found) throw missing('refund', id);
    return found;
  }

  // ------------------------------------------------------------------ persistence

  toData(): TStateData {
    return {
      version: 1,
      portalConfiguration: this.portalConfiguration,
      customers: [...this.customers.values()],
      deletedCustomers: [...this.deletedCustomers],
      checkoutSessions: [...this.checkoutSessions.values()],
      sessionPrivate: [...this.sessionPrivate.entries()],
      portalSessions: [...this.portalSessions.values()],
      subscriptions: [...this.subscriptions.values()],
      subscriptionPrivate: [...this.subscriptionPrivate.entries()],
      invoices: [...this.invoices.values()],
      invoicePayments: [...this.invoicePayments.values()],
      payments: [...this.payments.values()],
      refunds: [...this.refunds.values()],
      // The newest thousand: enough to redeliver what a demo just did.
      events: this.events.slice(-1000),
      idempotency: [...this.idempotency.entries()],
    };
  }

  load(data: TStateData): void {
    if (data.version !== 1) throw new Error(`The local Stripe's state file has version ${String(data.version)}, not 1.`);
    this.portalConfiguration = data.portalConfiguration;
    const fill = <T extends { id: string }>(map: Map<string, T>, items: T[]) => items.forEach((item) => map.set(item.id, item));
    fill(this.customers, data.customers);
    data.deletedCustomers.forEach((id) => this.deletedCustomers.add(id));
    fill(this.checkoutSessions, data.checkoutSessions);
    data.sessionPrivate.forEach(([id, own]) => this.sessionPrivate.set(id, own));
    fill(this.portalSessions, data.portalSessions);
    fill(this.subscriptions, data.subscriptions);
    data.subscriptionPrivate.forEach(([id, own]) => this.subscriptionPrivate.set(id, own));
    fill(this.invoices, data.invoices);
    fill(this.invoicePayments, data.invoicePayments);
    data.payments.forEach((payment) => this.payments.set(payment.paymentIntent, payment));
    fill(this.refunds, data.refunds);
    this.events.push(...data.events);
    data.idempotency.forEach(([key, entry]) => this.idempotency.set(key, entry));
  }
}
