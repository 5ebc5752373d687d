// Waiting room end to end: create an anonymous form (link, QR code, generic link), answer it, assign it to a new patient;
// replace the generic link (docs/forms-api.md#generic-link-rotation) and see it refused once the trial is over.
import { expect, test } from './support/client-ip';
import { expectNoAxeViolations } from './support/axe';
import { e2eSql } from './support/e2e-database';
import { text } from './support/i18n';
import { createScoredTemplate, SCORED_ANSWERS, SCORED_RESULT, screens, submitThroughApi } from './support/patients-api';
import { signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const s = (key: string, values: Record<string, string | number> = {}) =>
  text('fr', 'submissions', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const p = (key: string) => text('fr', 'patients', key);

test('create a waiting-room form, answer it, assign it to a new patient and land on their page', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The practitioner on a phone: the tables become cards, the bell's panel a bottom sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  const a = await practitioner(request, 'waiting-room');
  const template = await createScoredTemplate(request, a.token, uniqueName('Accueil'));
  await signInAs(page, request, a.account);

  await page.goto('/fr/forms/pending');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'common', 'pages.PendingForms') })).toBeVisible();
  await expect(page.getByRole('heading', { name: s('waitingRoom.emptyTitle') })).toBeVisible();
  await page
    .getByRole('link', { name: s('waitingRoom.new') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/fr\/forms\/pending\/new$/);

  // Template first is required; then the link, its QR code and the template's generic links.
  await page.getByRole('button', { name: s('pendingNew.submit') }).click();
  await expect(page.getByText(s('send.errors.templateRequired'))).toBeVisible();
  await page.getByLabel(s('picker.label'), { exact: true }).selectOption({ label: template.name });
  await expect(page.getByLabel(s('pendingNew.generic.withIdentity', { firstName: 'PRENOM', lastName: 'NOM', email: 'EMAIL' }))).toHaveValue(
    new RegExp(`/form/${template.id}/\\d+/PRENOM/NOM/EMAIL/[A-Za-z0-9_-]{43}$`),
  );
  await page.getByRole('button', { name: s('pendingNew.submit') }).click();
  const link = page.getByLabel(s('link.label'));
  await expect(link).toHaveValue(/\/fr\/form\/[A-Za-z0-9_-]{64}$/);
  await expect(page.getByRole('img', { name: s('pendingNew.qrAlt', { form: template.name }) })).toBeVisible();
  await expect(page.getByRole('button', { name: s('pendingNew.print.button') })).toBeVisible();
  await screens(page, 'waiting-room-new');
  // The print keeps only the QR code, the form name and the patient's instructions.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText(s('pendingNew.print.instructions'))).toBeVisible();
  await expect(page.getByRole('button', { name: s('pendingNew.print.button') })).toBeHidden();
  await page.screenshot({ path: 'test-results/screens/waiting-room-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  const url = await link.inputValue();

  // Still waiting in the room, then answered at the reception.
  await page.getByRole('link', { name: s('pendingNew.toWaitingRoom') }).click();
  const item = page.getByTestId('waiting-room-item').filter({ hasText: template.name });
  await expect(item).toContainText(s('status.anonymous'));
  await submitThroughApi(request, url, SCORED_ANSWERS);
  await page.getByRole('tab', { name: new RegExp(`^${s('waitingRoom.tabs.completed')}`) }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(page.getByRole('tab', { name: new RegExp(`^${s('waitingRoom.tabs.completed')}`) })).toHaveAttribute('aria-selected', 'true');
  await expect(item).toContainText(s('status.completed'));
  await expect(item).toContainText(SCORED_RESULT);
  await screens(page, 'waiting-room');

  // Assign to a new patient created on the spot: a refused field first, then the patient's page.
  await item.getByRole('button', { name: s('waitingRoom.assign') }).click();
  const dialog = page.getByRole('dialog', { name: s('assign.title') });
  await dialog.getByText(s('assign.modes.new')).click();
  await dialog.getByLabel(p('form.firstName'), { exact: true }).fill('Jan');
  await dialog.getByLabel(p('form.lastName'), { exact: true }).fill('Peeters');
  await dialog.getByLabel(p('form.email'), { exact: true }).fill('jan.peeters@');
  await dialog.getByRole('button', { name: s('assign.submitNew') }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'validation.EMAIL_INVALID'))).toBeVisible();
  await dialog.getByLabel(p('form.email'), { exact: true }).fill('jan.peeters@example.org');
  await dialog.getByRole('button', { name: s('assign.submitNew') }).click();
  await expect(page).toHaveURL(/\/fr\/patients\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Jan Peeters' })).toBeVisible();
  const row = page.getByTestId('submission-row').filter({ hasText: template.name });
  await expect(row).toContainText(s('status.completed'));
  await expect(row.getByTestId('submission-score')).toHaveText(SCORED_RESULT);

  // The room is empty again.
  await page.goto('/fr/forms/pending');
  await expect(page.getByRole('heading', { name: s('waitingRoom.emptyTitle') })).toBeVisible();
});

test('replace the generic link: confirmation, new link, the old one unknown; a trial over: the form is not accepting answers', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const a = await practitioner(request, 'generic-rotate');
  const template = await createScoredTemplate(request, a.token, uniqueName('Envoi groupé'));
  await signInAs(page, request, a.account);
  await page.goto('/fr/forms/pending/new');
  await page.getByLabel(s('picker.label'), { exact: true }).selectOption({ label: template.name });
  const withoutIdentity = page.getByLabel(s('pendingNew.generic.withoutIdentity'), { exact: true });
  await expect(withoutIdentity).toHaveValue(new RegExp(`/form/${template.id}/\\d+/[A-Za-z0-9_-]{43}$`));
  const oldPath = new URL(await withoutIdentity.inputValue()).pathname;

  // By keyboard: the button opens the confirmation, which says every copy of the old link stops working.
  const replace = page.getByRole('button', { name: s('pendingNew.generic.replace') });
  await replace.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: s('pendingNew.generic.replaceTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(s('pendingNew.generic.replaceDescription'));
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/screens/generic-link-replace-360.png' });
  // Cancelled first: nothing changes.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(replace).toBeFocused();
  expect(new URL(await withoutIdentity.inputValue()).pathname).toBe(oldPath);

  await replace.click();
  await dialog.getByRole('button', { name: s('pendingNew.generic.replaceConfirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(s('pendingNew.generic.replaced'))).toBeVisible();
  await expect(withoutIdentity).not.toHaveValue(new RegExp(`${oldPath}$`));
  const newPath = new URL(await withoutIdentity.inputValue()).pathname;
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/generic-link-replaced-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/screens/generic-link-replaced-desktop.png', fullPage: true });

  // The old link is an unknown link; the new one opens the form.
  const f = (key: string) => text('fr', 'publicForm', key);
  await page.goto(oldPath);
  await expect(page.getByRole('heading', { level: 1, name: f('states.notFoundTitle') })).toBeVisible();
  await page.goto(newPath);
  await expect(page.getByRole('heading', { level: 1, name: template.name })).toBeVisible();

  // The trial ended: the same link says, calmly, that the form is not accepting answers for now.
  await e2eSql(`UPDATE subscriptions SET trial_ends_at = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [
    a.account.email,
  ]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(newPath);
  await expect(page.getByRole('heading', { level: 1, name: f('states.notAcceptingTitle') })).toBeVisible();
  await expect(page.getByText(f('states.notAcceptingText'))).toBeVisible();
  await expect(page).toHaveTitle(`${f('titles.notAccepting')} | Praxiform`);
  await expect(page.getByText(/abonnement|essai/i)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/screens/public-form-not-accepting-360.png', fullPage: true });
  await page.goto(newPath.replace('/form/', '/en/form/'));
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'publicForm', 'states.notAcceptingTitle') })).toBeVisible();
});
