// The local Stripe the browser tests pay on (docs/billing-api.md#local-stripe): checkout started through the API, the
// hosted pay page (accessible) back to /subscription/success, the webhook activating the subscription, and the portal
// page back to the profile. The SPA's own billing screens have their specs.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readyAccount, trpcCall } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { endPeriod, failPayment } from './support/local-stripe';

const SHOTS = '/tmp/shots-stripe';

async function trpcQuery<T>(request: APIRequestContext, procedure: string, token?: string): Promise<T> {
  const answer = await request.get(`/api/trpc/${procedure}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

type TStatus = { configured: boolean; status: string; plan: string | null; hasCustomer: boolean; paymentFailed: boolean };

test('a checkout on the local Stripe comes back to /subscription/success and the webhook activates the plan', async ({ page, request }) => {
  const { account, token } = await readyAccount(request, 'stripe-checkout');
  const plans = await trpcQuery<{ configured: boolean; plans: { plan: string; amount: number | null; currency: string | null }[] }>(
    request,
    'billing.plans',
  );
  expect(plans.configured).toBe(true);
  expect(plans.plans.map((plan) => [plan.plan, plan.amount, plan.currency])).toEqual([
    ['monthly', 2900, 'eur'],
    ['quarterly', 7900, 'eur'],
    ['yearly', 29000, 'eur'],
  ]);
  expect((await trpcQuery<TStatus>(request, 'billing.status', token)).status).toBe('trial');

  const { url } = await trpcCall<{ url: string }>(request, 'billing.checkout', { plan: 'yearly' }, token);
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Praxiform');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/checkout.png`, fullPage: true });
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/subscription\/success\?session_id=cs_test_/);

  await expect.poll(async () => (await trpcQuery<TStatus>(request, 'billing.status', token)).status, { timeout: 10_000 }).toBe('active');
  expect(await trpcQuery<TStatus>(request, 'billing.status', token)).toMatchObject({ plan: 'yearly', hasCustomer: true });

  const portal = await trpcCall<{ url: string }>(request, 'billing.portal', undefined, token);
  await page.goto(portal.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing portal');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/portal-360.png`, fullPage: true });
  await page.getByRole('link', { name: 'Return to Praxiform' }).click();
  await page.waitForURL(/\/profile#subscription$/);

  // The test controls (support/local-stripe.ts): a failed renewal, then a cancel whose period ends.
  await failPayment(account.email);
  await expect.poll(async () => (await trpcQuery<TStatus>(request, 'billing.status', token)).paymentFailed).toBe(true);
  await trpcCall(request, 'billing.cancel', undefined, token);
  await endPeriod(account.email);
  await expect.poll(async () => (await trpcQuery<TStatus>(request, 'billing.status', token)).status).toBe('expired');
});
