// The demo that can pay (docs/billing-api.md#local-stripe): the server started without Stripe keys on this machine, as
// `pnpm start` is, runs the local Stripe beside itself (playwright.config.ts gives it no STRIPE_* variable). A newcomer
// sees the plans with their amounts and the test-mode note on the landing page; a practitioner on a trial subscribes
// from the pricing page on the hosted checkout (marked as test payments), keeps the rest of the trial, cancels in the
// portal (flexible billing mode: cancel_at only) and resumes from the profile; a SEPA debit leaves the success page
// explaining what happens next until the bank settles it. axe and screenshots on each page.
import type { APIRequestContext, Page } from '@playwright/test';
import { readyAccount } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { e2eSql } from './support/e2e-database';
import { text } from './support/i18n';
import { settle, subscriptionOf } from './support/local-stripe';
import { signInAs } from './support/session';

const SHOTS = '/tmp/shots-stripe';

async function trpcQuery<T>(request: APIRequestContext, procedure: string, token?: string): Promise<T> {
  const answer = await request.get(`/api/trpc/${procedure}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

type TStatus = { status: string; plan: string | null; paymentPending: boolean; cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null };

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a newcomer sees the amounts and that payments are test payments; a trial subscribes, cancels in the portal and resumes', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/fr');
  await expect(page.getByTestId('plan-monthly-price')).toHaveText(/29[\s\u00a0\u202f]€/);
  await expect(page.getByTestId('plan-yearly-price')).toHaveText(/290[\s\u00a0\u202f]€/);
  await expect(page.getByTestId('payments-test-mode')).toHaveText(text('fr', 'pricing', 'billing.testMode'));
  await expect(page.getByTestId('payments-not-configured')).toHaveCount(0);

  const { account, token } = await readyAccount(request, 'stripe-demo');
  await signInAs(page, request, account);
  await page.goto('/fr/subscription/pricing');
  // 30 days of trial left: subscribing keeps them, the note says when the first payment is.
  await expect(page.getByTestId('trial-carried-note')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'pricing-trial');

  await page.getByTestId('plan-monthly-subscribe').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Praxiform');
  await expect(page.getByText('Test payments — no real money')).toBeVisible();
  await expect(page).toHaveTitle(/test/i);
  await expectNoAxeViolations(page);
  await shot(page, 'checkout');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/fr\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'billing', 'success.title'), { timeout: 20_000 });
  await expect(page.getByTestId('success-first-payment')).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'success-trial-kept');
  const active = await trpcQuery<TStatus>(request, 'billing.status', token);
  expect(active).toMatchObject({ status: 'active', plan: 'monthly' });
  expect((await subscriptionOf(account.email)).status).toBe('trialing');

  // The portal's cancel (cancel_at, not cancel_at_period_end), back to the profile, then resume there.
  await page.goto('/fr/profile#subscription');
  const section = page.getByRole('region', { name: text('fr', 'billing', 'section.title') });
  await section.getByRole('button', { name: text('fr', 'billing', 'section.portal') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing portal');
  await expectNoAxeViolations(page);
  await shot(page, 'portal');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('button', { name: 'Renew subscription' })).toBeVisible();
  await expect.poll(async () => (await trpcQuery<TStatus>(request, 'billing.status', token)).status).toBe('canceled');
  await page.getByRole('link', { name: 'Return to Praxiform' }).click();
  await page.waitForURL(/\/fr\/profile#subscription$/);
  await expect(section.getByTestId('subscription-status')).toHaveText(text('fr', 'billing', 'statuses.canceled'));
  await section.getByRole('button', { name: text('fr', 'billing', 'section.resume') }).click();
  await expect(section.getByTestId('subscription-status')).toHaveText(text('fr', 'billing', 'statuses.active'));
  expect(await trpcQuery<TStatus>(request, 'billing.status', token)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  await expectNoAxeViolations(page);
});

test('a SEPA debit: the success page says what happens next, and the account is active once the bank settles', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await readyAccount(request, 'stripe-sepa');
  // The trial has ended: the payment is taken now.
  await e2eSql(
    `UPDATE subscriptions SET status = 'expired', trial_ends_at = now() - interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [account.email],
  );
  await signInAs(page, request, account);
  await page.goto('/fr/subscription/pricing');
  await page.getByTestId('plan-yearly-subscribe').click();
  await page.getByLabel('SEPA Direct Debit (settles later)').check();
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/fr\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'billing', 'success.pendingTitle'), { timeout: 20_000 });
  await expect(page.getByTestId('success-pending')).toContainText(text('fr', 'billing', 'success.pendingDebit'));
  expect(await trpcQuery<TStatus>(request, 'billing.status', token)).toMatchObject({ status: 'expired', paymentPending: true });
  // Above every page: the payment is being confirmed, not "your subscription has ended".
  await expect(page.getByTestId('payment-pending-banner')).toBeVisible();
  await expect(page.getByTestId('subscription-ended-banner')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shot(page, 'success-pending');

  await settle(account.email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'billing', 'success.title'), { timeout: 25_000 });
  expect(await trpcQuery<TStatus>(request, 'billing.status', token)).toMatchObject({ status: 'active', plan: 'yearly', paymentPending: false });
});
