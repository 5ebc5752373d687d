// The local Stripe's hosted pages (a Checkout Session's `url`, a portal session's `url`, an invoice's
// `hosted_invoice_url`), each marked "Test payments — no real money" with a way back to the app; and the test controls
// under /_control, which change a subscription the way time, a bank or a customer would (docs/billing-api.md#local-stripe).
import type { ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import type { TFakeDelivery, TFakePayMethod } from './config';
import { parseStripeForm } from './form';
import { amountFor, type TWireSubscription } from './objects';
import type { FakeStripeState } from './state';
import { escapeHtml, formatAmount, formatDate, formatInterval, StripeHttpError } from './util';

/** What the pages and controls do through the server, which delivers the events each change builds. */
export type TControls = {
  pay(sessionId: string, method: TFakePayMethod): Promise<string>;
  settle(subscriptionId: string, succeed: boolean): Promise<TWireSubscription>;
  endPeriod(subscriptionId: string): Promise<TWireSubscription>;
  failPayment(subscriptionId: string): Promise<TWireSubscription>;
  portalCancel(subscriptionId: string): Promise<TWireSubscription>;
  portalRenew(subscriptionId: string): Promise<TWireSubscription>;
  cancel(subscriptionId: string): Promise<TWireSubscription>;
  expire(sessionId: string): Promise<unknown>;
  redeliver(eventId: string): Promise<TFakeDelivery[]>;
  setEndpointApiVersion(version: string): void;
  endpointApiVersion(): string;
  failNext(): void;
  deliveries: TFakeDelivery[];
  events: Stripe.Event[];
};

export const PAY_METHODS: { value: TFakePayMethod; label: string }[] = [
  { value: 'card', label: 'Card (the payment succeeds)' },
  { value: 'card_3ds', label: 'Card needing authentication (3-D Secure)' },
  { value: 'sepa_debit', label: 'SEPA Direct Debit (settles later)' },
];
const isPayMethod = (value: string | null): value is TFakePayMethod => PAY_METHODS.some((method) => method.value === value);

const STYLE = `*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36;line-height:1.5}
.test-banner{background:#fff4ce;color:#3d2c00;border-bottom:2px solid #9a6b00;padding:.6rem 1rem;text-align:center}
.test-banner p{margin:0}
main{max-width:32rem;margin:1.5rem auto;background:#fff;border-radius:8px;padding:1.25rem;box-shadow:0 1px 3px #0003;overflow-wrap:break-word}
@media (max-width:36rem){main{margin:0;border-radius:0;box-shadow:none}}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}
h2{font-size:1.15rem;margin:1.25rem 0 .5rem}
h3{font-size:1rem;margin:0 0 .25rem}
p{margin:.5rem 0}
.amount{font-size:1.2rem;font-weight:600}
button,a.button{display:inline-block;font:inherit;min-height:44px;padding:.6rem 1.2rem;border-radius:6px;border:2px solid #4338ca;background:#4338ca;color:#fff;text-decoration:none;cursor:pointer}
button.secondary{background:#fff;color:#3730a3}
a{color:#3730a3}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
fieldset{border:1px solid #8a94a6;border-radius:6px;margin:1rem 0;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
.option{display:flex;gap:.6rem;align-items:flex-start;padding:.4rem 0}
.option input{margin:.25rem 0 0;width:1.25rem;height:1.25rem;flex:none}
.note{font-size:.9rem;color:#3f4a5c}
section{border-top:1px solid #d5dbe3;padding-top:.75rem;margin-top:.75rem}
[role=status]{background:#e8f5ee;color:#14532d;border-radius:6px;padding:.5rem .75rem}`;

/** A hosted page: the test banner first, one h1, a way back to the app when there is one. */
export function page(title: string, body: string, back: { href: string; label: string } | null = null): string {
  const backLink = back ? `\n<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local Stripe (test mode)</title>
<style>${STYLE}</style>
</head>
<body>
<header class="test-banner"><p><strong>Test payments — no real money</strong>. This is the local Stripe used to develop and test Praxiform.</p></header>
<main>
${body}${backLink}
</main>
</body>
</html>
`;
}

const html = (res: ServerResponse, status: number, body: string) =>
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(body);
const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body, null, 2));

/** `29.00 EUR / month`; a trial: `Free until 12 March 2026, then 29.00 EUR / month`. */
function priceLine(state: FakeStripeState, sessionId: string): { text: string; due: string } | null {
  const own = state.sessionPrice(sessionId);
  if (!own) return null;
  const amount = amountFor(own.price, own.quantity);
  const recurring = `${amount === null ? 'an amount you choose' : formatAmount(amount, own.price.currency)} ${formatInterval(own.price.interval, own.price.intervalCount)}`;
  if (own.trialEnd !== null)
    return { text: `Free until ${formatDate(own.trialEnd)}, then ${recurring}`, due: `${formatAmount(0, own.price.currency)} today` };
  return { text: recurring, due: amount === null ? '' : formatAmount(amount, own.price.currency) };
}

function checkoutPage(state: FakeStripeState, sessionId: string): { status: number; body: string } {
  const session = state.checkoutSessions.get(sessionId) ? state.checkoutSession(sessionId) : null;
  if (!session) return { status: 404, body: page('Not found', '<h1>This checkout session does not exist</h1>') };
  const back = session.cancel_url ? { href: session.cancel_url, label: 'Back to Praxiform' } : null;
  if (session.status === 'complete') {
    const success = (session.success_url ?? '').replace('{CHECKOUT_SESSION_ID}', session.id);
    return {
      status: 200,
      body: page(
        'Checkout complete',
        '<h1>This checkout is complete</h1>\n<p>It was paid already; it cannot be paid again.</p>',
        success ? { href: success, label: 'Back to Praxiform' } : back,
      ),
    };
  }
  if (session.status === 'expired')
    return {
      status: 200,
      body: page(
        'Checkout expired',
        '<h1>This checkout session has expired</h1>\n<p>It can no longer be paid: start a new checkout from the app.</p>',
        back,
      ),
    };
  const price = priceLine(state, session.id);
  const productName = state.sessionPrice(session.id)?.price.productName ?? 'Praxiform';
  const options = PAY_METHODS.map(
    (method, index) =>
      `<div class="option"><input type="radio" id="method-${method.value}" name="method" value="${method.value}"${index === 0 ? ' checked' : ''}><label for="method-${method.value}">${escapeHtml(method.label)}</label></div>`,
  ).join('\n');
  const body = `<h1>Subscribe to ${escapeHtml(productName)}</h1>
<p class="amount">${escapeHtml(price?.text ?? '')}</p>
<form method="post" action="/checkout/${escapeHtml(session.id)}/pay">
<fieldset>
<legend>Payment method</legend>
${options}
</fieldset>
<button type="submit">Pay ${escapeHtml(price?.due ?? '')}</button>
</form>
<p class="note">No card or account is charged. A card needing authentication and a SEPA debit complete the checkout with the first payment still to come: the subscription stays incomplete until a test settles it.</p>`;
  return { status: 200, body: page('Checkout', body, back) };
}

function statusText(subscription: TWireSubscription): string {
  const end = subscription.cancel_at ?? subscription.items.data[0]?.current_period_end ?? null;
  if (subscription.cancel_at !== null || subscription.cancel_at_period_end) return `Cancels on ${end === null ? 'its period end' : formatDate(end)}.`;
  if (subscription.status === 'trialing' && subscription.trial_end !== null) return `Trial: free until ${formatDate(subscription.trial_end)}.`;
  if (subscription.status === 'past_due') return 'The last payment failed: it will be tried again.';
  if (subscription.status === 'incomplete') return 'The first payment is still to be confirmed.';
  return end === null ? 'Active.' : `Renews on ${formatDate(end)}.`;
}

function portalPage(state: FakeStripeState, sessionId: string, done: string | null): { status: number; body: string } {
  const session = state.portalSessions.get(sessionId);
  if (!session) return { status: 404, body: page('Not found', '<h1>This portal session does not exist</h1>') };
  const customer = state.customers.get(session.customer);
  const subscriptions = [...state.subscriptions.values()].filter(
    (subscription) =>
      subscription.customer === session.customer && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired',
  );
  const sections = subscriptions.map((subscription) => {
    const { price, quantity } = state.subscriptionPrice(subscription);
    const amount = amountFor(price, quantity);
    const scheduled = subscription.cancel_at !== null || subscription.cancel_at_period_end;
    const action = `/portal/${escapeHtml(session.id)}/subscriptions/${escapeHtml(subscription.id)}/${scheduled ? 'renew' : 'cancel'}`;
    const button =
      subscription.status === 'incomplete'
        ? ''
        : `<form method="post" action="${action}"><button type="submit"${scheduled ? '' : ' class="secondary"'}>${scheduled ? 'Renew subscription' : 'Cancel subscription'}</button></form>`;
    return `<section aria-labelledby="title-${escapeHtml(subscription.id)}">
<h3 id="title-${escapeHtml(subscription.id)}">${escapeHtml(price.productName ?? 'Praxiform')}</h3>
<p>${escapeHtml(amount === null ? '' : formatAmount(amount, price.currency))} ${escapeHtml(formatInterval(price.interval, price.intervalCount))}</p>
<p>${escapeHtml(statusText(subscription))}</p>
${button}
</section>`;
  });
  const message =
    done === 'canceled'
      ? '<p role="status">Your subscription is set to cancel at the end of its period.</p>'
      : done === 'renewed'
        ? '<p role="status">Your subscription renews again.</p>'
        : '';
  const body = `<h1>Billing portal</h1>
${message}
<p>${escapeHtml(customer?.email ?? customer?.name ?? 'Customer')}</p>
<h2>Subscriptions</h2>
${sections.length ? sections.join('\n') : '<p>No current subscription.</p>'}
<p class="note">Payment methods and invoices would be managed here.</p>`;
  return { status: 200, body: page('Billing portal', body, session.return_url ? { href: session.return_url, label: 'Return to Praxiform' } : null) };
}

function invoicePage(state: FakeStripeState, invoiceId: string): { status: number; body: string } {
  const invoice = state.invoices.get(invoiceId);
  if (!invoice) return { status: 404, body: page('Not found', '<h1>This invoice does not exist</h1>') };
  const subscriptionId = invoice.parent?.subscription_details?.subscription;
  const sessionId = typeof subscriptionId === 'string' ? state.subscriptionPrivate.get(subscriptionId)?.session : undefined;
  const successUrl = sessionId ? state.checkoutSessions.get(sessionId)?.success_url : null;
  const line = invoice.lines.data[0];
  const body = `<h1>Invoice ${escapeHtml(invoice.number ?? invoice.id)}</h1>
<p class="amount">${escapeHtml(formatAmount(invoice.total, invoice.currency))}</p>
<p>${escapeHtml(line?.description ?? '')}</p>
<p>Status: ${escapeHtml(String(invoice.status))}${invoice.status_transitions.paid_at ? `, paid on ${escapeHtml(formatDate(invoice.status_transitions.paid_at))}` : ''}.</p>`;
  return {
    status: 200,
    body: page(`Invoice ${invoice.number ?? invoice.id}`, body, successUrl ? { href: new URL(successUrl).origin, label: 'Back to Praxiform' } : null),
  };
}

/**
 * Answers a hosted page or a control; false when the path is neither. Stripe errors from a control answer in
 * Stripe's JSON error format; a hosted page that cannot do what was asked answers a page saying so.
 */
export async function hosted(
  state: FakeStripeState,
  controls: TControls,
  method: string,
  url: URL,
  body: string,
  res: ServerResponse,
): Promise<boolean> {
  const path = url.pathname;
  let match: RegExpExecArray | null;
  const param = (index: number) => decodeURIComponent((match as RegExpExecArray)[index] as string);

  // Hosted pages
  if (method === 'GET' && (match = /^\/checkout\/([^/]+)$/.exec(path))) {
    const answer = checkoutPage(state, param(1));
    html(res, answer.status, answer.body);
    return true;
  }
  if (method === 'POST' && (match = /^\/checkout\/([^/]+)\/pay$/.exec(path))) {
    const chosen = parseStripeForm(body).method;
    const payMethod = typeof chosen === 'string' && isPayMethod(chosen) ? chosen : 'card';
    try {
      res.writeHead(303, { location: await controls.pay(param(1), payMethod) }).end();
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      html(res, error.status === 404 ? 404 : 409, page('Checkout', `<h1>This checkout cannot be paid</h1>\n<p>${escapeHtml(error.message)}</p>`));
    }
    return true;
  }
  if (method === 'GET' && (match = /^\/portal\/([^/]+)$/.exec(path))) {
    const answer = portalPage(state, param(1), url.searchParams.get('done'));
    html(res, answer.status, answer.body);
    return true;
  }
  if (method === 'POST' && (match = /^\/portal\/([^/]+)\/subscriptions\/([^/]+)\/(cancel|renew)$/.exec(path))) {
    const session = state.portalSessions.get(param(1));
    const subscription = state.subscriptions.get(param(2));
    if (!session || !subscription || subscription.customer !== session.customer) {
      html(res, 404, page('Not found', '<h1>This subscription is not in this portal session</h1>'));
      return true;
    }
    try {
      if (param(3) === 'cancel') await controls.portalCancel(subscription.id);
      else await controls.portalRenew(subscription.id);
      res.writeHead(303, { location: `/portal/${session.id}?done=${param(3) === 'cancel' ? 'canceled' : 'renewed'}` }).end();
    } catch (error) {
      if (!(error instanceof StripeHttpError)) throw error;
      html(
        res,
        409,
        page('Billing portal', `<h1>Billing portal</h1>\n<p>${escapeHtml(error.message)}</p>`, {
          href: `/portal/${session.id}`,
          label: 'Back to the portal',
        }),
      );
    }
    return true;
  }
  if (method === 'GET' && (match = /^\/invoice\/([^/]+)$/.exec(path))) {
    const answer = invoicePage(state, param(1));
    html(res, answer.status, answer.body);
    return true;
  }

  // Test controls
  if (!path.startsWith('/_control/')) return false;
  try {
    if (method === 'GET' && path === '/_control/state') {
      json(res, 200, {
        customers: [...state.customers.values()],
        subscriptions: [...state.subscriptions.values()],
        checkoutSessions: [...state.checkoutSessions.values()],
        invoices: [...state.invoices.values()],
        refunds: [...state.refunds.values()],
        deliveries: controls.deliveries,
        endpointApiVersion: controls.endpointApiVersion(),
      });
      return true;
    }
    if (method === 'GET' && path === '/_control/events') {
      json(
        res,
        200,
        controls.events.map((event) => ({
          id: event.id,
          type: event.type,
          created: event.created,
          object: (event.data.object as { id?: string }).id ?? null,
        })),
      );
      return true;
    }
    if (method === 'POST' && path === '/_control/fail-next') {
      controls.failNext();
      json(res, 200, { ok: true });
      return true;
    }
    if (method === 'POST' && path === '/_control/endpoint-api-version') {
      const version = url.searchParams.get('version') ?? (parseStripeForm(body).version as string | undefined) ?? '';
      controls.setEndpointApiVersion(version);
      json(res, 200, { endpointApiVersion: controls.endpointApiVersion() });
      return true;
    }
    if (method === 'POST' && (match = /^\/_control\/events\/([^/]+)\/redeliver$/.exec(path))) {
      json(res, 200, await controls.redeliver(param(1)));
      return true;
    }
    if (method === 'POST' && (match = /^\/_control\/checkout\/sessions\/([^/]+)\/(pay|expire)$/.exec(path))) {
      if (param(2) === 'expire') json(res, 200, await controls.expire(param(1)));
      else {
        const chosen = url.searchParams.get('method') ?? 'card';
        if (!isPayMethod(chosen))
          throw new StripeHttpError(400, 'invalid_request_error', `Unknown method ${chosen}: card, card_3ds or sepa_debit.`, { param: 'method' });
        json(res, 200, { successUrl: await controls.pay(param(1), chosen) });
      }
      return true;
    }
    match = /^\/_control\/subscriptions\/([^/]+)\/(end-period|fail-payment|settle|settle-fail|portal-cancel|portal-renew|cancel)$/.exec(path);
    if (method === 'POST' && match) {
      const id = param(1);
      const actions: Record<string, () => Promise<TWireSubscription>> = {
        'end-period': () => controls.endPeriod(id),
        'fail-payment': () => controls.failPayment(id),
        settle: () => controls.settle(id, true),
        'settle-fail': () => controls.settle(id, false),
        'portal-cancel': () => controls.portalCancel(id),
        'portal-renew': () => controls.portalRenew(id),
        cancel: () => controls.cancel(id),
      };
      json(res, 200, await (actions[param(2)] as () => Promise<TWireSubscription>)());
      return true;
    }
    json(res, 404, { error: { type: 'invalid_request_error', message: `No control at ${method} ${path}.` } });
  } catch (error) {
    if (!(error instanceof StripeHttpError)) throw error;
    json(res, error.status, error.body());
  }
  return true;
}
