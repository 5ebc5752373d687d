// Changing the address through the UI on the real server (docs/auth-api.md#changing-the-address): the dialog (password
// checked), the pending state, the confirmation link read from the outbox, the confirmation page, then sign-in with the
// new address only. axe on the dialog and the confirmation page; screenshots at 1280 and 360 px, no horizontal scroll.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/client-ip';
import { expectNoAxeViolations } from './support/axe';
import { mailLink, readyAccount } from './support/auth-accounts';
import { loginThroughApi, signInPage } from './support/profile-account';
import { text } from './support/i18n';

const SCREENS = 'test-results/screens';
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

async function screenshots(page: Page, name: string, target?: Locator) {
  for (const [device, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    if (target) await target.screenshot({ path: `${SCREENS}/${name}-${device}.png` });
    else await page.screenshot({ path: `${SCREENS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize(VIEWPORTS.desktop);
}

test('a change of address waits for the link sent to the new address, then signs in with it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { account } = await readyAccount(request, 'email-change');
  const newEmail = account.email.replace('auth-', 'nouvelle-');
  await signInPage(page, request, account);
  await page.goto('/fr/profile#information');
  const section = page.getByRole('region', { name: text('fr', 'profile', 'information.title') });
  await expect(section.getByTestId('account-email')).toHaveText(account.email);

  await section.getByRole('button', { name: text('fr', 'profile', 'emailChange.change') }).click();
  const dialog = page.getByRole('dialog', { name: text('fr', 'profile', 'emailChange.dialogTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: text('fr', 'profile', 'emailChange.submit') }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'validation.REQUIRED'))).toBeVisible();
  await dialog.getByLabel(text('fr', 'profile', 'emailChange.newEmail')).fill(newEmail);
  await dialog.getByLabel(text('fr', 'profile', 'emailChange.password'), { exact: true }).fill('Pas-le-bon-1');
  await dialog.getByRole('button', { name: text('fr', 'profile', 'emailChange.submit') }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'codes.PASSWORD_INCORRECT'))).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'email-change-dialog', dialog);

  await dialog.getByLabel(text('fr', 'profile', 'emailChange.password'), { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: text('fr', 'profile', 'emailChange.submit') }).click();
  await expect(dialog).toBeHidden();
  const pending = text('fr', 'profile', 'emailChange.pending').replace('{{pending}}', newEmail).replace('{{email}}', account.email);
  await expect(section.getByText(pending)).toBeVisible();
  await expect(section.getByTestId('account-email')).toHaveText(account.email);
  await expectNoAxeViolations(page);
  await screenshots(page, 'email-change-pending', section);

  // Until the link is opened, only the old address signs in.
  expect((await loginThroughApi(request, { email: newEmail, password: account.password })).status()).toBe(401);
  expect((await loginThroughApi(request, account)).status()).toBe(200);

  const link = await mailLink(newEmail, /\/confirm-email-change\/[\w-]+/);
  await page.goto(new URL(link).pathname);
  // Served without a locale prefix, like the verification link (docs/product.md#routes).
  await expect(page).toHaveURL(/\/confirm-email-change\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'auth', 'confirmEmailChange.successTitle'));
  await expect(page.getByText(text('fr', 'auth', 'confirmEmailChange.success').replace('{{email}}', newEmail))).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, 'email-change-confirmed');

  expect((await loginThroughApi(request, { email: newEmail, password: account.password })).status()).toBe(200);
  expect((await loginThroughApi(request, account)).status()).toBe(401);

  await page.getByRole('link', { name: text('fr', 'auth', 'confirmEmailChange.toProfile') }).click();
  await expect(page.getByRole('region', { name: text('fr', 'profile', 'information.title') }).getByTestId('account-email')).toHaveText(newEmail);

  // The link works once: opened again, it says so, translated.
  await page.goto(new URL(link).pathname.replace(/^\//, '/en/'));
  await expect(page.getByRole('alert')).toHaveText(text('en', 'auth', 'confirmEmailChange.invalid'));
  await expectNoAxeViolations(page);
  await screenshots(page, 'email-change-link-used');
});
