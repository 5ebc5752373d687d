// Login end to end: unverified email with resend, wrong password, 2FA with a code and with a backup code, forgotten password.
import { expect, test } from './support/client-ip';
import { enableTwoFactor, freshAccount, mailLink, readyAccount, registerThroughApi, totpCode } from './support/auth-accounts';
import { authText, expectDashboard, screenshotBothSizes, submitLogin } from './support/auth-ui';
import { text } from './support/i18n';

test('an unverified email is refused with a resend action; a wrong password gets one neutral message', async ({ page, request }) => {
  const account = freshAccount('unverified');
  await registerThroughApi(request, account);
  await page.goto('/fr/login');
  await expect(page.getByLabel(authText('fields.email'), { exact: true })).toBeFocused();
  await submitLogin(page, account);
  await expect(page.getByRole('alert')).toContainText(text('fr', 'errors', 'codes.EMAIL_NOT_VERIFIED'));
  await page.getByRole('button', { name: authText('login.resend') }).click();
  await expect(page.getByRole('status')).toHaveText(authText('login.resent').replace('{{email}}', account.email));
  await screenshotBothSizes(page, 'login-unverified');

  await submitLogin(page, { email: account.email, password: 'Wrong-password-1' });
  await expect(page.getByRole('alert')).toHaveText(text('fr', 'errors', 'codes.INVALID_CREDENTIALS'));
  await submitLogin(page, { email: `nobody-${Date.now()}@praxiform.test`, password: 'Wrong-password-1' });
  await expect(page.getByRole('alert')).toHaveText(text('fr', 'errors', 'codes.INVALID_CREDENTIALS'));
});

test('login with 2FA: a wrong code, the app code, then a backup code', async ({ page, request }) => {
  const { account, token } = await readyAccount(request, 'twofactor');
  const { manualKey, backupCodes } = await enableTwoFactor(request, token);

  await page.goto('/fr/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/fr\/verify-two-factor$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.VerifyTwoFactor'));
  const code = page.getByLabel(authText('twoFactor.codeLabel'));
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');

  const wrong = totpCode(manualKey) === '000000' ? '111111' : '000000';
  await code.fill(wrong);
  await page.getByRole('button', { name: authText('twoFactor.submit') }).click();
  await expect(page.getByRole('alert')).toContainText(authText('twoFactor.invalid'));
  await expect(page.getByRole('alert')).toContainText(authText('twoFactor.attemptsLeft_other').replace('{{count}}', '4'));

  await code.fill(totpCode(manualKey));
  await page.getByRole('button', { name: authText('twoFactor.submit') }).click();
  await expectDashboard(page);

  // Second login on a fresh page state: the backup code this time.
  await page.evaluate(() => window.localStorage.removeItem('praxiform.token'));
  await page.goto('/fr/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/fr\/verify-two-factor$/);
  await page.getByRole('button', { name: authText('twoFactor.useBackup') }).click();
  await page.getByLabel(authText('twoFactor.backupLabel')).fill(backupCodes[0] ?? '');
  await page.getByRole('button', { name: authText('twoFactor.submit') }).click();
  await expectDashboard(page);
});

test('the 2FA page survives a reload and sends a visit without a pending login back to login', async ({ page, request }) => {
  const { account, token } = await readyAccount(request, 'pending');
  await enableTwoFactor(request, token);
  await page.goto('/fr/verify-two-factor');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('status')).toHaveText(authText('login.notices.twoFactorMissing'));
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/fr\/verify-two-factor$/);
  await page.reload();
  await expect(page.getByLabel(authText('twoFactor.codeLabel'))).toBeVisible();
  await expect(page.getByText(authText('twoFactor.signedInAs').replace('{{email}}', account.email))).toBeVisible();
});

test('forgotten password: neutral confirmation, mail link, new password, login', async ({ page, request }) => {
  const { account } = await readyAccount(request, 'reset');
  await page.goto('/fr/login');
  await page.getByRole('link', { name: authText('links.forgotPassword') }).click();
  await expect(page).toHaveURL(/\/fr\/forgot-password$/);
  await page.getByLabel(authText('fields.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: authText('forgotPassword.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('forgotPassword.sentTitle'));
  await screenshotBothSizes(page, 'forgot-password-sent');

  const link = await mailLink(account.email, /\/reset-password\?/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/reset-password\?/);
  const newPassword = 'Nouveau-Depart-2027';
  await page.getByLabel(authText('fields.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(authText('fields.passwordConfirmation'), { exact: true }).fill(newPassword);
  await screenshotBothSizes(page, 'reset-password');
  await page.getByRole('button', { name: authText('resetPassword.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('status')).toHaveText(authText('login.notices.passwordReset'));
  await expect(page.getByLabel(authText('fields.email'), { exact: true })).toHaveValue(account.email);
  await page.getByLabel(authText('fields.password'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: authText('login.submit'), exact: true }).click();
  await expectDashboard(page);

  // The link is single-use.
  await page.evaluate(() => window.localStorage.removeItem('praxiform.token'));
  await page.goto(link);
  await page.getByLabel(authText('fields.newPassword'), { exact: true }).fill(newPassword);
  await page.getByLabel(authText('fields.passwordConfirmation'), { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: authText('resetPassword.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('resetPassword.invalidTitle'));
  await screenshotBothSizes(page, 'reset-password-invalid');
  await expect(page.getByRole('link', { name: authText('resetPassword.requestNew') })).toBeVisible();
});
