// The profile pages on the real server, one practitioner's journey: complete profile, password, language, 2FA, deletion.
import { expect, test } from './support/client-ip';
import { totpCode } from './support/auth-accounts';
import { createVerifiedAccount, loginThroughApi, signInPage, type TAccount } from './support/profile-account';
import { text } from './support/i18n';
import { screenshotsAtBothSizes, VIEWPORTS } from './support/screens';

test.describe.configure({ mode: 'serial' });

const SCREENS = 'test-results/screens';
const screenshots = screenshotsAtBothSizes(SCREENS);

let account: TAccount;
/** Kept from the 2FA test: the next sign-in needs a second step, and a TOTP code is valid only once. */
let backupCode: string | undefined;

test.beforeAll(async ({ request }) => {
  account = await createVerifiedAccount(request, 'journey');
});

test('completing the profile with a custom profession leads to the welcome to the trial', async ({ page, request }) => {
  await signInPage(page, request, account);
  await page.goto('/fr/complete-profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'profile', 'complete.title').replace('{{firstName}}', account.firstName),
  );
  await expect(page.getByRole('radio', { name: text('fr', 'profile', 'professions.dentist') })).toBeAttached();
  await screenshots(page, 'complete-profile');

  // Nothing chosen: the profession error, focus on the first invalid field.
  await page.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
  await expect(page.getByText(text('fr', 'profile', 'form.professionRequired'))).toBeVisible();

  await page.getByText(text('fr', 'profile', 'professions.other'), { exact: true }).click();
  const custom = page.getByLabel(text('fr', 'profile', 'fields.customProfession'), { exact: true });
  await expect(custom).toBeVisible();
  await page.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
  await expect(page.getByText(text('fr', 'errors', 'validation.CUSTOM_PROFESSION_REQUIRED'))).toBeVisible();

  await custom.fill('Ostéopathe');
  const specialty = page.getByRole('textbox', { name: text('fr', 'profile', 'specialtiesPicker.freeLabel') });
  await specialty.fill('Posturologie');
  await specialty.press('Enter');
  await page.getByLabel(text('fr', 'profile', 'fields.phone')).fill('+33 6 12 34 56 78');
  await page.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/welcome$/);
});

test('the profile page shows the account, and saves the information', async ({ page, request }) => {
  await signInPage(page, request, account);
  await page.goto('/fr/profile');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'profile', 'page.title'));
  await expect(page.getByLabel(text('fr', 'profile', 'fields.customProfession'), { exact: true })).toHaveValue('Ostéopathe');
  await screenshots(page, 'profile');

  const firstName = page.getByLabel(text('fr', 'profile', 'fields.firstName'));
  await firstName.fill('');
  await page.getByRole('button', { name: text('fr', 'profile', 'information.submit') }).click();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toBeFocused();
  await firstName.fill('Camille-Anne');
  await page.getByRole('button', { name: text('fr', 'profile', 'information.submit') }).click();
  await expect(page.getByText(text('fr', 'profile', 'information.saved'))).toBeVisible();

  // /debug/user reads the same record: the saved name, the security state, and no secret.
  await page.goto('/fr/debug/user');
  await expect(page.getByText('Camille-Anne Lefèvre')).toBeVisible();
  await expect(page.getByText(text('fr', 'profile', 'debug.hasPassword'))).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$argon2');
});

test('changing the password: a wrong current password is refused, then the change succeeds', async ({ page, request }) => {
  await signInPage(page, request, account);
  await page.goto('/fr/profile#password');
  const section = page.getByRole('region', { name: text('fr', 'profile', 'password.title') });
  const next = 'Nouveau#Secret42';
  await section.getByLabel(text('fr', 'profile', 'password.current')).fill('Pas-le-bon-1!');
  await section.getByLabel(text('fr', 'profile', 'password.new'), { exact: true }).fill(next);
  await section.getByLabel(text('fr', 'profile', 'password.confirm')).fill(next);
  await section.getByRole('button', { name: text('fr', 'profile', 'password.submit') }).click();
  await expect(section.getByText(text('fr', 'errors', 'codes.PASSWORD_INCORRECT'))).toBeVisible();

  await section.getByLabel(text('fr', 'profile', 'password.current')).fill(account.password);
  await section.getByRole('button', { name: text('fr', 'profile', 'password.submit') }).click();
  await expect(section.getByText(text('fr', 'profile', 'password.changed'))).toBeVisible();
  account.password = next;
  expect((await loginThroughApi(request, account)).status()).toBe(200);
});

test('switching the interface language shows the profile in English under /en/profile', async ({ page, request }) => {
  await signInPage(page, request, account);
  await page.goto('/fr/profile');
  await page.getByText('English', { exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'profile', 'page.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // Back to French for the rest of the journey.
  await page.getByText('Français', { exact: true }).click();
  await expect(page).toHaveURL(/\/fr\/profile$/);
});

test('enabling two-factor authentication shows ten backup codes', async ({ page, request }) => {
  await signInPage(page, request, account);
  await page.goto('/fr/profile#two-factor');
  await page.getByRole('button', { name: text('fr', 'profile', 'twoFactor.enable') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: text('fr', 'profile', 'twoFactor.setup.qrAlt') })).toBeVisible();
  const manualKey = (await dialog.getByTestId('manual-key').textContent()) ?? '';
  await dialog.screenshot({ path: `${SCREENS}/profile-2fa-setup-desktop.png` });
  const codeField = dialog.getByLabel(text('fr', 'profile', 'twoFactor.setup.step2'));

  const current = totpCode(manualKey);
  await codeField.fill(current === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: text('fr', 'profile', 'twoFactor.setup.submit') }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'codes.TWO_FACTOR_CODE_INVALID'))).toBeVisible();

  await codeField.fill(totpCode(manualKey));
  await dialog.getByRole('button', { name: text('fr', 'profile', 'twoFactor.setup.submit') }).click();
  await expect(dialog.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
  backupCode = (await dialog.getByTestId('backup-codes').getByRole('listitem').first().textContent()) ?? undefined;
  await expect(dialog.getByText(text('fr', 'profile', 'backupCodes.warningTitle'))).toBeVisible();
  await dialog.screenshot({ path: `${SCREENS}/profile-backup-codes-desktop.png` });
  await dialog.getByRole('button', { name: text('fr', 'profile', 'backupCodes.done') }).click();
  await expect(
    page.getByRole('region', { name: text('fr', 'profile', 'twoFactor.title') }).getByText(text('fr', 'profile', 'twoFactor.statusOn')),
  ).toBeVisible();
});

test('deleting the account needs SUPPRIMER, lands on the landing page, and the credentials stop working', async ({ page, request }) => {
  // 2FA is on now: the sign-in goes through its second step with a backup code.
  await signInPage(page, request, account, backupCode);
  await page.goto('/fr/profile#danger-zone');
  await page.getByRole('button', { name: text('fr', 'profile', 'deletion.open') }).click();
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: text('fr', 'profile', 'deletion.confirm') });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('DELETE');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox').fill('SUPPRIMER');
  await expect(confirm).toBeEnabled();
  await page.setViewportSize(VIEWPORTS.phone);
  await page.screenshot({ path: `${SCREENS}/profile-delete-dialog-phone.png` });
  // The landing page's code arrives late (a slow phone): the session's state must outlive the profile page, or its
  // guard sends the browser to the login page before the goodbye can show.
  await page.route(/\/assets\/landing-page-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await confirm.click();

  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.getByText(text('fr', 'profile', 'goodbye.title'))).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('praxiform.token'))).toBeNull();
  expect((await loginThroughApi(request, account)).status()).toBe(401);
});
