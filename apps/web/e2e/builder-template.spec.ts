// The form builder end to end: a radio field whose option reveals a conditional field, points, preview, save, reload.
import path from 'node:path';
import { test, expect } from './support/client-ip';
import { PRACTITIONER, signInAs } from './support/session';

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');

test('builds a scored template with a conditional field, previews it, saves it and finds everything again', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, PRACTITIONER);
  await page.goto('/fr/templates/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau modèle' })).toBeVisible();

  const name = `Bilan lombaire e2e ${Date.now().toString(36)}`;
  await page.getByLabel('Nom du modèle').fill(name);
  await page.getByRole('switch', { name: 'Système de score' }).click();

  await page.getByRole('button', { name: 'Ajouter un champ « Choix unique »' }).click();
  const editor = page.locator('#builder-field-editor');
  await editor.getByLabel('Question (titre du champ)').fill('Avez-vous mal au dos ?');
  await editor.getByLabel('Libellé de l’option 1').fill('Oui');
  await editor.getByLabel('Libellé de l’option 2').fill('Non');
  await editor.getByLabel('Points de l’option « Oui »').fill('3');
  await editor.getByLabel('Points de l’option « Non »').fill('0');

  const branch = editor.getByRole('listitem').filter({ hasText: 'Si le patient choisit « Oui », demander…' });
  await branch.getByLabel('Type de la question à poser après « Oui »').selectOption('text');
  await branch.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await editor.getByLabel('Question (titre du champ)').fill('Où avez-vous mal ?');

  const canvas = page.locator('#builder-canvas');
  await expect(canvas.getByText('Si le patient choisit « Oui » :')).toBeVisible();
  await expect(canvas.getByText('Où avez-vous mal ?')).toBeVisible();
  await page.getByRole('navigation', { name: 'Structure' }).getByRole('button', { name: 'Avez-vous mal au dos ?' }).click();
  await page.screenshot({ path: path.join(SCREENS, 'builder-desktop.png') });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENS, 'builder-desktop-top.png') });

  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu patient' });
  await expect(preview.getByText('Où avez-vous mal ?')).toHaveCount(0);
  await expect(preview.getByText('Score : 0 / 3')).toBeVisible();
  await preview.getByRole('radio', { name: 'Oui' }).check();
  await expect(preview.getByText('Où avez-vous mal ?')).toBeVisible();
  await expect(preview.getByText('Score : 3 / 3')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'builder-preview-desktop.png') });
  // The print view: only the previewed form, without the app around it.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('#root')).toBeHidden();
  await page.screenshot({ path: path.join(SCREENS, 'builder-print.png') });
  await page.emulateMedia({ media: 'screen' });
  await preview.getByRole('radio', { name: 'Non' }).check();
  await expect(preview.getByText('Où avez-vous mal ?')).toHaveCount(0);
  await preview.getByRole('button', { name: 'Fermer l’aperçu' }).click();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/\d+\/edit$/);
  await expect(page.getByText('Modèle enregistré.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Nom du modèle')).toHaveValue(name);
  await expect(page.getByRole('switch', { name: 'Système de score' })).toHaveAttribute('aria-checked', 'true');
  await expect(canvas.getByText('Avez-vous mal au dos ?')).toBeVisible();
  await expect(canvas.getByText('Si le patient choisit « Oui » :')).toBeVisible();
  await expect(canvas.getByText('Où avez-vous mal ?')).toBeVisible();
  await canvas.getByRole('button', { name: 'Sélectionner « Avez-vous mal au dos ? »' }).click();
  await expect(editor.getByLabel('Points de l’option « Oui »')).toHaveValue('3');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SCREENS, 'builder-phone.png') });
  await page.getByRole('button', { name: 'Réglages' }).click();
  await page.screenshot({ path: path.join(SCREENS, 'builder-phone-settings.png') });
  await page.getByRole('button', { name: 'Aperçu' }).click();
  await page.getByRole('dialog', { name: 'Aperçu patient' }).getByRole('radio', { name: 'Oui' }).check();
  await page.screenshot({ path: path.join(SCREENS, 'builder-preview-phone.png') });
});
