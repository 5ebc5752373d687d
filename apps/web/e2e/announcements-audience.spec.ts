// Who sees an announcement, on the real server (docs/announcements-api.md#audience, issue 26): the administrator
// publishes feature news through the form for the accounts created before it went up, and a maintenance notice for
// everyone; a practitioner who signs up afterwards lands on the welcome to the trial with no banner over it (the list is
// not even read there), then finds the maintenance notice on the dashboard but neither that news nor the demo's one;
// an account that existed before (Claire, seeded) gets both. axe on the admin form, the welcome page and the dashboard;
// screenshots at 1280 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { freshAccount, loginToken, registerThroughApi, trpcCall, verifyThroughMail } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { ADMINISTRATOR, PRACTITIONER, signInAs } from './support/session';
import { uniqueName } from './support/templates-api';

/** The demo's feature news (packages/db/src/seed/index.ts), published two days before the suite's server started. */
const SEED_NEWS = 'partagez vos modèles avec votre cabinet';

/** A text of the page as a pattern that accepts any kind of space (the French typography puts no-break ones). */
const loose = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s\u00a0\u202f]+/g, '[\\s\\u00a0\\u202f]+'));

/** Screenshots at 1280 and 390 px, where the page must not scroll sideways. */
async function shots(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/e26-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function myAnnouncementTitles(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/trpc/notifications.announcements', { headers: { Authorization: `Bearer ${token}` } });
  const { items } = ((await answer.json()) as { result: { data: { items: { title: string }[] } } }).result.data;
  return items.map((item) => item.title);
}

test('a new account: no banner over its welcome page, and not the feature news published before it signed up', async ({ browser, page, request }) => {
  test.setTimeout(120_000);
  const adminToken = await loginToken(request, ADMINISTRATOR);
  const newsTitle = uniqueName('Nouveau : les scores');
  const maintenanceTitle = uniqueName('Maintenance ce soir');
  const adminContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': `10.252.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const ids: number[] = [];
  try {
    // The administrator writes the news through the form, for the accounts created before it goes up.
    const admin = await adminContext.newPage();
    await signInAs(admin, adminContext.request, ADMINISTRATOR);
    await admin.setViewportSize({ width: 1280, height: 900 });
    await admin.goto('/fr/admin/announcements');
    await admin.getByRole('button', { name: text('fr', 'announcements', 'new'), exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: text('fr', 'announcements', 'form.createTitle') });
    await dialog
      .getByLabel(text('fr', 'announcements', 'form.title'))
      .nth(0)
      .fill(newsTitle);
    await dialog
      .getByLabel(text('fr', 'announcements', 'form.body'))
      .nth(0)
      .fill('Les scores se calculent désormais à la saisie.');
    const audience = dialog.getByLabel(text('fr', 'announcements', 'audience.label'));
    await expect(audience).toHaveValue('everyone');
    await audience.selectOption('before');
    await expect(audience).toHaveAccessibleDescription(loose(text('fr', 'announcements', 'audience.hint')));
    await audience.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: '/tmp/e26-admin-form-1280.png' });
    await admin.setViewportSize({ width: 390, height: 844 });
    await audience.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: '/tmp/e26-admin-form-390.png' });
    await admin.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: text('fr', 'announcements', 'form.create') }).click();
    await expect(dialog).toBeHidden();
    const row = admin.getByTestId('announcement-row').filter({ hasText: newsTitle });
    await expect(row).toContainText(
      loose(fill(text('fr', 'announcements', 'row.audience'), { audience: text('fr', 'announcements', 'audience.before') })),
    );
    await expectNoAxeViolations(admin);
    await shots(admin, 'admin-list');
    const list = await admin.request.get('/api/trpc/admin.announcements.list', { headers: { Authorization: `Bearer ${adminToken}` } });
    const { items } = ((await list.json()) as { result: { data: { items: { id: number; title: string }[] } } }).result.data;
    ids.push(...items.filter((item) => item.title === newsTitle).map((item) => item.id));
    expect(ids).toHaveLength(1);
    // And a maintenance notice for everyone.
    const maintenance = await trpcCall<{ announcement: { id: number } }>(
      request,
      'admin.announcements.create',
      { title: maintenanceTitle, body: 'Le service sera coupé de 22 h à 23 h.', level: 'warning', audience: 'everyone' },
      adminToken,
    );
    ids.push(maintenance.announcement.id);

    // A practitioner signs up afterwards and completes the profile: the welcome to the trial, with no banner over it.
    const account = freshAccount('audience');
    await registerThroughApi(request, account);
    await verifyThroughMail(request, account);
    await signInAs(page, request, account);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('notifications.announcements')) asked.push(sent.url());
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fr/complete-profile');
    await page.getByText(text('fr', 'profile', 'professions.dentist'), { exact: true }).click();
    await page.getByRole('button', { name: text('fr', 'profile', 'complete.submit') }).click();
    await expect(page).toHaveURL(/\/fr\/welcome$/);
    await expect(page.getByTestId('welcome-trial-end')).toBeVisible();
    // The banner would have asked as soon as the layout showed; give an answer the time to arrive.
    await page.waitForTimeout(1500);
    expect(asked).toEqual([]);
    const banner = page.getByRole('region', { name: text('fr', 'common', 'announcements.label') });
    await expect(banner).toHaveCount(0);
    await expect(page.getByText(maintenanceTitle)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, 'welcome');

    // The next page: the maintenance notice, not the news published before the account existed, nor the demo's.
    await page.goto('/fr/dashboard');
    await expect(banner.getByText(maintenanceTitle)).toBeVisible();
    await expect(page.getByText(newsTitle)).toHaveCount(0);
    await expect(page.getByText(SEED_NEWS)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shots(page, 'dashboard');

    // An account that existed before gets the news too.
    const claire = await myAnnouncementTitles(request, await loginToken(request, PRACTITIONER));
    expect(claire).toEqual(expect.arrayContaining([newsTitle, maintenanceTitle]));
    expect(claire.some((title) => title.includes(SEED_NEWS))).toBe(true);
  } finally {
    // Announcements are global: leave none behind for the other browser tests.
    for (const id of ids) await trpcCall(request, 'admin.announcements.delete', { id }, adminToken);
    await adminContext.close();
  }
});
