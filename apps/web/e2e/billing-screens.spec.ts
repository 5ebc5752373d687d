// The SPA's subscription screens on the real server and the local Stripe (docs/billing-api.md): the pricing page in
// fr, en and nl with the amounts of the local Stripe's Prices; the trial badge (30 days on a fresh account, the warning
// with 3 days left); the welcome page after the profile is completed; a checkout through the hosted page back to
// /subscription/success, active once the webhook has arrived; cancel and resume from the profile; a failed renewal's
// banner; the expired state (read-only, calls to subscribe, the patients still readable). axe and screenshots (desktop
// and 360 px without horizontal scroll) on each screen. Dates are moved with SQL on E2E_DATABASE_URL.
import type { APIRequestContext } from '@playwright/test';
import { freshAccount, loginToken, registerThroughApi, verifyThroughMail } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill, loose, screenshotsInto } from './support/screens';
import { failPayment } from './support/local-stripe';
import { createPatient } from './support/patients-api';
import { signInAs } from './support/session';
import { createTemplate, practitioner, uniqueName } from './support/templates-api';
import { e2eSql } from './support/e2e-database';

const SHOTS = '/tmp/shots-billing';
const shots = screenshotsInto(SHOTS);

/** Intl and the French typography put (narrow) no-break spaces where a test types plain ones. */
const spaces = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ');
/** The trial of `email` ends `hours` from now (negative: ended). */
async function setTrialEnd(email: string, hours: number): Promise<void> {
  await e2eSql(
    `UPDATE subscriptions SET status = 'trial', trial_ends_at = now() + make_interval(hours => $2)
      WHERE user_id = (SELECT id FROM users WHERE email = $1)`,
    [email, hours],
  );
}

async function trpcQuery<T>(request: APIRequestContext, procedure: string, token: string): Promise<T> {
  const answer = await request.get(`/api/trpc/${procedure}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { result?: { data?: T } };
  if (!answer.ok() || !body.result) throw new Error(`${procedure} answered ${answer.status()}: ${JSON.stringify(body)}`);
  return body.result.data as T;
}

const LOCAL_PRICES = {
  fr: { monthly: '29 €', quarterly: '79 €', yearly: '290 €', yearlyPerMonth: '24,17 €' },
  en: { monthly: '€29', quarterly: '€79', yearly: '€290', yearlyPerMonth: '€24.17' },
  nl: { monthly: '€ 29', quarterly: '€ 79', yearly: '€ 290', yearlyPerMonth: '€ 24,17' },
} as const;

for (const locale of ['fr', 'en', 'nl'] as const) {
  test(`the pricing page in ${locale} shows the local Stripe's amounts`, async ({ page }) => {
    await page.goto(`/${locale}/subscription/pricing`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'pricing', 'page.title'));
    const prices = LOCAL_PRICES[locale];
    for (const plan of ['monthly', 'quarterly', 'yearly'] as const) {
      await expect(page.getByTestId(`plan-${plan}-price`)).toHaveText(loose(prices[plan]));
    }
    await expect(page.getByTestId('plan-yearly-per-month')).toContainText(loose(prices.yearlyPerMonth));
    await expect(page.getByTestId('payments-not-configured')).toHaveCount(0);
    // Signed out: register, or sign in to subscribe.
    await expect(page.getByRole('link', { name: text(locale, 'pricing', 'billing.signIn') })).toHaveAttribute('href', `/${locale}/login`);
    await expect(page.getByRole('table')).toContainText(loose(prices.yearly));
    await expectNoAxeViolations(page);
    await shots(page, `pricing-${locale}`);
  });
}

test('the trial badge: 30 days on a fresh account, the warning with 3 days left', async ({ page, request }) => {
  const { account } = await practitioner(request, 'badge');
  await signInAs(page, request, account);
  await page.goto('/fr/home');
  const badge = page.getByTestId('trial-badge');
  await expect(badge).toContainText(fill(text('fr', 'common', 'subscription.trialBadge_other'), { count: 30 }));
  await expect(badge).toHaveAttribute('data-warning', 'false');
  await expectNoAxeViolations(page);
  await shots(page, 'badge-30');

  await setTrialEnd(account.email, 3 * 24 - 1);
  await page.reload();
  await expect(badge).toHaveAttribute('data-warning', 'true');
  await expect(badge).toContainText(fill(text('fr', 'common', 'subscription.trialBadge_other'), { count: 3 }));
  await expectNoAxeViolations(page);
  await shots(page, 'badge-3');
  await badge.click();
  await expect(page).toHaveURL(/\/fr\/subscription\/pricing$/);
  await expect(page.getByTestId('plan-monthly-subscribe')).toBeVisible();
});

test('after the profile is completed, the welcome to the trial is shown once', async ({ page, request }) => {
  const account = freshAccount('welcome');
  await registerThroughApi(request, account);
  await verifyThroughMail(request, account);
  await signInAs(page, request, account);
  await page.goto('/fr/complete-profile');
  await page.getByText(text('fr', 'profile', 'professions.dentist'), { exact: true }).click();
  await page.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    spaces(fill(text('fr', 'billing', 'welcome.title'), { firstName: account.firstName, days: 30 })),
  );
  await expect(page.getByTestId('welcome-trial-end')).toBeVisible();
  await expect(page.getByRole('link', { name: text('fr', 'billing', 'welcome.createTemplate') })).toHaveAttribute('href', '/fr/templates/create');
  await expect(page.getByRole('link', { name: text('fr', 'billing', 'welcome.market') })).toHaveAttribute('href', '/fr/market');
  await expect(page.getByRole('link', { name: text('fr', 'billing', 'welcome.pricing') })).toHaveAttribute('href', '/fr/subscription/pricing');
  await expectNoAxeViolations(page);
  await shots(page, 'welcome');
  // Recorded: the session's user no longer has the welcome pending.
  const token = await loginToken(request, account);
  await expect
    .poll(async () => (await trpcQuery<{ user: { trialWelcomePending: boolean } }>(request, 'auth.me', token)).user.trialWelcomePending)
    .toBe(false);
});

test('checkout through the local Stripe, /subscription/success turns active, then cancel, resume and a failed renewal from the profile', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { account } = await practitioner(request, 'checkout');
  await signInAs(page, request, account);
  await page.goto('/fr/subscription/pricing');
  await expect(page.getByTestId('plan-yearly-subscribe')).toBeVisible();
  await expect(page.getByRole('link', { name: /Commencer l’essai gratuit/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, 'pricing-signed-in');

  await page.getByTestId('plan-yearly-subscribe').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribe to Praxiform');
  await page.getByRole('button', { name: /^Pay/ }).click();
  await page.waitForURL(/\/fr\/subscription\/success\?session_id=cs_test_/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'billing', 'success.title'), { timeout: 20_000 });
  await expect(page.getByTestId('subscription-active')).toHaveText(loose(text('fr', 'billing', 'success.textPlan.yearly')));
  // Paid: no trial badge any more.
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, 'success');

  await page.getByRole('link', { name: text('fr', 'billing', 'success.manage') }).click();
  await expect(page).toHaveURL(/\/fr\/profile#subscription$/);
  const section = page.getByRole('region', { name: text('fr', 'billing', 'section.title') });
  await expect(section.getByTestId('subscription-status')).toHaveText(text('fr', 'billing', 'statuses.active'));
  await expect(section).toContainText(text('fr', 'billing', 'plans.yearly'));
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-active-desktop.png` });

  // Cancel: a confirmation saying access stays until the end date.
  await section.getByRole('button', { name: text('fr', 'billing', 'section.cancel') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    loose(
      fill(text('fr', 'billing', 'section.cancelText'), { date: 'DATE' })
        .split('DATE')[0]!
        .trim(),
    ),
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/cancel-dialog-desktop.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/cancel-dialog-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: text('fr', 'billing', 'section.cancelConfirm'), exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('subscription-status')).toHaveText(text('fr', 'billing', 'statuses.canceled'));
  await expect(section).toContainText(text('fr', 'billing', 'section.endsOn'));
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-canceled-desktop.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-canceled-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Resume before the end: active again.
  await section.getByRole('button', { name: text('fr', 'billing', 'section.resume') }).click();
  await expect(section.getByTestId('subscription-status')).toHaveText(text('fr', 'billing', 'statuses.active'));
  await expect(section.getByText(loose(text('fr', 'billing', 'section.resumed')))).toBeVisible();
  await expect(section.getByRole('button', { name: text('fr', 'billing', 'section.cancel') })).toBeVisible();

  // A failed renewal: the shell's banner opens the portal.
  await failPayment(account.email);
  const token = await loginToken(request, account);
  await expect.poll(async () => (await trpcQuery<{ paymentFailed: boolean }>(request, 'billing.status', token)).paymentFailed).toBe(true);
  await page.goto('/fr/home');
  const banner = page.getByTestId('payment-failed-banner');
  await expect(banner).toContainText(loose(text('fr', 'common', 'subscription.paymentFailed.title')));
  await expectNoAxeViolations(page);
  await shots(page, 'payment-failed');
  await banner.getByRole('button', { name: text('fr', 'common', 'subscription.paymentFailed.action') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Billing portal');
});

test('an ended trial is read-only: calls to subscribe instead of creating and sending, the patients still readable', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { account, token } = await practitioner(request, 'expired');
  const template = await createTemplate(request, token, uniqueName('Bilan lombaire'));
  const patient = await createPatient(request, token, { firstName: 'Lucie', lastName: 'Renard', email: `lucie.${Date.now()}@example.test` });
  await setTrialEnd(account.email, -24);
  await signInAs(page, request, account);

  await page.goto('/fr/home');
  const banner = page.getByTestId('subscription-ended-banner');
  await expect(banner).toContainText(loose(text('fr', 'common', 'subscription.ended.trialTitle')));
  await expect(banner).toContainText(loose(text('fr', 'common', 'subscription.ended.text')));
  await expect(page.getByTestId('trial-badge')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, 'expired-home');

  await page.goto('/fr/templates');
  await expect(page.getByText(template.name)).toBeVisible();
  await expect(page.getByRole('link', { name: text('fr', 'common', 'subscription.gate.createTemplate') })).toHaveAttribute(
    'href',
    '/fr/subscription/pricing',
  );
  await expect(page.getByRole('link', { name: text('fr', 'templates', 'list.create') })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shots(page, 'expired-templates');

  await page.goto('/fr/forms/pending');
  await expect(page.getByRole('link', { name: text('fr', 'common', 'subscription.gate.newPendingForm') }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'expired-waiting-room');

  // Copying from the market is creating a template too: refused, with the way to the plans.
  await page.goto('/fr/market');
  const duplicateLabel = text('fr', 'market', 'card.duplicateNamed').split('{{name}}')[0]!.trim();
  await page
    .getByRole('button', { name: loose(duplicateLabel) })
    .first()
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: loose(text('fr', 'market', 'messages.duplicateFailed')) });
  await expect(refusal).toContainText(loose(text('fr', 'errors', 'codes.SUBSCRIPTION_REQUIRED')));
  await expect(refusal.getByRole('link', { name: text('fr', 'common', 'subscription.gate.action') })).toHaveAttribute(
    'href',
    '/fr/subscription/pricing',
  );

  // The patient stays readable; sending leads to the call to subscribe.
  await page.goto(`/fr/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucie');
  await page
    .getByRole('button', { name: text('fr', 'patients', 'detail.actions.send') })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('subscription-required')).toContainText(loose(text('fr', 'common', 'subscription.gate.text')));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/expired-send-desktop.png` });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/expired-send-360.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('link', { name: text('fr', 'common', 'subscription.gate.action') }).click();
  await expect(page).toHaveURL(/\/fr\/subscription\/pricing$/);
  await expect(page.getByTestId('plan-monthly-subscribe')).toBeVisible();

  // The server refuses anyway.
  await expect(createTemplate(request, token, uniqueName('Refusé'))).rejects.toThrow(/SUBSCRIPTION_REQUIRED/);
});
