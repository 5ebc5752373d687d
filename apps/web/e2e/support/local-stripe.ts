// The local Stripe the app runs beside itself in the browser tests, as pnpm start does (playwright.config.ts,
// docs/billing-api.md#local-stripe): its address and test controls, which change a subscription the way time or a
// bank would and post the signed events.
const PORT = Number(process.env.E2E_PORT ?? 4310) + 1000;
export const LOCAL_STRIPE_URL = `http://127.0.0.1:${PORT}`;

type TState = {
  customers: { id: string; email: string | null }[];
  subscriptions: { id: string; customer: string; status: string; cancel_at_period_end: boolean }[];
};

async function localStripe<T>(path: string, method: 'GET' | 'POST' = 'GET'): Promise<T> {
  const answer = await fetch(`${LOCAL_STRIPE_URL}${path}`, { method });
  if (!answer.ok) throw new Error(`local Stripe ${method} ${path} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The newest subscription of the customer with this email. */
export async function subscriptionOf(email: string): Promise<TState['subscriptions'][number]> {
  const state = await localStripe<TState>('/_control/state');
  const customers = new Set(state.customers.filter((customer) => customer.email === email.toLowerCase()).map((customer) => customer.id));
  const found = state.subscriptions.filter((subscription) => customers.has(subscription.customer)).at(-1);
  if (!found) throw new Error(`the local Stripe has no subscription for ${email}`);
  return found;
}

/** The paid period ends: a subscription set to cancel ends (expired in the app), another renews. */
export async function endPeriod(email: string): Promise<void> {
  await localStripe(`/_control/subscriptions/${(await subscriptionOf(email)).id}/end-period`, 'POST');
}

/** A renewal payment fails (past_due): the app shows its failed-payment banner. */
export async function failPayment(email: string): Promise<void> {
  await localStripe(`/_control/subscriptions/${(await subscriptionOf(email)).id}/fail-payment`, 'POST');
}

/** The bank confirms the first payment left pending (3-D Secure done, or the SEPA debit settled). */
export async function settle(email: string): Promise<void> {
  await localStripe(`/_control/subscriptions/${(await subscriptionOf(email)).id}/settle`, 'POST');
}
