// Phone-size screenshots of the landing page and of the app layout with its navigation drawer open.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { text } from './support/i18n';
import { PRACTITIONER, signInAs } from './support/session';

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

test('landing page on a phone', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'landing-phone.png') });
  await page.screenshot({ path: path.join(SCREENS, 'landing-phone-full.png'), fullPage: true });
  await page.getByRole('contentinfo').screenshot({ path: path.join(SCREENS, 'landing-phone-footer.png') });
  await page.getByRole('button', { name: text('fr', 'common', 'nav.openMenu') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: text('fr', 'common', 'layout.freeTrial') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'landing-phone-menu.png') });
});

test('app layout drawer on a phone', async ({ page, request }) => {
  await signInAs(page, request, PRACTITIONER);
  await page.goto('/fr/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.Dashboard'));
  await page.screenshot({ path: path.join(SCREENS, 'app-phone.png') });
  await page.getByRole('button', { name: text('fr', 'common', 'nav.openMenu') }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: text('fr', 'common', 'nav.waitingRoom') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'app-phone-drawer.png') });
  await drawer.getByRole('link', { name: text('fr', 'common', 'nav.templates') }).click();
  await expect(page).toHaveURL(/\/fr\/templates$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('app layout on a desktop', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, PRACTITIONER);
  await page.goto('/fr/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: text('fr', 'common', 'layout.userMenu.label').replace('{{name}}', 'Claire Martin') }).click();
  await expect(page.getByRole('menuitem', { name: text('fr', 'common', 'layout.userMenu.logout') })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'app-desktop-menu.png') });
});

test('not-found and sign-in pages on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/nope');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'common', 'notFound.title'));
  await page.screenshot({ path: path.join(SCREENS, 'not-found-desktop.png') });
  await page.goto('/nl/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('nl', 'common', 'pages.login'));
  await page.screenshot({ path: path.join(SCREENS, 'login-desktop.png') });
});

test('no page scrolls sideways on a 360 px phone, signed in or not', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const url of ['/fr', '/fr/faq', '/fr/login']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflow(), url).toBeLessThanOrEqual(0);
  }
  await signInAs(page, request, PRACTITIONER);
  for (const url of ['/fr/home', '/fr/dashboard', '/fr/templates', '/fr/forms/pending', '/fr/profile']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await overflow(), url).toBeLessThanOrEqual(0);
  }
});
