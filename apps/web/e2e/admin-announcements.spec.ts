// /admin/announcements on the real server (docs/announcements-api.md): the administrator writes an announcement
// through the dialog (French and English texts, warning level, an end tomorrow), an English-speaking practitioner sees
// it in English in the banner of their own browser; deactivated through the switch, it is gone from their banner after a
// reload; the administrator then deletes it after the confirmation. axe on the list and with the dialog open, no
// horizontal scroll at 360 px, screenshots.
import { expectNoAxeViolations } from './support/axe';
import { loginToken, trpcCall } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { ADMINISTRATOR, signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const SHOTS = '/tmp/shots-announce';

/** The value of a datetime-local input for an instant, in this machine's time zone (the browser's too). */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

type TList = { items: { id: number; title: string }[] };

test('an announcement written through the dialog shows in English to a practitioner, until deactivated; then it is deleted', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const adminToken = await loginToken(request, ADMINISTRATOR);
  const me = await practitioner(request, 'announce-ui');
  await trpcCall(request, 'profile.setLanguage', { language: 'en' }, me.token);
  const frTitle = uniqueName('Maintenance ce soir');
  const enTitle = uniqueName('Maintenance tonight');
  const enBody = 'The service will be down from 10 pm to 11 pm.';

  // The practitioner's own browser.
  const theirContext = await browser.newContext({
    locale: 'en-GB',
    extraHTTPHeaders: { 'X-Forwarded-For': `10.251.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const theirs = await theirContext.newPage();
  await signInAs(theirs, theirContext.request, me.account);
  const banner = theirs.getByRole('region', { name: text('en', 'common', 'announcements.label') });

  try {
    await signInAs(page, page.context().request, ADMINISTRATOR);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/fr/admin/announcements');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.admin-announcements'));
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(text('fr', 'announcements', 'list.title')) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: text('fr', 'announcements', 'list.loading') })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/list-before-desktop.png`, fullPage: true });

    // Written through the dialog.
    await page.getByRole('button', { name: text('fr', 'announcements', 'new'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: text('fr', 'announcements', 'form.createTitle') });
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/dialog-top-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    const titles = dialog.getByLabel(text('fr', 'announcements', 'form.title'));
    const bodies = dialog.getByLabel(text('fr', 'announcements', 'form.body'));
    await titles.nth(0).fill(frTitle);
    await bodies.nth(0).fill('Le service sera coupé de 22 h à 23 h.');
    await titles.nth(1).fill(enTitle);
    await bodies.nth(1).fill(enBody);
    await dialog.getByLabel(text('fr', 'announcements', 'level.label')).selectOption('warning');
    await expect(dialog.getByLabel(text('fr', 'announcements', 'form.startsAt'))).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await dialog.getByLabel(text('fr', 'announcements', 'form.endsAt')).fill(localInput(new Date(Date.now() + 24 * 3600_000)));
    const preview = dialog.getByTestId('announcement-preview');
    await expect(preview).toContainText(frTitle);
    await dialog.getByLabel(text('fr', 'announcements', 'preview.language')).selectOption('en');
    await expect(preview).toContainText(enTitle);
    await expect(preview).toContainText(enBody);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/dialog-desktop.png` });
    await page.setViewportSize({ width: 360, height: 780 });
    await page.screenshot({ path: `${SHOTS}/dialog-phone.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: text('fr', 'announcements', 'form.create') }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(fill(text('fr', 'announcements', 'done.created'), { title: frTitle }))).toBeVisible();
    const row = page.getByTestId('announcement-row').filter({ hasText: frTitle });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('announcement-state')).toHaveText(text('fr', 'announcements', 'state.live'));
    await expect(row).toContainText(text('fr', 'announcements', 'level.warning'));
    await expect(row).toContainText(
      fill(text('fr', 'announcements', 'row.createdBy'), { name: `${ADMINISTRATOR.firstName} ${ADMINISTRATOR.lastName}` }),
    );

    // The practitioner sees it in English.
    await theirs.setViewportSize({ width: 1280, height: 800 });
    await theirs.goto('/en/home');
    await expect(banner.getByText(enTitle)).toBeVisible();
    await expect(banner.getByText(enBody)).toBeVisible();
    await expect(banner.getByText(frTitle)).toHaveCount(0);
    await theirs.screenshot({ path: `${SHOTS}/practitioner-banner.png` });

    // Deactivated through the switch: gone from the banner after a reload.
    const toggle = row.getByRole('switch');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.click();
    await expect(page.getByText(fill(text('fr', 'announcements', 'done.deactivated'), { title: frTitle }))).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(row.getByTestId('announcement-state')).toHaveText(text('fr', 'announcements', 'state.inactive'));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/list-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/list-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await theirs.reload();
    await expect(theirs.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(theirs.getByText(enTitle)).toHaveCount(0);

    // Deleted after the confirmation.
    await row.getByRole('button', { name: fill(text('fr', 'announcements', 'row.deleteOf'), { title: frTitle }) }).click();
    const confirm = page.getByRole('dialog', { name: fill(text('fr', 'announcements', 'delete.title'), { title: frTitle }) });
    await expect(confirm).toContainText(fill(text('fr', 'announcements', 'delete.text'), { count: 0 }));
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/delete-confirm.png` });
    await confirm.getByRole('button', { name: text('fr', 'announcements', 'delete.confirm') }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText(fill(text('fr', 'announcements', 'done.deleted'), { title: frTitle }))).toBeVisible();
    await expect(page.getByTestId('announcement-row').filter({ hasText: frTitle })).toHaveCount(0);
  } finally {
    // Announcements are global: leave none behind for the other browser tests.
    const answer = await request.get('/api/trpc/admin.announcements.list', { headers: { Authorization: `Bearer ${adminToken}` } });
    const { items } = ((await answer.json()) as { result: { data: TList } }).result.data;
    for (const item of items.filter((entry) => entry.title === frTitle)) {
      await trpcCall(request, 'admin.announcements.delete', { id: item.id }, adminToken);
    }
    await theirContext.close();
  }
});
