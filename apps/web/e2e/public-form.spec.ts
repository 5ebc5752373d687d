// The patient's form page on a phone, end to end against the real server: validation, a conditional question, a
// picture upload, the draft kept across a reload, the thank-you page and the closed-link pages; then edit mode.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/client-ip';
import { FORM_NAME, INSTRUCTIONS, cancelLink, pngPicture, practitionerWithForm, readSubmission, sendLink } from './support/forms-api';
import { signInAs } from './support/session';

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(SCREENS, `public-form-${name}.png`), fullPage: true });
}

function tokenOf(formPath: string): string {
  return formPath.split('/').pop() ?? '';
}

test('a patient fills in the form on a phone: errors, a conditional question, a picture, consent, thank you', async ({ page, request }) => {
  const practitioner = await practitionerWithForm(request, 'form-fill');
  const link = await sendLink(request, practitioner);
  await page.goto(link.url);

  await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();
  await expect(page.getByText('Inès Dubois-Léger (dentiste) vous invite à remplir ce formulaire.')).toBeVisible();
  await expect(page.getByText(INSTRUCTIONS)).toBeVisible();
  await expect(page.getByText('Observation du praticien')).toHaveCount(0);
  await expect(page).toHaveTitle('Formulaire patient | Praxiform');
  await screenshot(page, 'phone');

  // Sending at once: the browser checks first, says what is missing and goes to the first question to fix.
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByText('2 réponses sont à vérifier avant l’envoi.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Oui' })).toBeFocused();
  await expect(page.getByRole('radiogroup', { name: /Avez-vous mal au dos/ })).toHaveAccessibleDescription('Ce champ est obligatoire.');
  await expect(page.getByText('Cochez cette case pour pouvoir envoyer vos réponses.')).toBeVisible();
  await screenshot(page, 'phone-errors');

  await expect(page.getByLabel(/Où exactement/)).toHaveCount(0);
  await page.getByRole('radio', { name: 'Oui' }).check();
  const where = page.getByLabel(/Où exactement/);
  await expect(where).toBeVisible();
  await where.fill('Bas du dos, côté droit');
  await page.getByRole('radio', { name: '4 étoiles sur 5' }).click();
  await expect(page.getByRole('radio', { name: '4 étoiles sur 5' })).toHaveAttribute('aria-checked', 'true');

  await page.getByLabel('Choisir une image').setInputFiles({ name: 'dos.png', mimeType: 'image/png', buffer: pngPicture() });
  await expect(page.getByRole('img', { name: 'Aperçu de l’image jointe' })).toBeVisible();
  await expect(page.getByText('Image jointe', { exact: true })).toBeVisible();
  await page.getByLabel('Remarques').fill('Douleur surtout le matin.');
  await page.getByRole('checkbox', { name: /J’accepte que mes réponses/ }).check();
  await screenshot(page, 'phone-filled');

  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, vos réponses ont été envoyées' })).toBeFocused();
  await expect(page.getByText('Inès Dubois-Léger les a bien reçues. Vous pouvez fermer cette page.')).toBeVisible();
  await screenshot(page, 'phone-thanks');

  const stored = await readSubmission(request, practitioner, link.id);
  expect(stored.status).toBe('completed');
  expect(stored.consentAt).not.toBeNull();
  expect(stored.score).toBe(3);
  expect(stored.answers).toMatchObject({ pain: 'pain-yes', 'pain-where': 'Bas du dos, côté droit', sleep: 4, notes: 'Douleur surtout le matin.' });
  expect(stored.answers?.photo).toMatch(/^[0-9a-f-]{36}$/);

  // The same link again: already filled in, nothing to do.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Formulaire déjà rempli' })).toBeVisible();
  await expect(page.getByText('Vos réponses ont déjà été reçues. Merci !', { exact: false })).toBeVisible();
  await screenshot(page, 'phone-used');
});

test('the answers typed so far survive a reload, under a key that is not the token, and go once sent', async ({ page, request }) => {
  const practitioner = await practitionerWithForm(request, 'form-draft');
  const link = await sendLink(request, practitioner);
  const token = tokenOf(link.path);
  await page.goto(link.url);

  await page.getByRole('radio', { name: 'Oui' }).check();
  await page.getByLabel(/Où exactement/).fill('Entre les omoplates');
  await page.getByRole('radio', { name: '2 étoiles sur 5' }).click();
  await page.reload();

  await expect(page.getByText('Nous avons retrouvé les réponses que vous aviez commencé à saisir sur cet appareil.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Oui' })).toBeChecked();
  await expect(page.getByLabel(/Où exactement/)).toHaveValue('Entre les omoplates');
  await expect(page.getByRole('radio', { name: '2 étoiles sur 5' })).toHaveAttribute('aria-checked', 'true');

  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  const expectedKey = `praxiform.form-draft.${createHash('sha256').update(`/form/${token}`).digest('hex')}`;
  expect(keys).toContain(expectedKey);
  expect(keys.some((key) => key.includes(token))).toBe(false);

  await page.getByRole('checkbox', { name: /J’accepte que mes réponses/ }).check();
  await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Merci, vos réponses ont été envoyées' })).toBeVisible();
  expect(await page.evaluate((key) => window.localStorage.getItem(key), expectedKey)).toBeNull();
  expect((await readSubmission(request, practitioner, link.id)).answers).toMatchObject({
    pain: 'pain-yes',
    'pain-where': 'Entre les omoplates',
    sleep: 2,
  });
});

test('the page speaks the language of the form; a cancelled link says it expired; unknown links say the link is invalid, other paths are not found', async ({
  page,
  request,
}) => {
  const practitioner = await practitionerWithForm(request, 'form-closed');
  const open = await sendLink(request, practitioner, 'en');
  const cancelled = await sendLink(request, practitioner, 'en');
  await cancelLink(request, practitioner, cancelled.id);

  // Without a language prefix, the form's language (English here) wins over the browser's (French).
  await page.goto(`/form/${tokenOf(open.path)}`);
  await expect(page.getByRole('button', { name: 'Send my answers' })).toBeVisible();
  await expect(page.getByText('Inès Dubois-Léger (dentist) invites you to fill in this form.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto(cancelled.url);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText('Ask your practitioner for a new link.', { exact: false })).toBeVisible();
  await page.goto(cancelled.path.replace('/en/', '/fr/'));
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien a expiré' })).toBeVisible();
  await expect(page).toHaveTitle('Lien expiré | Praxiform');
  await expect(page.getByText('Demandez un nouveau lien à votre praticien.', { exact: false })).toBeVisible();
  await screenshot(page, 'phone-expired');

  await page.goto(`/fr/form/${'Zz9_'.repeat(16)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide' })).toBeVisible();
  await expect(page).toHaveTitle('Lien invalide | Praxiform');
  await screenshot(page, 'phone-invalid');
  // Ids that are not digits are no form route at all: the not-found page.
  await page.goto('/nl/form/12/abc/signature');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle('Praxiform');
  await page.goto('/fr/form/not-a-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Lien invalide' })).toBeVisible();
  // A generic link cut before its security token: refused, but the patient learns what to ask for.
  await page.goto('/fr/form/12/34');
  await expect(page.getByRole('heading', { level: 1, name: 'Ce lien est incomplet' })).toBeVisible();
  await expect(page).toHaveTitle('Lien incomplet | Praxiform');
});

test('edit mode: the practitioner completes a practitioner-only field, saves, and goes back to the patient', async ({ page, request }) => {
  const practitioner = await practitionerWithForm(request, 'form-edit');
  const link = await sendLink(request, practitioner);
  const apiPath = `/api/public-forms/${tokenOf(link.path)}`;
  const upload = await request.post(`${apiPath}/files`, { data: pngPicture(), headers: { 'Content-Type': 'image/png' } });
  expect(upload.status()).toBe(201);
  const { fileId } = (await upload.json()) as { fileId: string };
  const submit = await request.post(apiPath, {
    data: { answers: { pain: 'pain-yes', 'pain-where': 'Lombaires', sleep: 3, photo: fileId }, consent: true },
  });
  expect(submit.status()).toBe(201);

  await signInAs(page, request, practitioner.account);
  await page.goto(`/fr/forms/submissions/${link.id}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();
  await expect(page.getByText('Patient : Lucie Renard')).toBeVisible();
  await expect(page.getByLabel(/Où exactement/)).toHaveValue('Lombaires');
  await expect(page.getByText('Score : 3 / 3')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Image envoyée par le patient : Photo de la zone douloureuse' })).toBeVisible();
  await expect(page.getByText('Réservé au praticien')).toBeVisible();

  await page.getByLabel(/Observation du praticien/).fill('Contracture paravertébrale droite.');
  await expect(page.getByText('Modifications non enregistrées')).toBeVisible();
  await page.getByRole('link', { name: 'Retour au patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/forms/submissions/${link.id}/edit$`));
  await screenshot(page, 'edit-phone');

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Réponses enregistrées.')).toBeVisible();
  const stored = await readSubmission(request, practitioner, link.id);
  expect(stored.status).toBe('completed');
  expect(stored.answers).toMatchObject({
    pain: 'pain-yes',
    'pain-where': 'Lombaires',
    sleep: 3,
    photo: fileId,
    clinician: 'Contracture paravertébrale droite.',
  });

  await page.getByRole('link', { name: 'Retour au patient' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/patients/${practitioner.patientId}$`));
});

test.describe('on a 360 px phone with text at 200 %', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form needs no sideways scrolling, can be filled and sent, and nothing moves while it loads', async ({ page, request }) => {
    const practitioner = await practitionerWithForm(request, 'form-zoom');
    const link = await sendLink(request, practitioner);
    // Layout shifts from the first paint on, as the browser reports them (CLS counts those without recent input).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(link.url);
    await expect(page.getByRole('heading', { level: 1, name: FORM_NAME })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0));
    expect(shift).toBeLessThanOrEqual(0.1);

    await page.evaluate(() => {
      document.documentElement.style.fontSize = '200%';
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-360-text-200');

    await page.getByRole('radio', { name: 'Non' }).check();
    await page.getByRole('checkbox', { name: /J’accepte que mes réponses/ }).check();
    await page.getByRole('button', { name: 'Envoyer mes réponses' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/merci/i);
  });
});
