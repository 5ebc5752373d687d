// /admin/mails on the real server (docs/mail.md, "Mails that failed for good"): a mail that failed for good is in the
// outbox (its row written as the outbox leaves one after a permanent refusal: address and bodies kept, masked recipient,
// the relay's answer, through e2e/support/e2e-database.ts); the administrator reaches the page from the navigation,
// reads it masked (never the address), filters by kind, and sends it again: the row says "queued" at once, and the
// server's outbox delivers it, so it is gone from the list. axe and screenshots at 1280 and 390 px into
// /tmp/shots-admin-mails, no horizontal scroll at 360 px.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { e2eSql } from './support/e2e-database';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { ADMINISTRATOR, signInAs } from './support/session';

const SHOTS = '/tmp/shots-admin-mails';
mkdirSync(SHOTS, { recursive: true });
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

const a = (key: string) => text('fr', 'admin', key);

/** A password reset refused for good by the relay (550), as the outbox leaves it: still holding what it needs to go again. */
async function failedMail(address: string, masked: string, lastError: string): Promise<string> {
  const id = randomUUID();
  await e2eSql(
    `INSERT INTO mail_outbox (id, kind, to_address, recipient_masked, subject, text_body, html_body, status, attempts,
                              next_attempt_at, created_at, failed_at, last_error)
     VALUES ($1::uuid, 'passwordReset', $2, $3, 'Réinitialisation de votre mot de passe Praxiform',
             'Bonjour, voici le lien.', '<p>Bonjour, voici le lien.</p>', 'failed', 3,
             (now() AT TIME ZONE 'UTC') - interval '1 hour', (now() AT TIME ZONE 'UTC') - interval '1 hour',
             (now() AT TIME ZONE 'UTC'), $4)`,
    [id, address, masked, lastError],
  );
  return id;
}

async function noHorizontalScroll(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('the administrator reads a mail that failed for good, masked, and sends it again', async ({ page }) => {
  test.setTimeout(90_000);
  const domain = `cabinet-${randomBytes(4).toString('hex')}.fr`;
  const address = `camille.dupont@${domain}`;
  const masked = `c•••@${domain}`;
  const lastError = 'SMTP sending failed (EENVELOPE 550 on RCPT TO): 550 5.1.1 <recipient>: Recipient address rejected';
  await failedMail(address, masked, lastError);

  await signInAs(page, page.context().request, ADMINISTRATOR);
  await page.setViewportSize(DESKTOP);
  await page.goto('/fr/dashboard');
  // From the navigation: the entry's text comes with the admin namespace, the page in a chunk of its own.
  await page
    .getByRole('navigation', { name: text('fr', 'common', 'nav.mainNavigation') })
    .getByRole('link', { name: a('nav.failedMails') })
    .click();
  await expect(page).toHaveURL(/\/fr\/admin\/mails$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(a('pages.admin-mails'));
  await expect(page).toHaveTitle(`${a('pages.admin-mails')} | Praxiform`);

  const row = page.getByTestId('failed-mail-row').filter({ hasText: masked });
  await expect(row).toHaveCount(1);
  await expect(row).toBeVisible();
  await expect(row).toContainText(a('mails.kinds.passwordReset'));
  await expect(row).toContainText(lastError);
  await expect(row.getByRole('cell').nth(3)).toHaveText('3');
  // Masked: the address is nowhere on the page.
  await expect(page.locator('body')).not.toContainText(address);
  await expect(page.locator('body')).not.toContainText('camille');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-desktop.png`, fullPage: true });

  // Phones: cards instead of the table.
  await page.setViewportSize(PHONE);
  const card = page.getByTestId('failed-mail-card').filter({ hasText: masked });
  await expect(card).toBeVisible();
  await expect(row).toBeHidden();
  await expect(card).toContainText(fill(a('mails.row.attempts_other'), { count: 3 }));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/list-phone.png`, fullPage: true });
  await noHorizontalScroll(page, PHONE.width);
  await noHorizontalScroll(page, 360);
  await page.setViewportSize(DESKTOP);

  // The kind filter, kept in the URL.
  const kind = page.getByLabel(a('mails.list.kind'));
  await kind.selectOption('supportReply');
  await expect(page).toHaveURL(/kind=supportReply/);
  await expect(row).toHaveCount(0);
  await kind.selectOption('passwordReset');
  await expect(page).toHaveURL(/kind=passwordReset/);
  await expect(row).toHaveCount(1);

  // Send again: queued at once, then delivered by the server's outbox, so no longer failed.
  await row.getByRole('button', { name: fill(a('mails.resend.actionFor'), { recipient: masked }) }).click();
  await expect(row.getByTestId('mail-queued')).toHaveText(a('mails.resend.queued'));
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(row.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/queued-desktop.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(card.getByTestId('mail-queued')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/queued-phone.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
  await expect
    .poll(
      async () => {
        await page.reload();
        await expect(page.getByRole('heading', { level: 2, name: new RegExp(a('mails.list.title')) })).toContainText('(');
        return page.getByTestId('failed-mail-row').filter({ hasText: masked }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(0);
});
