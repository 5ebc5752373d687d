// Registration end to end: the form, the mail link (in the browser that registered it signs in and opens the profile
// form; in another browser the confirmation page asks to sign in once), profile completion, the welcome to the trial
// (shown once), the dashboard (docs/auth-api.md#signing-up).
import { expect, test } from './support/client-ip';
import { freshAccount, mailLink, registerThroughApi } from './support/auth-accounts';
import { authText, expectDashboard, screenshotBothSizes, submitLogin } from './support/auth-ui';
import { text } from './support/i18n';
import { expectNoAxeViolations } from './support/axe';

test('register, follow the mail link in the same browser, complete the profile without signing in again, see the welcome and reach the dashboard', async ({
  page,
  context,
}) => {
  // Registration, the mail link, the profile, the welcome and the dashboard, with two screenshots at both sizes and an
  // axe pass: 15 s alone, over 30 s beside another worker on a busy machine.
  test.setTimeout(90_000);
  const account = freshAccount('register');
  await page.goto('/fr/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('register.title'));
  await expect(page.getByLabel(authText('fields.firstName'), { exact: true })).toBeFocused();

  await page.getByLabel(authText('fields.firstName'), { exact: true }).fill(account.firstName);
  await page.getByLabel(authText('fields.lastName'), { exact: true }).fill(account.lastName);
  await page.getByLabel(authText('fields.email'), { exact: true }).fill(account.email);
  const password = page.getByLabel(authText('fields.password'), { exact: true });
  await password.fill('ordonnance');
  await expect(page.locator('[data-rule="lowercase"]')).toHaveAttribute('data-met', 'true');
  await expect(page.locator('[data-rule="uppercase"]')).toHaveAttribute('data-met', 'false');
  await password.fill(account.password);
  for (const rule of ['length', 'uppercase', 'lowercase', 'digit', 'special'])
    await expect(page.locator(`[data-rule="${rule}"]`)).toHaveAttribute('data-met', 'true');
  await page.getByLabel(authText('fields.passwordConfirmation'), { exact: true }).fill(account.password);
  await expect(page.getByLabel(authText('fields.language'), { exact: true })).toHaveValue('fr');

  // Terms not accepted: the form says so and nothing is sent.
  await page.getByRole('button', { name: authText('register.submit') }).click();
  await expect(page.getByText(text('fr', 'errors', 'validation.TERMS_REQUIRED'))).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: authText('register.submit') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('register.successTitle'));
  await expect(page.getByText(account.email)).toBeVisible();
  await screenshotBothSizes(page, 'register-success');

  // The link of the mail, opened in a new tab of the browser that registered: prefix-less, it signs in and opens the
  // profile form in the remembered language, with no sign-in screen on the way.
  const link = await mailLink(account.email, /\/verify-email\/[\w-]+/);
  const tab = await context.newPage();
  const visited: string[] = [];
  tab.on('framenavigated', (frame) => {
    if (frame === tab.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await tab.goto(link);
  await expect(tab).toHaveURL(/\/fr\/complete-profile$/);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'profile', 'complete.title').replace('{{firstName}}', account.firstName),
  );
  expect(visited.filter((path) => /\/(login|email-verified)$/.test(path))).toEqual([]);
  await expectNoAxeViolations(tab);
  await screenshotBothSizes(tab, 'verified-complete-profile');

  // The profile form (features/profile): the least it needs, a profession.
  await tab.getByText(text('fr', 'profile', 'professions.dentist'), { exact: true }).click();
  await tab.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
  await expect(tab).toHaveURL(/\/fr\/welcome$/);
  await tab.getByRole('link', { name: text('fr', 'billing', 'welcome.continue') }).click();
  await expect(tab).toHaveURL(/\/fr\/home$/);
  // Once: the welcome is not shown again, the app opens where asked.
  await tab.goto('/fr/dashboard');
  await expectDashboard(tab);
});

test('in another browser the link verifies the address, then one sign-in opens the profile form', async ({
  page,
  browser,
  baseURL,
  extraHTTPHeaders,
}) => {
  // Registration, the mail link in a second browser, a sign-in and the profile form: near 30 s beside another worker on
  // a busy machine.
  test.setTimeout(90_000);
  const account = freshAccount('elsewhere');
  await page.goto('/fr/register');
  await page.getByLabel(authText('fields.firstName'), { exact: true }).fill(account.firstName);
  await page.getByLabel(authText('fields.lastName'), { exact: true }).fill(account.lastName);
  await page.getByLabel(authText('fields.email'), { exact: true }).fill(account.email);
  await page.getByLabel(authText('fields.password'), { exact: true }).fill(account.password);
  await page.getByLabel(authText('fields.passwordConfirmation'), { exact: true }).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: authText('register.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(authText('register.successTitle'));

  // Another browser (the phone the mail was read on): a context of its own, without what the registering one kept.
  const elsewhere = await browser.newContext({ baseURL, extraHTTPHeaders });
  try {
    const other = await elsewhere.newPage();
    await other.goto(await mailLink(account.email, /\/verify-email\/[\w-]+/));
    await expect(other).toHaveURL(/\/fr\/email-verified$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(authText('emailVerified.title'));
    await expect(other.getByText(authText('emailVerified.text'))).toBeVisible();
    await expectNoAxeViolations(other);
    await screenshotBothSizes(other, 'email-verified');
    await other.getByRole('link', { name: authText('links.login'), exact: true }).click();
    await expect(other).toHaveURL(/\/fr\/login$/);
    await expect(other.getByLabel(authText('fields.email'), { exact: true })).toHaveValue(account.email);
    await submitLogin(other, account);
    await expect(other).toHaveURL(/\/fr\/complete-profile$/);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText(
      text('fr', 'profile', 'complete.title').replace('{{firstName}}', account.firstName),
    );
  } finally {
    await elsewhere.close();
  }

  // The registering browser, after the link was used elsewhere: still signed out, it signs in like anyone.
  await page.goto('/fr/complete-profile');
  await expect(page).toHaveURL(/\/fr\/login$/);
});

test('a link opened twice says the address is already verified; an unknown link offers a resend form', async ({ page, request }) => {
  const account = freshAccount('relink');
  await registerThroughApi(request, account);
  const link = await mailLink(account.email, /\/verify-email\/[\w-]+/);
  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/email-verified$/);
  await expect(page.getByText(authText('emailVerified.text'))).toBeVisible();
  await page.goto(link);
  await expect(page).toHaveURL(/\/fr\/email-verified$/);
  await expect(page.getByText(authText('emailVerified.alreadyText'))).toBeVisible();

  await page.goto('/verify-email/not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText(authText('verifyEmail.invalid'));
  await screenshotBothSizes(page, 'verify-email-error');
  await page.getByRole('button', { name: authText('resend.button') }).click();
  await expect(page.getByText(authText('resend.emailRequired'))).toBeVisible();
  await page.getByLabel(authText('fields.email'), { exact: true }).fill(account.email);
  await page.getByRole('button', { name: authText('resend.button') }).click();
  await expect(page.getByRole('status')).toHaveText(text('fr', 'errors', 'codes.EMAIL_ALREADY_VERIFIED'));
});

test('an address already in use gets its own message and a way to sign in', async ({ page, request }) => {
  const account = freshAccount('taken');
  await registerThroughApi(request, account);
  const token = await request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(token.status()).toBe(403);
  await page.goto('/en/register');
  await page.getByLabel(authText('fields.firstName', 'en'), { exact: true }).fill(account.firstName);
  await page.getByLabel(authText('fields.lastName', 'en'), { exact: true }).fill(account.lastName);
  await page.getByLabel(authText('fields.email', 'en'), { exact: true }).fill(account.email);
  await page.getByLabel(authText('fields.password', 'en'), { exact: true }).fill(account.password);
  await page.getByLabel(authText('fields.passwordConfirmation', 'en'), { exact: true }).fill(account.password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: authText('register.submit', 'en') }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(authText('register.emailUsed', 'en'));
  await alert.getByRole('link', { name: authText('register.emailUsedAction', 'en') }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByLabel(authText('fields.email', 'en'), { exact: true })).toHaveValue(account.email);
});
