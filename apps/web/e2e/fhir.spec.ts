// FHIR on the real server (docs/fhir.md): a template exported as a Questionnaire from My templates, imported back with
// the list of what a template cannot hold shown first, then without it once confirmed; a patient's file as a Bundle.
// The import dialog passes axe; screenshots at desktop and phone widths.
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { createPatient, screens } from './support/patients-api';
import { fill } from './support/screens';
import { signInAs } from './support/session';
import { createTemplate, practitioner, uniqueName } from './support/templates-api';

const t = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'templates', key), values);
const p = (key: string) => text('fr', 'patients', key);

async function jsonOf(download: Download): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(await download.path(), 'utf8')) as Record<string, unknown>;
}

test('a template goes out as a FHIR Questionnaire and comes back in, the unsupported parts listed before confirming', async ({ page, request }) => {
  test.setTimeout(60_000);
  const a = await practitioner(request, 'fhir-templates');
  const name = uniqueName('Anamnèse FHIR');
  await createTemplate(request, a.token, name);
  await signInAs(page, request, a.account);
  await page.goto('/fr/templates');

  const card = page.getByRole('listitem').filter({ hasText: name });
  await card.getByRole('button', { name: t('list.actions.more', { name }) }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: t('list.actions.exportFhir') }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.fhir\.json$/);
  const questionnaire = await jsonOf(download);
  expect(questionnaire).toMatchObject({ resourceType: 'Questionnaire', status: 'active', title: name, language: 'fr' });

  // The same Questionnaire with a question no template can hold.
  const items = questionnaire.item as unknown[];
  const edited = { ...questionnaire, title: `${name} (import)`, item: [...items, { linkId: 'poids', type: 'quantity', text: 'Poids' }] };
  await page.getByRole('button', { name: t('list.importFhir') }).click();
  const dialog = page.getByRole('dialog', { name: t('importFhir.title') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t('importFhir.text')).fill(JSON.stringify(edited));
  await dialog.getByRole('button', { name: t('importFhir.submit'), exact: true }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal.getByText(t('importFhir.unsupportedTitle'))).toBeVisible();
  await expect(refusal.getByText(`${t('importFhir.kinds.item-type')} — ${t('importFhir.onItem', { linkId: 'poids' })}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await screens(page, 'fhir-import-refused');

  await dialog.getByRole('button', { name: t('importFhir.confirm') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(t('list.messages.importedDropped_one', { name: `${name} (import)`, count: 1 }))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: `${name} (import)` })).toBeVisible();
  await page.getByRole('link', { name: t('list.messages.editImported') }).click();
  await expect(page).toHaveURL(/\/fr\/templates\/\d+\/edit$/);
});

test('a pasted text that is not JSON is refused in the dialog; the dialog passes axe on a phone', async ({ page, request }) => {
  const a = await practitioner(request, 'fhir-paste');
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/fr/templates');
  await page.getByRole('button', { name: t('list.importFhir') }).click();
  const dialog = page.getByRole('dialog', { name: t('importFhir.title') });
  await dialog.getByLabel(t('importFhir.text')).fill('{"resourceType": "Questionnaire",');
  await dialog.getByRole('button', { name: t('importFhir.submit'), exact: true }).click();
  await expect(dialog.getByText(text('fr', 'errors', 'validation.JSON_INVALID'))).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a patient’s file downloads as a FHIR Bundle from the patient page', async ({ page, request }) => {
  const a = await practitioner(request, 'fhir-patient');
  const patient = await createPatient(request, a.token, { firstName: 'Nora', lastName: 'Peeters', email: 'nora.peeters@example.org' });
  await signInAs(page, request, a.account);
  await page.goto(`/fr/patients/${patient.id}`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: p('detail.actions.exportFhir') }).click()]);
  expect(download.suggestedFilename()).toMatch(/peeters-nora\.fhir\.json$/);
  const bundle = await jsonOf(download);
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  expect((bundle.entry as { resource: { resourceType: string; name?: { family?: string }[] } }[])[0]?.resource).toMatchObject({
    resourceType: 'Patient',
    name: [{ family: 'Peeters' }],
  });
  await screens(page, 'fhir-patient-page');
});
