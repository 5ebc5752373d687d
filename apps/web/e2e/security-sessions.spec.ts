// Profile → Security on the real server (docs/access-log.md#sessions): the practitioner signs in from two browsers
// (two contexts, two User-Agents, two addresses), one of them after a wrong password. From the first, the Security
// page lists both sessions, this one marked; the other is signed out after a confirmation and finds itself on the
// sign-in page at its next navigation; the sign-ins of the last 90 days list both sign-ins and the failed attempt; the
// new device alert's switch is saved. axe (WCAG 2.2 AA) at desktop width and on a 360 px phone; screenshots.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { authText, expectDashboard, submitLogin } from './support/auth-ui';
import { text } from './support/i18n';
import { fill, loose, screenshotsInto } from './support/screens';
import { practitioner } from './support/templates-api';

const s = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'security', key), values);
const shots = screenshotsInto(process.env.SHOTS_DIR ?? 'test-results/screens');

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const randomIp = () => `10.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;

/** A sign-in through the login page; the first page of a visit loads the app, longer than the usual wait on a busy machine. */
async function signInThroughPage(page: Page, credentials: { email: string; password: string }) {
  await page.goto('/fr/login');
  await expect(page.getByLabel(authText('fields.email'), { exact: true })).toBeVisible({ timeout: 30_000 });
  await submitLogin(page, credentials);
}

async function browserOf(browser: Browser, userAgent: string, ip: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    userAgent,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'X-Forwarded-For': ip },
  });
  return { context, page: await context.newPage() };
}

async function axeAtBothSizes(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('two browsers: the Security page lists both sessions, signs the other out, lists the sign-ins and a failed attempt', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const { account, token } = await practitioner(request, 'security');
  // The set-up's own session (the API's sign-in) ends: the two browsers' are the account's only sessions.
  await request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });

  const laptopIp = randomIp();
  const otherIp = randomIp();
  const laptop = await browserOf(browser, CHROME_MAC, laptopIp);
  const other = await browserOf(browser, FIREFOX_LINUX, otherIp);
  try {
    await signInThroughPage(laptop.page, account);
    await expectDashboard(laptop.page);

    // The other browser gets the password wrong once.
    await signInThroughPage(other.page, { email: account.email, password: 'Pas-le-bon-2026' });
    await expect(other.page.getByRole('alert')).toHaveText(text('fr', 'errors', 'codes.INVALID_CREDENTIALS'));
    await submitLogin(other.page, account);
    await expectDashboard(other.page);

    // From the laptop: the profile's card leads to the Security page.
    const page = laptop.page;
    await page.goto('/fr/profile');
    await page.getByRole('link', { name: text('fr', 'profile', 'security.link') }).click();
    await expect(page).toHaveURL(/\/fr\/profile\/security$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.ProfileSecurity'));
    await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.ProfileSecurity')} | Praxiform`);

    const sessions = page.getByRole('region', { name: s('sessions.title') });
    const cards = sessions.getByTestId('session-card');
    await expect(cards).toHaveCount(2);
    await expect(cards.first()).toContainText('Chrome 131');
    await expect(cards.first()).toContainText(s('sessions.current'));
    await expect(cards.first()).toContainText(laptopIp);
    const otherCard = cards.filter({ hasText: 'Firefox 128' });
    await expect(otherCard).toContainText(otherIp);
    await expect(otherCard).not.toContainText(s('sessions.current'));

    const signIns = page.getByRole('region', { name: s('signIns.title') });
    const events = signIns.getByTestId('sign-in-event');
    await expect(events.filter({ hasText: s('signIns.outcomes.success') }).filter({ hasText: 'Chrome 131' })).toHaveCount(1);
    await expect(events.filter({ hasText: s('signIns.outcomes.success') }).filter({ hasText: 'Firefox 128' })).toHaveCount(1);
    const failed = events.filter({ hasText: s('signIns.outcomes.failure') });
    await expect(failed).toHaveCount(1);
    await expect(failed).toContainText(otherIp);
    await expect(failed).toContainText('Firefox 128');
    await expect(failed).toContainText(s('signIns.methods.password'));
    await axeAtBothSizes(page);
    await shots(page, 'security');

    // The other session goes, once confirmed.
    await otherCard.getByRole('button', { name: s('sessions.revoke') }).click();
    const dialog = page.getByRole('dialog', { name: loose(s('sessions.revokeDialog.title')) });
    await expect(dialog).toContainText('Firefox 128');
    await axeAtBothSizes(page);
    await shots(page, 'security-revoke-dialog');
    await dialog.getByRole('button', { name: s('sessions.revokeDialog.confirm') }).click();
    await expect(dialog).toBeHidden();
    await expect(sessions.getByRole('status').filter({ hasText: /Firefox 128/ })).toBeVisible();
    await expect(cards).toHaveCount(1);
    await expect(sessions.getByText(s('sessions.onlyThis'))).toBeVisible();
    await expect(sessions.getByRole('button', { name: s('sessions.revokeOthers') })).toHaveCount(0);
    await shots(page, 'security-revoked');

    // The other browser is signed out at its next navigation.
    await other.page.goto('/fr/dashboard');
    await expect(other.page).toHaveURL(/\/fr\/login$/);
    await expect(other.page.getByLabel(authText('fields.email'), { exact: true })).toBeVisible();

    // The new device alert: on by default, turned off, still off after a reload.
    const alert = page.getByRole('region', { name: s('newDevice.title') });
    const toggle = alert.getByRole('switch', { name: s('newDevice.label') });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await Promise.all([page.waitForResponse((answer) => answer.url().includes('profile.setNewDeviceEmails') && answer.ok()), toggle.click()]);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await page.reload();
    // A reload loads the app again: on a busy machine, longer than the usual wait.
    await expect(page.getByRole('region', { name: s('newDevice.title') }).getByRole('switch')).toHaveAttribute('aria-checked', 'false', {
      timeout: 30_000,
    });
    await axeAtBothSizes(page);
    await shots(page, 'security-after');
  } finally {
    await laptop.context.close();
    await other.context.close();
  }
});

test('"sign out all other sessions" counts them, and this session signs out to the sign-in page', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const { account, token } = await practitioner(request, 'security-all');
  const second = await browserOf(browser, FIREFOX_LINUX, randomIp());
  const mine = await browserOf(browser, CHROME_MAC, randomIp());
  try {
    await signInThroughPage(second.page, account);
    await expectDashboard(second.page);
    await signInThroughPage(mine.page, account);
    await expectDashboard(mine.page);

    // Three sessions: the set-up's API one, the second browser's and this one.
    const page = mine.page;
    await page.goto('/fr/profile/security');
    const sessions = page.getByRole('region', { name: s('sessions.title') });
    await expect(sessions.getByTestId('session-card')).toHaveCount(3);
    await sessions.getByRole('button', { name: s('sessions.revokeOthers') }).click();
    const dialog = page.getByRole('dialog', { name: loose(s('sessions.revokeOthersDialog.title')) });
    await expect(dialog).toContainText(s('sessions.revokeOthersDialog.text_other', { count: 2 }));
    await dialog.getByRole('button', { name: s('sessions.revokeOthersDialog.confirm') }).click();
    await expect(sessions.getByText(s('sessions.revokedOthers_other', { count: 2 }))).toBeVisible();
    await expect(sessions.getByTestId('session-card')).toHaveCount(1);
    // The set-up's API session went with them.
    const refused = await request.get('/api/trpc/profile.sessions', { headers: { Authorization: `Bearer ${token}` } });
    expect(refused.status()).toBe(401);

    // This session signs out as the user menu does.
    await sessions.getByRole('button', { name: s('sessions.signOut') }).click();
    await expect(page).toHaveURL(/\/fr\/login$/);
    await page.goto('/fr/profile/security');
    await expect(page).toHaveURL(/\/fr\/login$/);
  } finally {
    await second.context.close();
    await mine.context.close();
  }
});
