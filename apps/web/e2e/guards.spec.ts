// Route guards: protected pages send visitors to login, admin pages send other users to the dashboard.
import { expect, test } from '@playwright/test';
import { text } from './support/i18n';
import { PRACTITIONER, signInAs } from './support/session';

test('a protected page without a session goes to the login page', async ({ page }) => {
  await page.goto('/fr/dashboard');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.login')} | Praxiform`);
});

test('a signed-in practitioner sees the app, and is sent from admin and guest pages to the dashboard', async ({ page }) => {
  await signInAs(page, PRACTITIONER);
  await page.goto('/en/templates');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'pages.Templates'));
  await expect(page.getByRole('navigation', { name: text('en', 'common', 'nav.mainNavigation') })).toBeVisible();
  await page.goto('/en/admin/users');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto('/en/login');
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test('an incomplete profile is kept on complete-profile', async ({ page }) => {
  await signInAs(page, { ...PRACTITIONER, profileCompleted: false });
  // The page loads the professions; the mocked session has no real token, so that answer is mocked too.
  await page.route('**/api/trpc/profile.options**', (route) =>
    route.fulfill({ json: [{ result: { data: { professions: ['dentist', 'other'], specialties: { dentist: [], other: [] } } } }] }),
  );
  await page.goto('/fr/market');
  await expect(page).toHaveURL(/\/fr\/complete-profile$/);
  await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.CompleteProfile')} | Praxiform`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'profile', 'complete.title').replace('{{firstName}}', PRACTITIONER.firstName));
});

test('an administrator reaches the admin pages', async ({ page }) => {
  await signInAs(page, { ...PRACTITIONER, role: 'administrator', isAdministrator: true });
  await page.goto('/fr/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.admin-users'));
  await expect(page.getByRole('link', { name: text('fr', 'common', 'nav.adminAnnouncements') })).toBeVisible();
});
