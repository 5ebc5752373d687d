// Patients end to end on the real server: create one (after a refused field), send a form as a link, copy it, answer it,
// then the bell, the score on the patient page, the answers and the PDF exports, on a phone; screenshots at desktop and phone widths.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { createPatient, createScoredTemplate, downloadHead, SCORED_ANSWERS, SCORED_RESULT, screens } from './support/patients-api';
import { signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const p = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'patients', key), values);
const s = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'submissions', key), values);
const v = (key: string) => text('fr', 'errors', `validation.${key}`);

/** Opens "Send a form" from the patient's page and picks the template. */
async function openSendDialog(page: Page, templateName: string) {
  await page
    .getByRole('button', { name: p('detail.actions.send') })
    .first()
    .click();
  const send = page.getByRole('dialog', { name: s('send.title') });
  await send.getByLabel(s('picker.label'), { exact: true }).selectOption({ label: templateName });
  return send;
}

test('create a patient, send a form as a link, see the answers, the notification, the score and the PDF exports', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The practitioner on a phone: the tables become cards, the bell's panel a bottom sheet.
  await page.setViewportSize({ width: 390, height: 844 });
  const a = await practitioner(request, 'patients');
  const template = await createScoredTemplate(request, a.token, uniqueName('Bilan douleur'));
  await signInAs(page, request, a.account);

  // No patient yet: the call to action.
  await page.goto('/fr/dashboard');
  await expect(page.getByRole('heading', { name: p('list.empty.title') })).toBeVisible();
  await page.getByRole('button', { name: p('list.empty.create') }).click();

  // A refused field first, then the patient is created and their page opens.
  const dialog = page.getByRole('dialog', { name: p('create.title') });
  await dialog.getByLabel(p('form.firstName'), { exact: true }).fill('L');
  await dialog.getByLabel(p('form.lastName'), { exact: true }).fill('Dubois');
  await dialog.getByLabel(p('form.email'), { exact: true }).fill('lea.dubois@example.org');
  await dialog.getByRole('button', { name: p('create.submit') }).click();
  await expect(dialog.getByText(v('NAME_TOO_SHORT'))).toBeVisible();
  await expect(dialog.getByLabel(p('form.firstName'), { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel(p('form.firstName'), { exact: true }).fill('Léa');
  await dialog.getByLabel(/^Notes/).fill('Lombalgie chronique.');
  await dialog.getByRole('button', { name: p('create.submit') }).click();
  await expect(page).toHaveURL(/\/fr\/patients\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Léa Dubois' })).toBeVisible();
  await expect(page.getByText('Lombalgie chronique.')).toBeVisible();
  await expect(page.getByText(s('history.empty'))).toBeVisible();

  // Send the form as a link only, then copy the link shown.
  const send = await openSendDialog(page, template.name);
  await send.getByText(s('send.delivery.link')).click();
  await send.getByRole('button', { name: s('send.submitLink') }).click();
  const linkField = send.getByLabel(s('link.label'));
  await expect(linkField).toBeVisible();
  await screens(page, 'send-dialog-result');
  await expect(linkField).toHaveValue(/\/fr\/form\/[A-Za-z0-9_-]{64}$/);
  const url = await linkField.inputValue();
  await send.getByRole('button', { name: s('link.copy') }).click();
  await expect(send.getByRole('button', { name: s('link.copied') })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await send.getByRole('button', { name: s('send.done') }).click();
  const row = page.getByTestId('submission-row').filter({ hasText: template.name });
  await expect(row).toContainText(s('status.draft'));

  // The patient opens the link in another tab of the same browser and answers on the public form page.
  const patientTab = await context.newPage();
  await patientTab.goto(url);
  await expect(patientTab.getByRole('heading', { level: 1, name: template.name })).toBeVisible();
  await patientTab.getByRole('radio', { name: 'Forte' }).check();
  await patientTab.getByRole('radio', { name: 'Bien' }).check();
  await patientTab.getByLabel(/^Commentaire/).fill(SCORED_ANSWERS.comment);
  await patientTab.getByRole('checkbox', { name: new RegExp(`^${text('fr', 'publicForm', 'form.consent').slice(0, 20)}`) }).check();
  await patientTab.getByRole('button', { name: text('fr', 'publicForm', 'form.submit') }).click();
  await expect(patientTab.getByRole('heading', { level: 1, name: text('fr', 'publicForm', 'states.submittedTitle') })).toBeVisible();
  await patientTab.close();

  // Back at the practice: the bell counts it, its sentence leads to the patient, the score is there.
  await page.reload();
  const bell = page.getByRole('button', { name: s('notifications.openUnread_one', { count: 1 }) });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('notifications-unread')).toHaveText('1');
  await bell.click();
  const panel = page.getByRole('dialog', { name: s('notifications.title') });
  const sentence = s('notifications.formCompleted', { patient: 'Léa Dubois', form: template.name });
  // The accessible name may give the French no-break spaces (« … ») as plain ones.
  const sentenceName = new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  await expect(panel.getByRole('link', { name: sentenceName })).toBeVisible();
  await screens(page, 'notifications-panel');
  await panel.getByRole('link', { name: sentenceName }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByTestId('notifications-unread')).toBeHidden();
  await expect(row).toContainText(s('status.completed'));
  await expect(row.getByTestId('submission-score')).toHaveText(SCORED_RESULT);

  // The answers, read-only, with choices by label and the score.
  await row.getByRole('button', { name: s('actions.viewAnswers') }).click();
  const answers = page.getByRole('dialog', { name: s('answers.title', { form: template.name }) });
  await expect(answers.getByText('Forte')).toBeVisible();
  await expect(answers.getByText('Surtout le matin.')).toBeVisible();
  await expect(answers.getByTestId('answers-score')).toContainText(SCORED_RESULT);
  await screens(page, 'answers-dialog');
  await expect(answers.getByRole('link', { name: s('actions.editAnswers') })).toHaveAttribute('href', /\/fr\/forms\/submissions\/\d+\/edit$/);

  // PDF of this form, then of the whole file.
  const [oneForm] = await Promise.all([page.waitForEvent('download'), answers.getByRole('button', { name: s('actions.exportPdf') }).click()]);
  expect(await downloadHead(oneForm)).toBe('%PDF-');
  expect(oneForm.suggestedFilename()).toMatch(/\.pdf$/);
  await answers.getByRole('button', { name: text('fr', 'common', 'dialog.close') }).click();
  const [wholeFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: p('detail.actions.exportAll') }).click()]);
  expect(await downloadHead(wholeFile)).toBe('%PDF-');
  await expect(page.getByText(s('export.failed'))).toBeHidden();

  await screens(page, 'patient-page');
});

test('resend gives a new link and kills the old one; cancel and delete ask first', async ({ page, request }) => {
  test.setTimeout(60_000);
  const a = await practitioner(request, 'patients-resend');
  const template = await createScoredTemplate(request, a.token, uniqueName('Suivi'));
  const patient = await createPatient(request, a.token, { firstName: 'Tom', lastName: 'Claes', email: 'tom.claes@example.org' });
  await signInAs(page, request, a.account);
  await page.goto(`/fr/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tom Claes' })).toBeVisible();

  // Sent by email: queued with the link, then delivered (the outbox folder accepts it); the dialog follows the mail.
  const send = await openSendDialog(page, template.name);
  // One reminder mail if Tom has not answered: 2 days before the expiry by default, here 1.
  const reminder = send.getByLabel(s('send.reminder.label'));
  await expect(reminder).toHaveValue('2');
  await reminder.selectOption('1');
  await expectNoAxeViolations(page);
  await screens(page, 'send-dialog-reminder');
  await send.getByRole('button', { name: s('send.submitEmail') }).click();
  const [deliveredTo] = s('link.emailSent', { email: 'tom.claes@example.org', time: '\u0000' }).split('\u0000');
  await expect(send.getByText(deliveredTo!, { exact: false })).toBeVisible();
  const firstUrl = await send.getByLabel(s('link.label')).inputValue();
  await send.getByRole('button', { name: s('send.done') }).click();
  const row = page.getByTestId('submission-row').filter({ hasText: template.name });
  await expect(row).toContainText(s('status.sent'));
  const [reminderDue] = s('history.reminderDueOn', { date: '\u0000' }).split('\u0000');
  await expect(row).toContainText(reminderDue!);
  await screens(page, 'patient-history-reminder');

  // The link stays available on this page while it is open.
  await row.getByRole('button', { name: s('actions.copyLink') }).click();
  const linkDialog = page.getByRole('dialog', { name: s('link.title') });
  await expect(linkDialog.getByLabel(s('link.label'))).toHaveValue(firstUrl);
  await linkDialog.getByRole('button', { name: s('send.done') }).click();

  // Resend as a link only: a new URL, and the old one no longer opens.
  await row.getByRole('button', { name: s('actions.more', { form: template.name }) }).click();
  await page.getByRole('menuitem', { name: s('actions.resend') }).click();
  const resend = page.getByRole('dialog', { name: s('resend.title') });
  await expect(resend.getByText(s('resend.warning'))).toBeVisible();
  await resend.getByText(s('send.delivery.link')).click();
  await resend.getByRole('button', { name: s('resend.confirm') }).click();
  const newUrl = await resend.getByLabel(s('link.label')).inputValue();
  expect(newUrl).not.toBe(firstUrl);
  await resend.getByRole('button', { name: s('send.done') }).click();
  await expect(row).toContainText(s('status.draft'));
  // A link only shown: no reminder mail.
  await expect(row).not.toContainText(reminderDue!);
  expect((await request.get(`/api/public-forms/${new URL(firstUrl).pathname.split('/').pop()}`)).status()).toBe(404);

  // Cancel: asked first, then the link is dead and the form expired.
  await row.getByRole('button', { name: s('actions.more', { form: template.name }) }).click();
  await page.getByRole('menuitem', { name: s('actions.cancel') }).click();
  const cancel = page.getByRole('dialog', { name: s('cancel.title') });
  await cancel.getByRole('button', { name: text('fr', 'common', 'dialog.cancel'), exact: true }).click();
  await expect(row).toContainText(s('status.draft'));
  await row.getByRole('button', { name: s('actions.more', { form: template.name }) }).click();
  await page.getByRole('menuitem', { name: s('actions.cancel') }).click();
  await page
    .getByRole('dialog', { name: s('cancel.title') })
    .getByRole('button', { name: s('cancel.confirm') })
    .click();
  await expect(row).toContainText(s('status.expired'));
  expect((await request.get(`/api/public-forms/${new URL(newUrl).pathname.split('/').pop()}`)).status()).toBe(410);

  // Delete: asked first, then gone from the history.
  await row.getByRole('button', { name: s('actions.more', { form: template.name }) }).click();
  await page.getByRole('menuitem', { name: s('actions.delete') }).click();
  await page
    .getByRole('dialog', { name: s('delete.title') })
    .getByRole('button', { name: s('delete.confirm') })
    .click();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(s('history.empty'))).toBeVisible();

  // Deleting the patient says their forms go too, then the list.
  await page.getByRole('button', { name: p('detail.actions.delete') }).click();
  const remove = page.getByRole('dialog', { name: p('delete.title', { name: 'Tom Claes' }) });
  await expect(remove.getByText(p('delete.description'))).toBeVisible();
  await remove.getByRole('button', { name: p('delete.confirm') }).click();
  await expect(page).toHaveURL(/\/fr\/dashboard$/);
  await expect(page.getByRole('heading', { name: p('list.empty.title') })).toBeVisible();
});

test('the dashboard lists, searches and pages patients, and keeps the search in the URL', async ({ page, request }) => {
  test.setTimeout(60_000);
  const a = await practitioner(request, 'patients-list');
  const people = [
    ['Émile', 'Zola', 'emile.zola@example.org'],
    ['Léa', 'Dubois', 'lea.dubois@example.org'],
    ['Jan', 'Peeters', 'jan.peeters@example.org'],
  ] as const;
  for (const [firstName, lastName, email] of people) await createPatient(request, a.token, { firstName, lastName, email });
  for (let index = 0; index < 20; index += 1)
    await createPatient(request, a.token, {
      firstName: 'Patient',
      lastName: `Test ${String.fromCharCode(65 + index)}a`,
      email: `test${index}@example.org`,
    });
  await signInAs(page, request, a.account);

  await page.goto('/fr/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'common', 'pages.Dashboard') })).toBeVisible();
  await expect(page.getByText(p('dashboard.greeting', { name: a.account.firstName }))).toBeVisible();
  await expect(page.getByRole('heading', { name: p('list.title') })).toContainText(p('list.total_other', { count: 23 }));
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(21);
  await expect(page.getByText(p('pagination.status', { page: 1, pages: 2 }))).toBeVisible();
  await page.getByRole('button', { name: p('pagination.next') }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.getByRole('link', { name: 'Émile Zola' })).toBeVisible();

  // Accent-insensitive search, debounced, kept in the URL and back to page 1.
  await page.getByRole('searchbox', { name: p('list.search') }).fill('lea');
  await expect(page).toHaveURL(/\?q=lea$/);
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: 'Léa Dubois' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('searchbox', { name: p('list.search') })).toHaveValue('lea');
  await page.getByRole('searchbox', { name: p('list.search') }).fill('personne');
  await expect(page.getByText(p('list.noResults', { search: 'personne' }))).toBeVisible();
  await page.getByRole('button', { name: p('list.clearSearch') }).click();
  await expect(table.getByRole('row')).toHaveCount(21);

  await screens(page, 'dashboard');
});

test('a foreign or unknown patient id shows the not-found state', async ({ page, request }) => {
  const owner = await practitioner(request, 'patients-owner');
  const patient = await createPatient(request, owner.token, { firstName: 'Marc', lastName: 'Privé', email: 'marc.prive@example.org' });
  const other = await practitioner(request, 'patients-other');
  await signInAs(page, request, other.account);
  await page.goto(`/fr/patients/${patient.id}`);
  await expect(page.getByRole('heading', { name: p('detail.notFound.title') })).toBeVisible();
  await page.goto('/fr/patients/abc');
  await expect(page.getByRole('heading', { name: p('detail.notFound.title') })).toBeVisible();
});

test('a patient page with a full contact card passes axe (WCAG 2.2 AA)', async ({ page, request }) => {
  const a = await practitioner(request, 'patients-axe');
  const patient = await createPatient(request, a.token, {
    firstName: 'Inès',
    lastName: 'Lambert',
    email: 'ines.lambert@example.org',
    phone: '+32 470 12 34 56',
    address: 'Rue des Lilas 12\n1050 Ixelles',
    notes: 'Entorse de la cheville droite.',
  });
  await signInAs(page, request, a.account);
  await page.goto(`/fr/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inès Lambert' })).toBeVisible();
  // Every term of the card is there, each with its value.
  await expect(page.getByRole('term')).toHaveText([p('form.email'), p('form.phone'), p('form.address'), p('form.preferredLanguage')]);
  await expect(page.getByRole('definition')).toHaveText([
    'ines.lambert@example.org',
    '+32 470 12 34 56',
    /Rue des Lilas 12\s+1050 Ixelles/,
    text('fr', 'common', 'language.names.fr'),
  ]);
  await expect(page.getByText(s('history.empty'))).toBeVisible();
  await expectNoAxeViolations(page);
});
