// Route guards: protected pages send visitors to login, admin pages send other users to the dashboard.
import { expect, test } from '@playwright/test';
import { text } from './support/i18n';
import { ADMINISTRATOR, PRACTITIONER, incompleteProfileAccount, signInAs } from './support/session';

test('a protected page without a session goes to the login page', async ({ page }) => {
  await page.goto('/fr/dashboard');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.login')} | Praxiform`);
});

test('a signed-in practitioner sees the app, and is sent from admin and guest pages to the dashboard', async ({ page, request }) => {
  await signInAs(page, request, PRACTITIONER);
  await page.goto('/en/templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pages.Templates'));
  await expect(page.getByRole('navigation', { name: text('en', 'common', 'nav.mainNavigation') })).toBeVisible();
  await page.goto('/en/admin/users');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  // The sign-in page hands over to the app with a full load: the test ends on the dashboard, not in the middle of that
  // navigation (closing the browser then hung Chromium's teardown for a minute).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pages.Dashboard'));
});

test('an incomplete profile is kept on complete-profile', async ({ page, request }) => {
  const account = await incompleteProfileAccount(request);
  await signInAs(page, request, account);
  await page.goto('/fr/market');
  await expect(page).toHaveURL(/\/fr\/complete-profile$/);
  await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.CompleteProfile')} | Praxiform`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text('fr', 'profile', 'complete.title').replace('{{firstName}}', account.firstName),
  );
});

test('an administrator reaches the admin pages', async ({ page, request }) => {
  await signInAs(page, request, ADMINISTRATOR);
  await page.goto('/fr/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.admin-users'));
  await expect(page.getByRole('link', { name: text('fr', 'common', 'nav.adminAnnouncements') })).toBeVisible();
});
