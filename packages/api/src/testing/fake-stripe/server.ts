// A small local Stripe for tests and local runs (docs/billing-api.md#local-stripe): answers, in Stripe's wire format,
// the endpoints the product calls (customers, prices, checkout and billing portal sessions, subscriptions), serves the
// hosted checkout and portal pages a user visits, and posts the matching webhook events, signed with the SDK's test
// header helper, to the app. Test controls under /_control change a subscription's state the way time or a bank would.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { parseStripeForm, type TFormValue } from './form';

type TJson = Record<string, unknown>;

export type TFakePrice = { id: string; unitAmount: number; currency: string; interval: 'month' | 'year'; intervalCount: number };

/** The Prices the fake knows by default: the ids the e2e and integration tests give the app. */
export const FAKE_PRICES: TFakePrice[] = [
  { id: 'price_fake_monthly', unitAmount: 2900, currency: 'eur', interval: 'month', intervalCount: 1 },
  { id: 'price_fake_quarterly', unitAmount: 7900, currency: 'eur', interval: 'month', intervalCount: 3 },
  { id: 'price_fake_yearly', unitAmount: 29000, currency: 'eur', interval: 'year', intervalCount: 1 },
];
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_praxiform';
export const FAKE_SECRET_KEY = 'sk_test_fake_praxiform';

export type TFakeStripeOptions = {
  port?: number;
  host?: string;
  /** Where the signed events go (the app's /api/webhooks/stripe); null keeps them in `events` only. */
  webhookUrl: string | null;
  webhookSecret?: string;
  prices?: TFakePrice[];
};

export type TDelivery = { eventId: string; type: string; status: number };
type TDeliverOption = { deliver?: boolean };

export type TFakeStripe = {
  /** http://host:port, what STRIPE_API_URL takes. */
  url: string;
  port: number;
  customers: Map<string, TJson>;
  checkoutSessions: Map<string, TJson>;
  subscriptions: Map<string, TJson>;
  invoices: Map<string, TJson>;
  /** Every event built, in order. */
  events: Stripe.Event[];
  deliveries: TDelivery[];
  /** Every API request, as `METHOD /v1/path`. */
  requests: string[];
  /** The next API request (not a hosted page or a control) answers this Stripe error. */
  failNext(error?: { status: number; type: string; message: string }): void;
  /** Builds a signed-ready event of `type` about `object` (not delivered). */
  event(type: string, object: TJson): Stripe.Event;
  /** The Stripe-Signature header of a payload, as Stripe would sign it at `timestamp` (seconds). */
  sign(payload: string, timestamp?: number): string;
  /** Posts events to the webhook URL, one after the other. */
  deliver(...events: Stripe.Event[]): Promise<TDelivery[]>;
  /** Waits until the events posted in the background (after an API call) have been delivered. */
  settled(): Promise<void>;
  /** Pays a checkout session as the hosted page's button does; answers the success URL. `deliver: false` keeps its events in `events`. */
  pay(sessionId: string, options?: TDeliverOption): Promise<string>;
  endPeriod(subscriptionId: string, options?: TDeliverOption): Promise<TJson>;
  failPayment(subscriptionId: string, options?: TDeliverOption): Promise<TJson>;
  close(): Promise<void>;
};

const DAY = 24 * 60 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: TJson = {},
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string) =>
  new StripeHttpError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param: 'id' });

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f6f8fa;color:#1a1f36}main{max-width:28rem;margin:0 auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 3px #0002}button,a.button{display:inline-block;font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#4f46e5;color:#fff;text-decoration:none;cursor:pointer}a{color:#3730a3}p.note{font-size:.9rem;color:#4a5568}</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const str = (value: TFormValue | undefined): string | null => (typeof value === 'string' ? value : null);

function addInterval(from: number, price: TFakePrice): number {
  const date = new Date(from * 1000);
  if (price.interval === 'year') date.setUTCFullYear(date.getUTCFullYear() + price.intervalCount);
  else date.setUTCMonth(date.getUTCMonth() + price.intervalCount);
  return Math.floor(date.getTime() / 1000);
}

export async function startFakeStripe(options: TFakeStripeOptions): Promise<TFakeStripe> {
  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const prices = new Map((options.prices ?? FAKE_PRICES).map((price) => [price.id, price]));
  const customers = new Map<string, TJson>();
  const checkoutSessions = new Map<string, TJson>();
  const portalSessions = new Map<string, TJson>();
  const subscriptions = new Map<string, TJson>();
  const invoices = new Map<string, TJson>();
  const events: Stripe.Event[] = [];
  const deliveries: TDelivery[] = [];
  const requests: string[] = [];
  const background = new Set<Promise<unknown>>();
  let nextError: { status: number; type: string; message: string } | null = null;
  let baseUrl = '';
  // Only the SDK's static helpers are used (signatures); no request goes anywhere.
  const webhooks = Stripe.webhooks;

  const priceObject = (price: TFakePrice) => ({
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    unit_amount: price.unitAmount,
    unit_amount_decimal: String(price.unitAmount),
    type: 'recurring',
    recurring: { interval: price.interval, interval_count: price.intervalCount, usage_type: 'licensed' },
    livemode: false,
    metadata: {},
    product: `prod_${price.id}`,
    created: nowSeconds(),
  });

  function event(type: string, object: TJson): Stripe.Event {
    const built = {
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
    events.push(built);
    return built;
  }

  const sign = (payload: string, timestamp = nowSeconds()) => webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });

  async function deliver(...list: Stripe.Event[]): Promise<TDelivery[]> {
    const done: TDelivery[] = [];
    for (const item of list) {
      if (!options.webhookUrl) continue;
      const payload = JSON.stringify(item, null, 2);
      let status = 0;
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      const delivery = { eventId: item.id, type: item.type, status };
      deliveries.push(delivery);
      done.push(delivery);
    }
    return done;
  }

  /** As Stripe does: the API call answers first, its events follow. */
  function deliverLater(...list: Stripe.Event[]) {
    const pending = new Promise((resolve) => setImmediate(resolve)).then(() => deliver(...list));
    background.add(pending);
    void pending.finally(() => background.delete(pending));
  }

  function getOr404<T>(map: Map<string, T>, kind: string, id: string): T {
    const found = map.get(id);
    if (!found) throw missing(kind, id);
    return found;
  }

  function invoiceFor(subscription: TJson, status: 'paid' | 'open'): TJson {
    const item = (subscription.items as { data: TJson[] }).data[0] as TJson;
    const price = item.price as TJson;
    const invoice = {
      id: newId('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: price.unit_amount,
      amount_paid: status === 'paid' ? price.unit_amount : 0,
      currency: price.currency,
      created: nowSeconds(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
      livemode: false,
    };
    invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  function createSubscription(customer: string, price: TFakePrice, metadata: TJson): TJson {
    const start = nowSeconds();
    const id = newId('sub');
    const subscription: TJson = {
      id,
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: price.currency,
      metadata,
      livemode: false,
      latest_invoice: null,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            subscription: id,
            quantity: 1,
            price: priceObject(price),
            current_period_start: start,
            current_period_end: addInterval(start, price),
            created: start,
          },
        ],
      },
    };
    subscriptions.set(id, subscription);
    return subscription;
  }

  const firstItem = (subscription: TJson) => (subscription.items as { data: TJson[] }).data[0] as TJson;

  async function pay(sessionId: string, options: TDeliverOption = {}): Promise<string> {
    const session = getOr404(checkoutSessions, 'checkout session', sessionId);
    if (session.status !== 'open') throw new StripeHttpError(400, 'invalid_request_error', 'This Checkout Session is no longer open.');
    const priceId = session.price_id as string;
    const price = prices.get(priceId);
    if (!price) throw missing('price', priceId);
    let customer = session.customer as string | null;
    if (!customer) {
      customer = newId('cus');
      customers.set(customer, { id: customer, object: 'customer', email: session.customer_email ?? null, metadata: {}, created: nowSeconds() });
    }
    const subscription = createSubscription(customer, price, (session.subscription_metadata as TJson | undefined) ?? {});
    const invoice = invoiceFor(subscription, 'paid');
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id, customer });
    const built = [
      event('customer.subscription.created', subscription),
      event('checkout.session.completed', session),
      event('invoice.paid', invoice),
    ];
    if (options.deliver !== false) await deliver(...built);
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', sessionId);
  }

  /** The paid period ends: a subscription set to cancel ends (canceled), another renews with a paid invoice. */
  async function endPeriod(subscriptionId: string, options: TDeliverOption = {}): Promise<TJson> {
    const subscription = getOr404(subscriptions, 'subscription', subscriptionId);
    const item = firstItem(subscription);
    const at = nowSeconds();
    if (subscription.cancel_at_period_end || subscription.cancel_at !== null) {
      Object.assign(subscription, { status: 'canceled', ended_at: at, canceled_at: subscription.canceled_at ?? at });
      item.current_period_end = at;
      const built = event('customer.subscription.deleted', subscription);
      if (options.deliver !== false) await deliver(built);
    } else {
      const price = prices.get((item.price as TJson).id as string) as TFakePrice;
      item.current_period_start = item.current_period_end;
      item.current_period_end = addInterval(Math.max(at, item.current_period_start as number), price);
      subscription.status = 'active';
      const invoice = invoiceFor(subscription, 'paid');
      const built = [event('invoice.paid', invoice), event('customer.subscription.updated', subscription)];
      if (options.deliver !== false) await deliver(...built);
    }
    return subscription;
  }

  /** A renewal payment fails: past_due, with the failed invoice. */
  async function failPayment(subscriptionId: string, options: TDeliverOption = {}): Promise<TJson> {
    const subscription = getOr404(subscriptions, 'subscription', subscriptionId);
    subscription.status = 'past_due';
    const invoice = invoiceFor(subscription, 'open');
    const built = [event('invoice.payment_failed', invoice), event('customer.subscription.updated', subscription)];
    if (options.deliver !== false) await deliver(...built);
    return subscription;
  }

  // ------------------------------------------------------------------ the API, /v1
  function api(method: string, path: string, form: Record<string, TFormValue>, query: URLSearchParams): TJson {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: str(form.email),
        name: str(form.name),
        metadata: form.metadata ?? {},
        created: nowSeconds(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === 'GET' && (match = /^\/v1\/customers\/([^/]+)$/.exec(path))) return getOr404(customers, 'customer', match[1] as string);
    if (method === 'GET' && (match = /^\/v1\/prices\/([^/]+)$/.exec(path))) {
      const price = prices.get(match[1] as string);
      if (!price) throw missing('price', match[1] as string);
      return priceObject(price);
    }
    if (method === 'GET' && path === '/v1/prices') {
      const ids = [...query.entries()].filter(([key]) => key.startsWith('lookup_keys')).map(([, value]) => value);
      const data = [...prices.values()].filter((price) => ids.length === 0 || ids.includes(price.id)).map(priceObject);
      return { object: 'list', data, has_more: false, url: '/v1/prices' };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const lineItems = Array.isArray(form.line_items) ? (form.line_items as TJson[]) : [];
      const priceId = str(lineItems[0]?.price as TFormValue | undefined);
      if (!priceId || !prices.has(priceId))
        throw new StripeHttpError(400, 'invalid_request_error', `No such price: '${priceId ?? ''}'`, { param: 'line_items[0][price]' });
      if (str(form.mode) !== 'subscription')
        throw new StripeHttpError(400, 'invalid_request_error', 'The fake only knows mode=subscription.', { param: 'mode' });
      const customer = str(form.customer);
      if (customer && !customers.has(customer)) throw missing('customer', customer);
      const successUrl = str(form.success_url);
      if (!successUrl) throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: success_url.', { param: 'success_url' });
      const id = newId('cs_test');
      const subscriptionData = form.subscription_data as TJson | undefined;
      const session = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        url: `${baseUrl}/checkout/${id}`,
        customer,
        customer_email: str(form.customer_email),
        client_reference_id: str(form.client_reference_id),
        metadata: form.metadata ?? {},
        success_url: successUrl,
        cancel_url: str(form.cancel_url),
        locale: str(form.locale),
        subscription: null,
        price_id: priceId,
        subscription_metadata: subscriptionData?.metadata ?? {},
        created: nowSeconds(),
        expires_at: nowSeconds() + DAY,
        livemode: false,
      };
      checkoutSessions.set(id, session);
      return session;
    }
    if (method === 'GET' && (match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)))
      return getOr404(checkoutSessions, 'checkout session', match[1] as string);
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = str(form.customer);
      if (!customer) throw new StripeHttpError(400, 'invalid_request_error', 'Missing required param: customer.', { param: 'customer' });
      if (!customers.has(customer)) throw missing('customer', customer);
      const id = newId('bps');
      const session = {
        id,
        object: 'billing_portal.session',
        customer,
        return_url: str(form.return_url),
        locale: str(form.locale),
        url: `${baseUrl}/portal/${id}`,
        created: nowSeconds(),
        livemode: false,
      };
      portalSessions.set(id, session);
      return session;
    }
    if (method === 'GET' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) return getOr404(subscriptions, 'subscription', match[1] as string);
    if (method === 'POST' && (match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const subscription = getOr404(subscriptions, 'subscription', match[1] as string);
      if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
        throw new StripeHttpError(400, 'invalid_request_error', 'A canceled subscription can only update its cancellation_details and metadata.');
      const cancel = str(form.cancel_at_period_end);
      if (cancel !== null) {
        const canceling = cancel === 'true';
        Object.assign(subscription, { cancel_at_period_end: canceling, cancel_at: null, canceled_at: canceling ? nowSeconds() : null });
      }
      if (form.metadata) subscription.metadata = { ...(subscription.metadata as TJson), ...(form.metadata as TJson) };
      deliverLater(event('customer.subscription.updated', subscription));
      return subscription;
    }
    throw new StripeHttpError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  // ------------------------------------------------------------------ hosted pages and controls
  async function hosted(method: string, path: string, res: ServerResponse): Promise<boolean> {
    let match: RegExpExecArray | null;
    const html = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (method === 'GET' && (match = /^\/checkout\/([^/]+)$/.exec(path))) {
      const session = checkoutSessions.get(match[1] as string);
      if (!session) return (html(404, page('Not found', '<h1>This checkout session does not exist</h1>')), true);
      const price = prices.get(session.price_id as string) as TFakePrice;
      const amount = `${(price.unitAmount / 100).toFixed(2)} ${price.currency.toUpperCase()}`;
      const every = price.intervalCount === 1 ? `per ${price.interval}` : `every ${price.intervalCount} ${price.interval}s`;
      const cancelLink = session.cancel_url ? `<p><a href="${escapeHtml(String(session.cancel_url))}">Back to Praxiform</a></p>` : '';
      const body =
        session.status === 'open'
          ? `<h1>Subscribe to Praxiform</h1><p>${escapeHtml(amount)} ${escapeHtml(every)}</p>
<p class="note">Local test checkout: no card is charged.</p>
<form method="post" action="/checkout/${escapeHtml(session.id as string)}/pay"><button type="submit">Pay ${escapeHtml(amount)}</button></form>${cancelLink}`
          : `<h1>This checkout session is complete</h1><p><a href="${escapeHtml(String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id as string))}">Back to Praxiform</a></p>`;
      html(200, page('Checkout – local Stripe', body));
      return true;
    }
    if (method === 'POST' && (match = /^\/checkout\/([^/]+)\/pay$/.exec(path))) {
      const location = await pay(match[1] as string);
      res.writeHead(303, { location }).end();
      return true;
    }
    if (method === 'GET' && (match = /^\/portal\/([^/]+)$/.exec(path))) {
      const session = portalSessions.get(match[1] as string);
      if (!session) return (html(404, page('Not found', '<h1>This portal session does not exist</h1>')), true);
      html(
        200,
        page(
          'Billing portal – local Stripe',
          `<h1>Billing portal</h1><p class="note">Local test portal: cards and invoices would be managed here.</p>
<p><a class="button" href="${escapeHtml(String(session.return_url ?? '/'))}">Return to Praxiform</a></p>`,
        ),
      );
      return true;
    }
    if (method === 'POST' && (match = /^\/_control\/subscriptions\/([^/]+)\/(end-period|fail-payment)$/.exec(path))) {
      const subscription = match[2] === 'end-period' ? await endPeriod(match[1] as string) : await failPayment(match[1] as string);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(subscription));
      return true;
    }
    if (method === 'GET' && path === '/_control/state') {
      const state = { customers: [...customers.values()], subscriptions: [...subscriptions.values()], deliveries };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(state));
      return true;
    }
    if (method === 'POST' && path === '/_control/fail-next') {
      nextError = { status: 500, type: 'api_error', message: 'The local Stripe was told to fail this request.' };
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return true;
    }
    return false;
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const json = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') }).end(JSON.stringify(body));
      try {
        const body = await readBody(req);
        if (!url.pathname.startsWith('/v1/')) {
          if (!(await hosted(method, url.pathname, res))) json(404, { error: { type: 'invalid_request_error', message: 'Not found' } });
          return;
        }
        requests.push(`${method} ${url.pathname}`);
        if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? ''))
          throw new StripeHttpError(401, 'invalid_request_error', 'You did not provide an API key.');
        if (nextError) {
          const error = nextError;
          nextError = null;
          throw new StripeHttpError(error.status, error.type, error.message);
        }
        json(200, api(method, url.pathname, parseStripeForm(body), url.searchParams));
      } catch (error) {
        if (error instanceof StripeHttpError) json(error.status, { error: { type: error.type, message: error.message, ...error.extra } });
        else json(500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: baseUrl,
    port,
    customers,
    checkoutSessions,
    subscriptions,
    invoices,
    events,
    deliveries,
    requests,
    failNext(error = { status: 500, type: 'api_error', message: 'The local Stripe was told to fail this request.' }) {
      nextError = error;
    },
    event,
    sign,
    deliver,
    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },
    pay,
    endPeriod,
    failPayment,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
