// /admin/users on the real server (docs/admin-users-api.md): the administrator finds a signed-in practitioner, reads
// their detail, blocks them after a confirmation, and the practitioner's very next action in their own browser sends
// them to the login page (block revokes every session at once); their password no longer opens a session until the
// administrator unblocks them. axe on the list and on each dialog, no horizontal scroll at 360 px, screenshots.
import { expectNoAxeViolations } from './support/axe';
import { loginToken } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { ADMINISTRATOR, signInAs } from './support/session';
import { practitioner } from './support/templates-api';

test('the administrator blocks a signed-in practitioner, whose next action leads to the login page', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const target = await practitioner(request, 'blocked');
  const name = `${target.account.firstName} ${target.account.lastName}`;

  // The practitioner is working in their own browser.
  const theirContext = await browser.newContext({
    locale: 'fr-FR',
    extraHTTPHeaders: { 'X-Forwarded-For': `10.250.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}` },
  });
  const theirs = await theirContext.newPage();
  await signInAs(theirs, theirContext.request, target.account);
  await theirs.goto('/fr/dashboard');
  await expect(theirs.getByRole('navigation', { name: text('fr', 'common', 'nav.mainNavigation') })).toBeVisible();

  // The administrator finds them by email.
  await signInAs(page, page.context().request, ADMINISTRATOR);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/fr/admin/users?q=${encodeURIComponent(target.account.email)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.admin-users'));
  const row = page.getByTestId('admin-user-row').filter({ hasText: target.account.email });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('stat-totalUsers')).not.toHaveText('');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-users-desktop.png', fullPage: true });

  // Their detail.
  await row.getByRole('button', { name: fill(text('fr', 'admin', 'users.actions.detailOf'), { name }) }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('user-detail')).toContainText(text('fr', 'admin', 'users.active'));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  // Block, after the confirmation.
  await row.getByRole('button', { name: fill(text('fr', 'admin', 'users.actions.blockOf'), { name }) }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(confirm.getByRole('heading', { name: fill(text('fr', 'admin', 'users.block.title'), { name }) })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/admin-users-block-confirm.png' });
  await confirm.getByRole('button', { name: text('fr', 'admin', 'users.block.confirm') }).click();
  await expect(page.getByText(fill(text('fr', 'admin', 'users.done.blocked'), { name }))).toBeVisible();
  await expect(row.getByText(text('fr', 'admin', 'users.blocked'), { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: fill(text('fr', 'admin', 'users.actions.unblockOf'), { name }) })).toBeVisible();

  // The practitioner's next action: the session is gone, the app sends them to the login page.
  await theirs
    .getByRole('navigation', { name: text('fr', 'common', 'nav.mainNavigation') })
    .getByRole('link', { name: text('fr', 'common', 'nav.templates') })
    .click();
  await expect(theirs).toHaveURL(/\/fr\/login$/);
  await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.login'));
  // And their password opens no session while they are blocked.
  const refused = await request.post('/api/login', { data: { email: target.account.email, password: target.account.password } });
  expect(refused.status()).toBe(403);

  // Unblocked, they can sign in again.
  await row.getByRole('button', { name: fill(text('fr', 'admin', 'users.actions.unblockOf'), { name }) }).click();
  await page.getByRole('button', { name: text('fr', 'admin', 'users.unblock.confirm') }).click();
  await expect(page.getByText(fill(text('fr', 'admin', 'users.done.unblocked'), { name }))).toBeVisible();
  expect(await loginToken(request, target.account)).toBeTruthy();

  // The phone width: no horizontal scroll.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/screens/admin-users-phone.png', fullPage: true });
  await theirContext.close();
});
