// Keyboard reordering (dnd-kit: focus the handle, Space, ArrowDown, Space), undo of a deletion, save validation, leave warning.
import { test, expect } from './support/client-ip';
import { PRACTITIONER, signInAs } from './support/session';

test('reorders two fields with the keyboard and restores a deleted field in place', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, request, PRACTITIONER);
  await page.goto('/fr/templates/create');
  const editor = page.locator('#builder-field-editor');
  const canvas = page.locator('#builder-canvas');
  const titles = () => canvas.locator('[data-field-title]').allInnerTexts();

  await page.getByRole('button', { name: 'Ajouter un champ « Texte court »' }).click();
  await editor.getByLabel('Question (titre du champ)').fill('Premier');
  await page.getByRole('button', { name: 'Ajouter un champ « Date »' }).click();
  await editor.getByLabel('Question (titre du champ)').fill('Second');
  await expect.poll(titles).toEqual(['Premier', 'Second']);

  const handle = canvas.getByRole('button', { name: /^Déplacer « Premier »/ });
  await handle.focus();
  // dnd-kit's live region says where the field is: wait for it, as a screen-reader user would, between the keys.
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('« Premier » déplacé en position 1 sur 2');
  await page.keyboard.press('ArrowDown');
  await expect(announcement).toContainText('« Premier » déplacé en position 2 sur 2');
  await page.keyboard.press('Space');
  await expect(announcement).toContainText('« Premier » déposé en position 2 sur 2');
  await expect.poll(titles).toEqual(['Second', 'Premier']);

  await canvas.getByRole('button', { name: 'Supprimer « Second »' }).click();
  await expect.poll(titles).toEqual(['Premier']);
  await page.getByRole('button', { name: 'Annuler', exact: true }).click();
  await expect.poll(titles).toEqual(['Second', 'Premier']);

  // Saving without a name: the error sits next to the name field, which gets the focus.
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Donnez un nom au modèle.')).toBeVisible();
  await expect(page.getByLabel('Nom du modèle')).toBeFocused();

  // Leaving with unsaved changes asks first (the builder's link back; the menu has a link of the same name).
  await page.getByRole('main').getByRole('link', { name: 'Mes modèles' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Quitter sans enregistrer ?' })).toBeVisible();
  await page.getByRole('button', { name: 'Rester sur la page' }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/create$/);
});
