// The local Stripe's /v1 API (docs/billing-api.md#local-stripe): Stripe's paths, parameters (form-encoded as the SDK
// sends them) and answers, at the SDK's pinned API version; errors in Stripe's format with its status codes.
import type Stripe from 'stripe';
import type { TFormValue } from './form';
import { amountFor, listOf, priceObject, type TWireCheckoutSession, type TWireInvoice } from './objects';
import type { FakeStripeState, TCheckoutCreate, TListParams, TRequestInfo, TSubscriptionUpdate } from './state';
import { invalid, newId, StripeHttpError, withField, type TMetadata, type TWire } from './util';

type TForm = Record<string, TFormValue>;

const str = (value: TFormValue | undefined): string | null => (typeof value === 'string' ? value : null);

function int(value: TFormValue | undefined, param: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw invalid(`Invalid integer: ${typeof value === 'string' ? value : 'an object'}`, param, 'parameter_invalid_integer');
  return Number(value);
}

function bool(value: TFormValue | undefined, param: string): boolean | undefined {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw invalid(`Invalid boolean: ${typeof value === 'string' ? value : 'an object'}`, param);
}

/** `metadata[key]=value` pairs; `metadata=` (empty) clears them all. */
function metadataOf(value: TFormValue | undefined, param = 'metadata'): TMetadata | '' | undefined {
  if (value === undefined) return undefined;
  if (value === '') return '';
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid('Invalid hash', param);
  const entries = Object.entries(value).map(([key, item]) => {
    if (typeof item !== 'string') throw invalid('Metadata values must be strings.', `${param}[${key}]`);
    return [key, item] as const;
  });
  return Object.fromEntries(entries);
}

const plainMetadata = (value: TFormValue | undefined, param?: string): TMetadata => {
  const metadata = metadataOf(value, param);
  return metadata === '' || metadata === undefined ? {} : Object.fromEntries(Object.entries(metadata).filter(([, item]) => item !== ''));
};

function expandOf(form: TForm): string[] {
  const value = form.expand;
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).filter((item): item is string => typeof item === 'string');
}

function listParams(form: TForm): TListParams {
  return {
    limit: int(form.limit, 'limit') ?? undefined,
    startingAfter: str(form.starting_after) ?? undefined,
    endingBefore: str(form.ending_before) ?? undefined,
  };
}

type TWireLineItem = TWire<Stripe.LineItem>;

/** Expands ids into objects (`expand[]=latest_invoice`, `data.customer` in lists), as far as the fake keeps them. */
function expand(state: FakeStripeState, value: unknown, paths: string[]): unknown {
  if (paths.length === 0 || value === null || typeof value !== 'object') return value;
  let object = { ...(value as Record<string, unknown>) };
  const here = new Map<string, string[]>();
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    here.set(head, [...(here.get(head) ?? []), ...(rest.length ? [rest.join('.')] : [])]);
  }
  for (const [key, deeper] of here) {
    if (object.object === 'list' && key === 'data') {
      object.data = (object.data as unknown[]).map((item) => expand(state, item, deeper));
      continue;
    }
    // Includable fields: absent unless expanded.
    if (object.object === 'checkout.session' && key === 'line_items') {
      object = withField(object, 'line_items', lineItems(state, object as unknown as TWireCheckoutSession));
      continue;
    }
    if (object.object === 'price' && key === 'tiers') continue;
    if (object.object === 'invoice' && key === 'payments') {
      object = withField(object, 'payments', state.invoicePaymentList(String(object.id), {}));
      continue;
    }
    const id = object[key];
    if (!(key in object)) throw invalid(`This property cannot be expanded (${key}).`, 'expand');
    if (typeof id !== 'string') continue;
    const found = id.startsWith('cus_')
      ? state.customers.get(id)
      : id.startsWith('sub_')
        ? state.subscriptions.get(id)
        : id.startsWith('in_')
          ? state.invoices.get(id)
          : id.startsWith('price_')
            ? priceObject(state.fakePrice(id), state.pricesCreated)
            : undefined;
    if (!found) throw invalid(`The local Stripe cannot expand ${key} (${id}).`, 'expand');
    object[key] = expand(state, found, deeper);
  }
  return object;
}

function lineItems(state: FakeStripeState, session: TWireCheckoutSession) {
  const own = state.sessionPrice(session.id);
  if (!own) return listOf([], `/v1/checkout/sessions/${session.id}/line_items`);
  const amount = session.amount_total ?? amountFor(own.price, own.quantity) ?? 0;
  const item: TWireLineItem = {
    id: `li_${session.id.slice(-24)}`,
    object: 'item',
    adjustable_quantity: null,
    amount_discount: 0,
    amount_subtotal: amount,
    amount_tax: 0,
    amount_total: amount,
    currency: own.price.currency.toLowerCase(),
    description: own.price.productName ?? 'Praxiform',
    metadata: {},
    price: priceObject(own.price, state.pricesCreated),
    quantity: own.quantity,
  };
  return listOf([item], `/v1/checkout/sessions/${session.id}/line_items`);
}

function checkoutCreate(form: TForm): TCheckoutCreate {
  const lineItems = Array.isArray(form.line_items)
    ? form.line_items
    : form.line_items && typeof form.line_items === 'object'
      ? Object.values(form.line_items)
      : [];
  const first = lineItems[0];
  const line = first && typeof first === 'object' && !Array.isArray(first) ? first : {};
  const data =
    form.subscription_data && typeof form.subscription_data === 'object' && !Array.isArray(form.subscription_data) ? form.subscription_data : {};
  const mode = data.billing_mode && typeof data.billing_mode === 'object' && !Array.isArray(data.billing_mode) ? str(data.billing_mode.type) : null;
  if (mode !== null && mode !== 'flexible' && mode !== 'classic')
    throw invalid(`Invalid billing_mode type: ${mode}`, 'subscription_data[billing_mode][type]');
  return {
    mode: str(form.mode),
    customer: str(form.customer),
    customerEmail: str(form.customer_email),
    priceId: str(line.price),
    quantity: int(line.quantity, 'line_items[0][quantity]'),
    lineItemCount: lineItems.length,
    clientReferenceId: str(form.client_reference_id),
    metadata: plainMetadata(form.metadata),
    subscriptionMetadata: plainMetadata(data.metadata, 'subscription_data[metadata]'),
    trialEnd: int(data.trial_end, 'subscription_data[trial_end]'),
    trialPeriodDays: int(data.trial_period_days, 'subscription_data[trial_period_days]'),
    billingMode: mode ?? 'flexible',
    successUrl: str(form.success_url),
    cancelUrl: str(form.cancel_url),
    locale: str(form.locale),
    expiresAt: int(form.expires_at, 'expires_at'),
  };
}

function subscriptionUpdate(form: TForm): TSubscriptionUpdate {
  const update: TSubscriptionUpdate = {};
  const atPeriodEnd = bool(form.cancel_at_period_end, 'cancel_at_period_end');
  if (atPeriodEnd !== undefined) update.cancelAtPeriodEnd = atPeriodEnd;
  if (form.cancel_at !== undefined) {
    const at = str(form.cancel_at);
    if (at === '' || at === 'min_period_end' || at === 'max_period_end') update.cancelAt = at;
    else update.cancelAt = int(form.cancel_at, 'cancel_at') ?? '';
  }
  const metadata = metadataOf(form.metadata);
  if (metadata !== undefined) update.metadata = metadata;
  const details = form.cancellation_details;
  if (details && typeof details === 'object' && !Array.isArray(details)) {
    if (details.comment !== undefined) update.cancellationComment = str(details.comment) ?? '';
    if (details.feedback !== undefined) update.cancellationFeedback = str(details.feedback) ?? '';
  }
  if (form.description !== undefined) update.description = str(form.description) ?? '';
  return update;
}

const REFUND_REASONS = new Set(['duplicate', 'fraudulent', 'requested_by_customer']);

/**
 * Answers one /v1 request (already authenticated). What it changed posts its events after the answer (server.ts).
 * `form` holds a POST's body, or a GET's or DELETE's query string, parsed alike.
 */
export function api(state: FakeStripeState, method: string, path: string, form: TForm, request: TRequestInfo): unknown {
  const paths = expandOf(form);
  const answer = (value: unknown) => expand(state, value, paths);
  let match: RegExpExecArray | null;
  const id = () => decodeURIComponent((match as RegExpExecArray)[1] as string);

  // Customers
  if (method === 'POST' && path === '/v1/customers') {
    const locales = form.preferred_locales;
    return answer(
      state.createCustomer(
        {
          email: str(form.email),
          name: str(form.name),
          description: str(form.description),
          phone: str(form.phone),
          metadata: plainMetadata(form.metadata),
          preferredLocales: Array.isArray(locales) ? locales.filter((item): item is string => typeof item === 'string') : [],
        },
        request,
      ),
    );
  }
  if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
    if (method === 'GET') return answer(state.retrieveCustomer(id()));
    if (method === 'DELETE') return state.deleteCustomer(id(), request);
  }

  // Prices
  if (method === 'GET' && (match = /^\/v1\/prices\/([^/]+)$/.exec(path))) return answer(state.price(id(), paths));
  if (method === 'GET' && path === '/v1/prices') {
    const keys = form.lookup_keys;
    const lookupKeys = typeof keys === 'string' ? [keys] : Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
    return answer(state.listPrices({ lookupKeys, active: bool(form.active, 'active') ?? null }, listParams(form)));
  }

  // Checkout
  if (path === '/v1/checkout/sessions') {
    if (method === 'POST') return answer(state.createCheckoutSession(checkoutCreate(form)));
    if (method === 'GET')
      return answer(
        state.listCheckoutSessions(
          { customer: str(form.customer), status: str(form.status), subscription: str(form.subscription) },
          listParams(form),
        ),
      );
  }
  if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path))) return answer(state.checkoutSession(id()));
  if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/line_items$/.exec(path)))
    return answer(lineItems(state, state.checkoutSession(id())));
  if (method === 'POST' && (match = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)))
    return answer(state.expireCheckoutSession(id(), request));

  // Billing portal
  if (method === 'POST' && path === '/v1/billing_portal/sessions')
    return answer(state.createPortalSession({ customer: str(form.customer), returnUrl: str(form.return_url), locale: str(form.locale) }));

  // Subscriptions
  if (method === 'GET' && path === '/v1/subscriptions')
    return answer(state.listSubscriptions({ customer: str(form.customer), status: str(form.status), price: str(form.price) }, listParams(form)));
  if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
    if (method === 'GET') return answer(state.subscription(id()));
    if (method === 'POST') return answer(state.updateSubscription(id(), subscriptionUpdate(form), request));
    if (method === 'DELETE') return answer(state.cancelNow(id(), request));
  }

  // Invoices and their payments
  if (method === 'GET' && (match = /^\/v1\/invoices\/([^/]+)$/.exec(path))) return answer(state.invoice(id()) satisfies TWireInvoice);
  if (method === 'GET' && path === '/v1/invoice_payments')
    return answer(state.listInvoicePayments({ invoice: str(form.invoice), status: str(form.status) }, listParams(form)));
  if (method === 'GET' && (match = /^\/v1\/invoice_payments\/([^/]+)$/.exec(path))) return answer(state.invoicePayment(id()));

  // Refunds
  if (method === 'POST' && path === '/v1/refunds') {
    const reason = str(form.reason);
    if (reason !== null && !REFUND_REASONS.has(reason)) throw invalid(`Invalid reason: ${reason}`, 'reason');
    return answer(
      state.createRefund(
        {
          paymentIntent: str(form.payment_intent),
          charge: str(form.charge),
          amount: int(form.amount, 'amount'),
          reason: reason as Stripe.Refund.Reason | null,
          metadata: plainMetadata(form.metadata),
        },
        request,
      ),
    );
  }
  if (method === 'GET' && (match = /^\/v1\/refunds\/([^/]+)$/.exec(path))) return answer(state.refund(id()));

  throw new StripeHttpError(
    404,
    'invalid_request_error',
    `Unrecognized request URL (${method}: ${path}). The local Stripe implements only the endpoints of docs/billing-api.md#local-stripe.`,
  );
}

/** A new request id, as Stripe's `request-id` header and events' `request.id` carry it. */
export const newRequestId = () => newId('req', 14);
