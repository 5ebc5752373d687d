// A local Stripe for tests and local runs (docs/billing-api.md#local-stripe): answers, in Stripe's wire format at the
// SDK's pinned API version, the endpoints the product calls (routes.ts), serves the hosted checkout, portal and invoice
// pages a user visits (pages.ts), and posts the matching webhook events, rendered at the endpoint's API version
// (legacy.ts) and signed with the SDK's test header helper, to the app. Its objects and the changes time, a bank or a
// customer make live in state.ts; test controls (in process, or under /_control) make those changes on demand.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import {
  FAKE_PRICES,
  FAKE_STRIPE_LEGACY_API_VERSION,
  FAKE_WEBHOOK_SECRET,
  type TFakeDelivery,
  type TFakePayMethod,
  type TFakeStripeOptions,
} from './config';
import { parseStripeForm } from './form';
import { renderEventAt, type TLegacyContext, type TLegacyEvent } from './legacy';
import {
  planObject,
  priceObject,
  type TWireCheckoutSession,
  type TWireCustomer,
  type TWireInvoice,
  type TWireInvoicePayment,
  type TWirePortalSession,
  type TWireRefund,
  type TWireSubscription,
} from './objects';
import { hosted, type TControls } from './pages';
import { readStateFile, StateFile } from './persist';
import { api, newRequestId } from './routes';
import { FakeStripeState, NO_REQUEST, type TRequestInfo } from './state';
import { StripeHttpError } from './util';

export { FAKE_PRICES, FAKE_SECRET_KEY, FAKE_STRIPE_LEGACY_API_VERSION, FAKE_WEBHOOK_SECRET } from './config';
export type { TFakeDelivery, TFakePayMethod, TFakePrice, TFakePriceTier, TFakeStripeOptions } from './config';

type TDeliverOption = { deliver?: boolean };
type TInjectedError = { status: number; type: string; message: string };

/** The versions an endpoint can be rendered at. */
const ENDPOINT_VERSIONS: readonly string[] = [Stripe.API_VERSION, FAKE_STRIPE_LEGACY_API_VERSION];
const IDEMPOTENCY_SECONDS = 24 * 3600;

export type TFakeStripe = {
  /** http://host:port, what STRIPE_API_URL takes. */
  url: string;
  port: number;
  customers: Map<string, TWireCustomer>;
  checkoutSessions: Map<string, TWireCheckoutSession>;
  portalSessions: Map<string, TWirePortalSession>;
  subscriptions: Map<string, TWireSubscription>;
  invoices: Map<string, TWireInvoice>;
  invoicePayments: Map<string, TWireInvoicePayment>;
  refunds: Map<string, TWireRefund>;
  /** Every event built, in order, at the SDK's pinned version (deliveries render them at the endpoint's). */
  events: Stripe.Event[];
  /** The events the latest change built (pay, settle, endPeriod, …, or an API call): to deliver in another order. */
  readonly lastEvents: Stripe.Event[];
  deliveries: TFakeDelivery[];
  /** Every API request, as `METHOD /v1/path`. */
  requests: string[];
  /** The next API request (not a hosted page or a control) answers this Stripe error. */
  failNext(error?: TInjectedError): void;
  /** Builds an event of `type` about `object` (kept in `events`, not delivered, not checked). */
  event(type: string, object: Record<string, unknown>): Stripe.Event;
  /** The Stripe-Signature header of a payload, as Stripe would sign it at `timestamp` (seconds). */
  sign(payload: string, timestamp?: number): string;
  /** The event as the webhook endpoint receives it (rendered at its API version). */
  render(event: Stripe.Event): Stripe.Event | TLegacyEvent;
  /** Posts events to the webhook URL, one after the other, in the order given. */
  deliver(...events: Stripe.Event[]): Promise<TFakeDelivery[]>;
  /** Posts an event again: the same id and the same payload as its last delivery (freshly signed). */
  redeliver(eventId: string): Promise<TFakeDelivery[]>;
  /** Waits until the events posted in the background (after an API call) have been delivered. */
  settled(): Promise<void>;
  /** Pays a checkout session as the hosted page's button does (a card by default); answers the success URL. */
  pay(sessionId: string, options?: TDeliverOption & { method?: TFakePayMethod }): Promise<string>;
  /** The bank's answer for a subscription's open invoice (a SEPA debit, a 3-D Secure challenge, a retried renewal). */
  settle(subscriptionId: string, options: TDeliverOption & { succeed: boolean }): Promise<TWireSubscription>;
  /** The period ends: a subscription set to cancel ends, an incomplete one expires, another renews (paid). */
  endPeriod(subscriptionId: string, options?: TDeliverOption): Promise<TWireSubscription>;
  /** A renewal payment fails: past_due with an open invoice. */
  failPayment(subscriptionId: string, options?: TDeliverOption): Promise<TWireSubscription>;
  /** The portal's Cancel subscription button (flexible mode: `cancel_at` at the period end). */
  portalCancel(subscriptionId: string, options?: TDeliverOption): Promise<TWireSubscription>;
  /** The portal's Renew subscription button. */
  portalRenew(subscriptionId: string, options?: TDeliverOption): Promise<TWireSubscription>;
  /** Canceled now, as DELETE /v1/subscriptions/:id does. */
  cancel(subscriptionId: string, options?: TDeliverOption): Promise<TWireSubscription>;
  /** Expires an open checkout session, as POST /v1/checkout/sessions/:id/expire does. */
  expire(sessionId: string, options?: TDeliverOption): Promise<TWireCheckoutSession>;
  /** The webhook endpoint's API version from now on (the pinned one or FAKE_STRIPE_LEGACY_API_VERSION). */
  setEndpointApiVersion(version: string): void;
  readonly endpointApiVersion: string;
  /** Writes the state file now (with `stateFile`). */
  flush(): Promise<void>;
  close(): Promise<void>;
};

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function checkVersion(version: string): string {
  if (!ENDPOINT_VERSIONS.includes(version))
    throw new Error(`The local Stripe renders webhook events at ${ENDPOINT_VERSIONS.join(' or ')}, not at ${version}.`);
  return version;
}

export async function startFakeStripe(options: TFakeStripeOptions): Promise<TFakeStripe> {
  const webhookSecret = options.webhookSecret ?? FAKE_WEBHOOK_SECRET;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const state = new FakeStripeState(options.prices ?? FAKE_PRICES, now, options.webhookUrl ? 1 : 0);
  let endpointApiVersion = checkVersion(options.endpointApiVersion ?? Stripe.API_VERSION);
  const deliveries: TFakeDelivery[] = [];
  const requests: string[] = [];
  const background = new Set<Promise<unknown>>();
  /** The payload each event was last delivered with: what a redelivery sends again. */
  const payloads = new Map<string, string>();
  let lastEvents: Stripe.Event[] = [];
  let nextError: TInjectedError | null = null;

  const saved = options.stateFile ? readStateFile(options.stateFile) : null;
  if (saved) state.load(saved);
  const stateFile = options.stateFile ? new StateFile(options.stateFile, () => state.toData()) : null;
  const changed = () => stateFile?.schedule();

  // Only the SDK's static helpers are used (signatures); no request goes anywhere.
  const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp });

  const legacyContext: TLegacyContext = {
    paymentOf: (invoiceId) => {
      const payment = state.paymentOfInvoice(invoiceId);
      return payment ? { paymentIntent: payment.paymentIntent, charge: payment.charge } : null;
    },
    priceOf: (priceId) => {
      const price = state.prices.get(priceId);
      return price ? { price: priceObject(price, state.pricesCreated), plan: planObject(price, state.pricesCreated) } : null;
    },
  };
  const render = (event: Stripe.Event) => renderEventAt(endpointApiVersion, event, legacyContext);

  async function post(event: Stripe.Event, payload: string): Promise<TFakeDelivery | null> {
    if (!options.webhookUrl) return null;
    payloads.set(event.id, payload);
    let status = 0;
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': sign(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
      });
      status = response.status;
      await response.arrayBuffer();
    } catch {
      status = 0;
    }
    const delivery = { eventId: event.id, type: event.type, status };
    deliveries.push(delivery);
    return delivery;
  }

  async function deliver(...list: Stripe.Event[]): Promise<TFakeDelivery[]> {
    const done: TFakeDelivery[] = [];
    for (const event of list) {
      const delivery = await post(event, JSON.stringify(render(event), null, 2));
      if (delivery) done.push(delivery);
    }
    return done;
  }

  async function redeliver(eventId: string): Promise<TFakeDelivery[]> {
    const event = state.events.find((each) => each.id === eventId);
    if (!event) throw new Error(`The local Stripe built no event ${eventId}.`);
    const delivery = await post(event, payloads.get(eventId) ?? JSON.stringify(render(event), null, 2));
    return delivery ? [delivery] : [];
  }

  /** As Stripe does: the answer first, its events after. */
  function deliverLater(...list: Stripe.Event[]) {
    if (list.length === 0) return;
    const pending = new Promise((resolve) => setImmediate(resolve)).then(() => deliver(...list));
    background.add(pending);
    void pending.finally(() => background.delete(pending));
  }

  /** A change outside the API: its events kept in `lastEvents`, delivered (and awaited) unless `deliver: false`. */
  async function operate<T>(work: () => T, deliverOption: TDeliverOption | undefined): Promise<T> {
    try {
      const { value, events } = state.run(work);
      lastEvents = events;
      if (deliverOption?.deliver !== false) await deliver(...events);
      return value;
    } finally {
      // A change that failed half-way (a session found expired as it was paid) still posts what it built.
      deliverLater(...state.takeOrphans());
      changed();
    }
  }

  const controls: TControls = {
    pay: (sessionId, method) => operate(() => state.pay(sessionId, method), undefined),
    settle: (id, succeed) => operate(() => state.settle(id, succeed), undefined),
    endPeriod: (id) => operate(() => state.endPeriod(id), undefined),
    failPayment: (id) => operate(() => state.failPayment(id), undefined),
    portalCancel: (id) => operate(() => state.portalCancel(id), undefined),
    portalRenew: (id) => operate(() => state.portalRenew(id), undefined),
    cancel: (id) => operate(() => state.cancelNow(id, NO_REQUEST), undefined),
    expire: (sessionId) => operate(() => state.expireCheckoutSession(sessionId, NO_REQUEST), undefined),
    redeliver,
    setEndpointApiVersion: (version) => {
      endpointApiVersion = checkVersion(version);
    },
    endpointApiVersion: () => endpointApiVersion,
    failNext: () => {
      nextError = { status: 500, type: 'api_error', message: 'The local Stripe was told to fail this request.' };
    },
    deliveries,
    events: state.events,
  };

  /** One /v1 request: authenticated, maybe failed on purpose, replayed for a known Idempotency-Key, answered. */
  function handleApi(
    req: IncomingMessage,
    method: string,
    url: URL,
    body: string,
  ): { status: number; text: string; headers: Record<string, string> } {
    const requestId = newRequestId();
    const headers: Record<string, string> = { 'request-id': requestId, 'stripe-version': Stripe.API_VERSION };
    const answer = (status: number, value: unknown) => ({ status, text: JSON.stringify(value, null, 2), headers });
    try {
      if (!/^Bearer sk_(test|live)_\S+$/.test(req.headers.authorization ?? ''))
        throw new StripeHttpError(
          401,
          'invalid_request_error',
          'You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth.',
        );
      if (nextError) {
        const error = nextError;
        nextError = null;
        throw new StripeHttpError(error.status, error.type, error.message);
      }
      const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
      const fingerprint = `${method} ${url.pathname}\n${body}`;
      if (key) {
        const known = state.idempotency.get(key);
        if (known && Date.now() / 1000 - known.at < IDEMPOTENCY_SECONDS) {
          if (known.fingerprint !== fingerprint)
            throw new StripeHttpError(
              400,
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            );
          return { status: known.status, text: known.body, headers: { ...headers, 'idempotency-key': key, 'idempotent-replayed': 'true' } };
        }
      }
      const request: TRequestInfo = { id: requestId, idempotency_key: key ?? null };
      const form = parseStripeForm(method === 'POST' ? body : url.search);
      const { value, events } = state.run(() => api(state, method, url.pathname, form, request));
      if (method !== 'GET') lastEvents = events;
      deliverLater(...events);
      const done = answer(200, value);
      if (key) {
        state.idempotency.set(key, { fingerprint, status: 200, body: done.text, at: Date.now() / 1000 });
        done.headers['idempotency-key'] = key;
      }
      return done;
    } catch (error) {
      if (error instanceof StripeHttpError) return answer(error.status, error.body());
      return answer(500, { error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } });
    }
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const eventsBefore = state.events.length;
      try {
        const body = await readBody(req);
        if (url.pathname.startsWith('/v1/')) {
          requests.push(`${method} ${url.pathname}`);
          const answer = handleApi(req, method, url, body);
          res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.text);
        } else if (!(await hosted(state, controls, method, url, body, res)))
          res
            .writeHead(404, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Not found' } }));
      } catch (error) {
        if (!res.headersSent)
          res
            .writeHead(500, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { type: 'api_error', message: error instanceof Error ? error.message : String(error) } }));
      } finally {
        // A session that expired as it was looked at posts checkout.session.expired.
        deliverLater(...state.takeOrphans());
        if (method !== 'GET' || state.events.length !== eventsBefore) changed();
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  state.baseUrl = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: state.baseUrl,
    port,
    customers: state.customers,
    checkoutSessions: state.checkoutSessions,
    portalSessions: state.portalSessions,
    subscriptions: state.subscriptions,
    invoices: state.invoices,
    invoicePayments: state.invoicePayments,
    refunds: state.refunds,
    events: state.events,
    get lastEvents() {
      return lastEvents;
    },
    deliveries,
    requests,
    failNext(error = { status: 500, type: 'api_error', message: 'The local Stripe was told to fail this request.' }) {
      nextError = error;
    },
    event: (type, object) => state.looseEvent(type, object),
    sign,
    render,
    deliver,
    redeliver,
    async settled() {
      while (background.size > 0) await Promise.all([...background]);
    },
    pay: (sessionId, payOptions) => operate(() => state.pay(sessionId, payOptions?.method ?? 'card'), payOptions),
    settle: (id, settleOptions) => operate(() => state.settle(id, settleOptions.succeed), settleOptions),
    endPeriod: (id, deliverOption) => operate(() => state.endPeriod(id), deliverOption),
    failPayment: (id, deliverOption) => operate(() => state.failPayment(id), deliverOption),
    portalCancel: (id, deliverOption) => operate(() => state.portalCancel(id), deliverOption),
    portalRenew: (id, deliverOption) => operate(() => state.portalRenew(id), deliverOption),
    cancel: (id, deliverOption) => operate(() => state.cancelNow(id, NO_REQUEST), deliverOption),
    expire: (sessionId, deliverOption) => operate(() => state.expireCheckoutSession(sessionId, NO_REQUEST), deliverOption),
    setEndpointApiVersion: controls.setEndpointApiVersion,
    get endpointApiVersion() {
      return endpointApiVersion;
    },
    flush: async () => {
      await stateFile?.flush();
    },
    close: async () => {
      await stateFile?.flush();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}
