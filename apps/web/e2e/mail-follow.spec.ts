// The screens where a user waits for a mail follow it on the real server (docs/mail.md, "What the screens are told"):
// a cabinet's invitation is delivered; an invitation, a form link and a change of address whose mail failed for good
// say so and send it again. A failure for good is made as a relay makes one: the mail goes to an address under the
// reserved .invalid domain, which the servers' outbox folder refuses for good (550) like a relay (docs/mail.md, "Without
// SMTP"), so no other recipient's mail is held and the tests run side by side. Sent again, such a mail is queued again
// and refused again. axe on each failed state; full-page screenshots at 1280 and 390 px into /tmp/shots-mail-follow.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { mailLink, readyAccount, trpcCall } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { e2eSql } from './support/e2e-database';
import { text } from './support/i18n';
import { createPatient } from './support/patients-api';
import { signInPage } from './support/profile-account';
import { fill, loose } from './support/screens';
import { signInAs } from './support/session';
import { createTemplate, practitioner, uniqueName } from './support/templates-api';

const SHOTS = '/tmp/shots-mail-follow';
mkdirSync(SHOTS, { recursive: true });
const SIZES = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

const m = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'common', `mail.${key}`), values);
const d = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'cabinet', key), values);
const s = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'submissions', key), values);
const pr = (key: string) => text('fr', 'profile', key);

/** The part of a "delivered at <time>" sentence before its time. */
const beforeTime = (sentence: (time: string) => string) => loose(sentence('\u0000').split('\u0000')[0]!.trimEnd());

async function screenshots(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [device, size] of Object.entries(SIZES)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
  }
  await page.setViewportSize(SIZES.desktop);
}

/** An address no relay delivers to (RFC 2606): its mail is refused for good at its first attempt. */
const absentAddress = (tag: string) => `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.invalid`;

/**
 * The follow-up of a mail refused for good: the sentence, the button, axe, screenshots. Then sent again: the mail is
 * queued again (a new 24-hour window: its row's created_at moves to the click) and, the address still refused, failed
 * again, which the screen says once more with its button. The screen may show it on its way in between, or not at all:
 * the refusal can come before the screen asks again.
 */
async function failedThenRefusedAgain(
  page: Page,
  area: Locator,
  name: string,
  address: string,
  said: { failed: string | RegExp; resend: string },
): Promise<void> {
  await expect(area.getByText(said.failed)).toBeVisible({ timeout: 15_000 });
  const resend = area.getByRole('button', { name: said.resend });
  await expect(resend).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshots(page, `${name}-failed`);

  const since = new Date().toISOString();
  await resend.click();
  await expect
    .poll(
      () =>
        e2eSql(
          `SELECT 1 FROM mail_outbox
           WHERE to_address = $1 AND created_at >= ($2::timestamptz AT TIME ZONE 'UTC') AND status = 'failed' AND failed_at >= created_at`,
          [address, since],
        ),
      { timeout: 10_000 },
    )
    .toBe(1);
  await expect(area.getByText(said.failed)).toBeVisible({ timeout: 15_000 });
  await expect(resend).toBeEnabled();
}

async function ownCabinet(request: Parameters<typeof practitioner>[0], token: string): Promise<number> {
  const { cabinet } = await trpcCall<{ cabinet: { id: number } }>(request, 'cabinets.create', { name: uniqueName('Cabinet des Tilleuls') }, token);
  return cabinet.id;
}

async function invite(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: d('invitations.invite') }).click();
  const dialog = page.getByRole('dialog', { name: d('invite.title') });
  await dialog.getByLabel(d('invite.email')).fill(email);
  await dialog.getByRole('button', { name: d('invite.submit') }).click();
  await expect(dialog).toBeHidden();
}

test('a cabinet invitation: the owner sees its mail delivered, and the colleague has it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await practitioner(request, 'mail-follow-owner');
  const colleague = await practitioner(request, 'mail-follow-colleague');
  const cabinetId = await ownCabinet(request, owner.token);
  await signInAs(page, request, owner.account);
  await page.goto(`/fr/cabinet/${cabinetId}`);

  await invite(page, colleague.account.email);
  const email = colleague.account.email;
  await expect(page.getByText(loose(d('invitations.invited', { email })))).toBeVisible();
  await expect(page.getByText(beforeTime((time) => m('delivered', { email, time })))).toBeVisible({ timeout: 15_000 });
  expect(await mailLink(email, /\/cabinet\?invite=/)).toContain(`/fr/cabinet?invite=`);
  await expectNoAxeViolations(page);
  await screenshots(page, 'cabinet-invitation-delivered');
});

test('a cabinet invitation whose mail failed for good says so and sends it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await practitioner(request, 'mail-follow-failed');
  const cabinetId = await ownCabinet(request, owner.token);
  const email = absentAddress('absent');
  await signInAs(page, request, owner.account);
  await page.goto(`/fr/cabinet/${cabinetId}`);

  await invite(page, email);
  const area = page.getByRole('status').filter({ hasText: loose(d('invitations.invited', { email })) });
  await failedThenRefusedAgain(page, area, 'cabinet-invitation', email, { failed: loose(m('failed', { email })), resend: m('resend') });
});

test('a form link whose mail failed for good says so in the send dialog and sends it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const a = await practitioner(request, 'mail-follow-form');
  const template = await createTemplate(request, a.token, uniqueName('Anamnèse'));
  const email = absentAddress('patient');
  const patient = await createPatient(request, a.token, { firstName: 'Tom', lastName: 'Claes', email });
  await signInAs(page, request, a.account);
  await page.goto(`/fr/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tom Claes' })).toBeVisible();

  await page
    .getByRole('button', { name: text('fr', 'patients', 'detail.actions.send') })
    .first()
    .click();
  const send = page.getByRole('dialog', { name: s('send.title') });
  await send.getByLabel(s('picker.label'), { exact: true }).selectOption({ label: template.name });
  await send.getByRole('button', { name: s('send.submitEmail') }).click();
  // The mail on its way, or already refused: the relay refuses this address at the first attempt, which can come
  // before the dialog has shown the first state (in CI it did, three runs in a row).
  await expect(send.getByText(loose(s('link.emailed', { email }))).or(send.getByText(loose(s('link.emailFailed'))))).toBeVisible();
  await failedThenRefusedAgain(page, send, 'send-form-dialog', email, { failed: loose(s('link.emailFailed')), resend: s('link.emailResend') });
});

test('a change of address whose confirmation mail failed for good says so and sends it again', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { account } = await readyAccount(request, 'mail-follow-address');
  const email = absentAddress('nouvelle');
  await signInPage(page, request, account);
  await page.goto('/fr/profile#information');
  const section = page.getByRole('region', { name: text('fr', 'profile', 'information.title') });
  await expect(section.getByTestId('account-email')).toHaveText(account.email);

  await section.getByRole('button', { name: pr('emailChange.change') }).click();
  const dialog = page.getByRole('dialog', { name: pr('emailChange.dialogTitle') });
  await dialog.getByLabel(pr('emailChange.newEmail')).fill(email);
  await dialog.getByLabel(pr('emailChange.password'), { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: pr('emailChange.submit') }).click();
  await expect(dialog).toBeHidden();
  await failedThenRefusedAgain(page, section, 'email-change', email, { failed: loose(m('failed', { email })), resend: m('resend') });
});
