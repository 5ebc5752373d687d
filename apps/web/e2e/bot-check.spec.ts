// The bot check end to end (docs/auth-api.md#bot-check). With it off (the suite's server) the sign-in pages and the
// public pages never ask Google for anything. With it on (a second server with reCAPTCHA keys, playwright.config.ts),
// Google's script is replaced at the network boundary by a stand-in that hands out tokens named after the page's
// action; the server checks them with a local verifier: login through the UI works, a refused token shows the
// translated failure, and a script that cannot load says so.
import type { Page, Route } from '@playwright/test';
import { BOT_CHECK_URL, RECAPTCHA_SITE_KEY } from '../playwright.config';
import { expectNoAxeViolations } from './support/axe';
import { readyAccount } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { PRACTITIONER } from './support/session';

const GOOGLE = /^https:\/\/(www\.google\.com|www\.gstatic\.com|recaptcha\.google\.com)\//;

/** Google's api.js, as far as the page uses it: ready() and execute(siteKey, { action }) → a token. */
function googleStandIn(tokenPrefix: string) {
  return (route: Route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.grecaptcha = {
        ready: (callback) => setTimeout(callback, 0),
        execute: (key, options) => Promise.resolve(key === ${JSON.stringify(RECAPTCHA_SITE_KEY)} ? '${tokenPrefix}:' + options.action : 'wrong-key'),
      };`,
    });
}

function googleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (GOOGLE.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test('off: no page asks Google for anything, and login needs no token', async ({ page, request }) => {
  const { account } = await readyAccount(request, 'nobot');
  const seen = googleRequests(page);
  for (const path of ['/fr/register', '/fr/forgot-password', '/fr', '/fr/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByText(/reCAPTCHA/)).toHaveCount(0);
  await page.getByLabel(text('fr', 'auth', 'fields.email')).fill(account.email);
  await page.getByLabel(text('fr', 'auth', 'fields.password'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: text('fr', 'auth', 'login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  // The app has landed (its page's heading shown) before the context closes: closing it while the app's chunks were
  // still loading hung the teardown past the test's timeout, one run in four.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(seen).toEqual([]);
});

test.describe('on', () => {
  test.use({ baseURL: BOT_CHECK_URL });

  test('login through the UI with a token the server accepts; the CSP allows Google only here', async ({ page }) => {
    // A demo account: the bot-check server shares the suite's database in CI, or seeds its own embedded one.
    const account = PRACTITIONER;
    const scripts: string[] = [];
    await page.route('https://www.google.com/recaptcha/api.js*', (route) => {
      scripts.push(route.request().url());
      return googleStandIn('e2e-human')(route);
    });
    const response = await page.goto('/fr/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/");
    expect(csp).not.toContain("unsafe-inline' https://www.google");

    await expect(page.getByText(text('fr', 'auth', 'botCheck.notice'))).toBeVisible();
    expect(scripts).toEqual([`https://www.google.com/recaptcha/api.js?render=${RECAPTCHA_SITE_KEY}`]);
    await expectNoAxeViolations(page);
    await page.getByLabel(text('fr', 'auth', 'fields.email')).fill(account.email);
    await page.getByLabel(text('fr', 'auth', 'fields.password'), { exact: true }).fill(account.password);
    const login = page.waitForRequest((req) => req.url().includes('/api/trpc/auth.login'));
    await page.getByRole('button', { name: text('fr', 'auth', 'login.submit') }).click();
    expect((await login).postDataJSON()).toMatchObject({ recaptchaToken: 'e2e-human:login' });
    await expect(page).toHaveURL(/\/fr\/(home|dashboard|welcome)$/);
    await page.screenshot({ path: 'test-results/screens/bot-check-after-login.png' });
  });

  test('a token the verifier refuses: the translated bot-check failure, no session', async ({ page }) => {
    const account = PRACTITIONER;
    await page.route('https://www.google.com/recaptcha/api.js*', googleStandIn('e2e-robot'));
    await page.goto('/fr/login');
    await page.getByLabel(text('fr', 'auth', 'fields.email')).fill(account.email);
    await page.getByLabel(text('fr', 'auth', 'fields.password'), { exact: true }).fill(account.password);
    await page.getByRole('button', { name: text('fr', 'auth', 'login.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('fr', 'errors', 'codes.BOT_CHECK_FAILED'));
    await expect(page).toHaveURL(/\/fr\/login$/);
    await page.screenshot({ path: 'test-results/screens/bot-check-refused.png' });
  });

  test('the script blocked: a clear message instead of a silent failure', async ({ page }) => {
    await page.route('https://www.google.com/recaptcha/api.js*', (route) => route.abort('blockedbyclient'));
    await page.goto('/en/forgot-password');
    await page.getByLabel(text('en', 'auth', 'fields.email')).fill('someone@example.org');
    await page.getByRole('button', { name: text('en', 'auth', 'forgotPassword.submit') }).click();
    await expect(page.getByRole('alert')).toHaveText(text('en', 'errors', 'codes.BOT_CHECK_UNAVAILABLE'));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/bot-check-blocked.png' });
  });
});
