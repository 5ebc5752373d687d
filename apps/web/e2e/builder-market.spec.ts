// The public-template routes of the builder (/market/create, /market/:id/edit), image upload, and deleting an option
// that carries conditional questions.
import path from 'node:path';
import { test, expect } from './support/client-ip';
import { signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const SCREENS = path.resolve(import.meta.dirname, '../test-results/screens');
// A 1×1 PNG: the server checks the magic bytes, not the name.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('creates a public template with a picture on /market/create, edits it on /market/:id/edit, and is sent there from /templates/:id/edit', async ({
  page,
  request,
}) => {
  const { account } = await practitioner(request, 'market-builder');
  await signInAs(page, request, account);
  await page.goto('/fr/market/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveau modèle public' })).toBeVisible();

  const name = uniqueName('Schéma de la douleur');
  await page.getByLabel('Nom du modèle').fill(name);
  await page.getByRole('button', { name: 'Ajouter un champ « Image »' }).click();
  const editor = page.locator('#builder-field-editor');
  await editor.getByLabel('Question (titre du champ)').fill('Schéma du dos');

  // A file that is not a picture is refused in the browser, with the reason.
  const fileInput = editor.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(editor.getByRole('alert')).toHaveText('Ce fichier n’est pas une image acceptée : choisissez un JPEG, PNG, GIF ou WebP.');

  await fileInput.setInputFiles({ name: 'dos.png', mimeType: 'image/png', buffer: PNG });
  await expect(editor.getByRole('img', { name: 'Schéma du dos' })).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Remplacer l’image' })).toBeVisible();

  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/fr\/market\/\d+\/edit$/);
  await expect(page.getByText('Modèle enregistré.')).toBeVisible();
  const id = Number(/\/market\/(\d+)\/edit$/.exec(page.url())?.[1]);

  // After a reload the picture is fetched again through its access-checked URL.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier le modèle public' })).toBeVisible();
  await page.locator('#builder-canvas').getByRole('button', { name: 'Sélectionner « Schéma du dos »' }).click();
  await expect(editor.getByRole('img', { name: 'Schéma du dos' })).toBeVisible();
  await page.screenshot({ path: path.join(SCREENS, 'builder-market-edit.png') });

  const renamed = `${name} (v2)`;
  await page.getByLabel('Nom du modèle').fill(renamed);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Modèle enregistré.')).toBeVisible();

  await page.goto(`/fr/market?q=${encodeURIComponent(renamed)}`);
  await expect(page.getByRole('heading', { name: renamed })).toBeVisible();

  // The private route refuses to edit a public template, and sends its creator to the market editor.
  await page.goto(`/fr/templates/${id}/edit`);
  // A new page loads the app and the builder's chunks: on a busy machine, longer than the usual wait.
  await expect(page.getByText('Ce modèle est public')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('link', { name: 'Modifier sur le marché' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/market/${id}/edit$`));
  await expect(page.getByLabel('Nom du modèle')).toHaveValue(renamed);
});

test('deleting an option that carries a conditional question asks first, in the app’s own dialog', async ({ page, request }) => {
  const { account } = await practitioner(request, 'option-delete');
  await signInAs(page, request, account);
  await page.goto('/fr/templates/create');
  await page.getByRole('button', { name: 'Ajouter un champ « Choix unique »' }).click();
  const editor = page.locator('#builder-field-editor');
  await editor.getByLabel('Question (titre du champ)').fill('Fumez-vous ?');
  await editor.getByLabel('Libellé de l’option 1').fill('Oui');
  const branch = editor.getByRole('listitem').filter({ hasText: 'Si le patient choisit « Oui », demander…' });
  await branch.getByLabel('Type de la question à poser après « Oui »').selectOption('number');
  await branch.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await editor.getByLabel('Question (titre du champ)').fill('Combien par jour ?');
  const canvas = page.locator('#builder-canvas');
  await canvas.getByRole('button', { name: 'Sélectionner « Fumez-vous ? »' }).click();

  page.on('dialog', () => {
    throw new Error('a native browser dialog was opened');
  });
  await editor.getByRole('button', { name: 'Supprimer l’option « Oui »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer l’option et ses questions ?' });
  await expect(dialog).toContainText('L’option « Oui » porte 1 question conditionnelle, qui sera supprimée aussi.');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(canvas.getByText('Combien par jour ?')).toBeVisible();

  await editor.getByRole('button', { name: 'Supprimer l’option « Oui »' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer l’option' }).click();
  await expect(canvas.getByText('Combien par jour ?')).toHaveCount(0);
  await expect(editor.getByLabel('Libellé de l’option 1')).toHaveValue('Option 2');
});
