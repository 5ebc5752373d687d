// Screenshots of the sign-in pages at desktop (1280x800) and phone (390x844) sizes, for a look by eye
// (the flow specs add the confirmation and error states they pass through).
import { expect, test } from './support/client-ip';
import { enableTwoFactor, readyAccount } from './support/auth-accounts';
import { authText, screenshotBothSizes as shoot, submitLogin } from './support/auth-ui';
import { text } from './support/i18n';

test('login and register, empty and with errors', async ({ page }) => {
  await page.goto('/fr/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  await shoot(page, 'login');
  await submitLogin(page, { email: `nobody-${Date.now()}@praxiform.test`, password: 'x' });
  await expect(page.getByRole('alert')).toBeVisible();
  await shoot(page, 'login-error');

  await page.goto('/fr/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('register.title'));
  await page.getByLabel(authText('fields.password'), { exact: true }).fill('abcdefg1');
  await shoot(page, 'register');
  await page.getByRole('button', { name: authText('register.submit') }).click();
  await expect(page.getByText(text('fr', 'errors', 'validation.TERMS_REQUIRED'))).toBeVisible();
  await shoot(page, 'register-errors');
});

test('verify-two-factor, code and backup modes', async ({ page, request }) => {
  const { account, token } = await readyAccount(request, 'screens');
  await enableTwoFactor(request, token);
  await page.goto('/fr/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/fr\/verify-two-factor$/);
  await page.getByLabel(authText('twoFactor.codeLabel')).fill('123');
  await shoot(page, 'verify-two-factor');
  await page.getByRole('button', { name: authText('twoFactor.useBackup') }).click();
  await expect(page.getByLabel(authText('twoFactor.backupLabel'))).toBeVisible();
  await shoot(page, 'verify-two-factor-backup');
});
