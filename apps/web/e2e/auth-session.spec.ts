// Session rules in the browser: guest-only pages send a signed-in user on, logout ends the session, language switch.
import { expect, test } from './support/client-ip';
import { readyAccount } from './support/auth-accounts';
import { authText, expectDashboard, submitLogin } from './support/auth-ui';
import { text } from './support/i18n';

test('login returns to the page asked for; guest pages send a signed-in user on; logout ends the session', async ({ page, request }) => {
  const { account } = await readyAccount(request, 'session');
  await page.goto('/fr/templates');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/fr\/templates$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.Templates'));
  const token = await page.evaluate(() => window.localStorage.getItem('praxiform.token'));
  expect(token).toBeTruthy();

  for (const path of ['/fr/login', '/fr/register', '/fr/forgot-password', '/fr/reset-password?token=x&email=y']) {
    await page.goto(path);
    await expectDashboard(page);
  }

  const fullName = `${account.firstName} ${account.lastName}`;
  await page.getByRole('button', { name: text('fr', 'common', 'layout.userMenu.label').replace('{{name}}', fullName) }).click();
  await page.getByRole('menuitem', { name: text('fr', 'common', 'layout.userMenu.logout') }).click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  expect(await page.evaluate(() => window.localStorage.getItem('praxiform.token'))).toBeNull();

  // Revoked on the server too: the old token no longer opens a session.
  const me = await request.get('/api/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  await page.goto('/fr/dashboard');
  await expect(page).toHaveURL(/\/fr\/login$/);
});

test('the language switch keeps the sign-in page', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  // The served page is on screen before its handlers: the menu opens once the guest entry has hydrated it (a click
  // before that did nothing on a slow CI machine).
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await page
    .getByRole('button', { name: text('fr', 'common', 'language.label').replace('{{language}}', text('fr', 'common', 'language.names.fr')) })
    .click();
  await page.getByRole('menuitem', { name: text('en', 'common', 'language.names.en') }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pages.login'));
  await expect(page.getByRole('button', { name: authText('login.submit', 'en'), exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.getByRole('link', { name: authText('links.forgotPassword', 'en') }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password$/);
  // Once the page has loaded: its email field takes the focus as it appears, which would close a menu opened before.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pages.ForgotPassword'));
  await page
    .getByRole('button', { name: text('en', 'common', 'language.label').replace('{{language}}', text('en', 'common', 'language.names.en')) })
    .click();
  await page.getByRole('menuitem', { name: text('nl', 'common', 'language.names.nl') }).click();
  await expect(page).toHaveURL(/\/nl\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl', 'common', 'pages.ForgotPassword'));
});
