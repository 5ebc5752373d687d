// The access log of patient data on the real server (docs/access-log.md): a practitioner opens a patient's file, sees
// their own access in its access history, then on the access log page, filters it by patient and by days, and downloads
// the CSV of the filter. Both screens pass axe (WCAG 2.2 AA) at desktop width and on a 360 px phone, without sideways
// scrolling; screenshots of each (SHOTS_DIR, else test-results/screens).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { createPatient } from './support/patients-api';
import { fill, loose, screenshotsInto } from './support/screens';
import { signInAs } from './support/session';
import { practitioner } from './support/templates-api';

const p = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'patients', key), values);
const s = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'security', key), values);
const shots = screenshotsInto(process.env.SHOTS_DIR ?? 'test-results/screens');

/** axe at desktop width, then on a 360 px phone. */
async function axeAtBothSizes(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The UTC day of `date` (the log's days are UTC), shifted by `days`. */
const utcDay = (days = 0, date = new Date()) => new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);

test('my own reads of a patient’s file show in its access history and in the access log, filtered and downloaded', async ({ page, request }) => {
  test.setTimeout(180_000);
  const a = await practitioner(request, 'access-log');
  const nora = await createPatient(request, a.token, { firstName: 'Nora', lastName: 'Peeters', email: 'nora.peeters@example.org' });
  const hugo = await createPatient(request, a.token, { firstName: 'Hugo', lastName: 'Lambert', email: 'hugo.lambert@example.org' });
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Hugo's file first, then Nora's: both are in the log.
  await page.goto(`/fr/patients/${hugo.id}`);
  // The first page of a visit loads the app: on a busy machine, longer than the usual wait.
  await expect(page.getByRole('heading', { level: 1, name: 'Hugo Lambert' })).toBeVisible({ timeout: 30_000 });
  await page.goto(`/fr/patients/${nora.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Peeters' })).toBeVisible();

  // The access history, closed until asked for: my own read of the file, just now.
  const history = page.getByRole('region', { name: p('access.title') });
  await history.getByRole('button', { name: p('access.show') }).click();
  const mine = history.getByTestId('access-entry').first();
  await expect(mine).toContainText(p('access.kinds.patient_viewed'));
  await expect(mine).toContainText(p('access.actor.self'));
  // One visit, one entry: the page reads the patient, then their forms and trends, in two requests.
  await expect(history.getByTestId('access-entry')).toHaveCount(1);
  await expect(history.getByRole('button', { name: p('access.hide') })).toHaveAttribute('aria-expanded', 'true');
  await axeAtBothSizes(page);
  await shots(page, 'access-history');

  // "All accesses": the log page, filtered on Nora.
  await history.getByRole('link', { name: p('access.all') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/access-log\\?patient=${nora.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'pages.AccessLog'));
  await expect(page).toHaveTitle(`${text('fr', 'common', 'pages.AccessLog')} | Praxiform`);
  const filters = page.getByRole('search', { name: s('log.filters.label') });
  const patient = filters.getByLabel(s('log.filters.patient'));
  await expect(patient).toHaveValue(String(nora.id));
  const rows = page.getByTestId('access-log-row');
  await expect(rows.first()).toContainText('Nora Peeters');
  await expect(rows.first()).toContainText(p('access.kinds.patient_viewed'));
  await expect(rows.first()).toContainText(p('access.actor.self'));
  await expect(rows.filter({ hasText: 'Hugo Lambert' })).toHaveCount(0);

  // The whole log: both patients, and the list of patients this page's filter read.
  await filters.getByRole('button', { name: s('log.filters.clear') }).click();
  await expect(page).toHaveURL(/\/fr\/access-log$/);
  await expect(rows.filter({ hasText: 'Hugo Lambert' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: 'Nora Peeters' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: p('access.kinds.patient_list_viewed') }).first()).toBeVisible();

  // Hugo and today: his read; a day long gone: nothing.
  const today = utcDay();
  await patient.selectOption({ label: 'Hugo Lambert' });
  await filters.getByLabel(s('log.filters.from'), { exact: true }).fill(today);
  await filters.getByLabel(s('log.filters.to'), { exact: true }).fill(today);
  await filters.getByRole('button', { name: s('log.filters.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/access-log\\?patient=${hugo.id}&from=${today}&to=${today}$`));
  await expect(rows.first()).toContainText('Hugo Lambert');
  await expect(rows.filter({ hasText: 'Nora Peeters' })).toHaveCount(0);
  await axeAtBothSizes(page);
  await shots(page, 'access-log');

  // The CSV of the same filter: Hugo's row, not Nora's.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s('log.export') }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  expect(lines[0]).toBe('date;actor;administrator;kind;patient;submission;ip;device');
  expect(lines.some((line) => line.includes(';patient_viewed;Hugo Lambert;'))).toBe(true);
  expect(csv).not.toContain('Nora Peeters');

  // Days before any read: the empty state, said in words.
  await filters.getByLabel(s('log.filters.from'), { exact: true }).fill('2020-01-01');
  await filters.getByLabel(s('log.filters.to'), { exact: true }).fill('2020-01-31');
  await filters.getByRole('button', { name: s('log.filters.apply') }).click();
  await expect(page.getByText(loose(s('log.empty')))).toBeVisible();
  await expect(rows).toHaveCount(0);
  await axeAtBothSizes(page);
  await shots(page, 'access-log-empty');

  // The user menu leads here too.
  await page.goto('/fr/dashboard');
  await page
    .getByRole('button', { name: fill(text('fr', 'common', 'layout.userMenu.label'), { name: `${a.account.firstName} ${a.account.lastName}` }) })
    .click();
  await page.getByRole('menuitem', { name: text('fr', 'common', 'layout.userMenu.accessLog') }).click();
  await expect(page).toHaveURL(/\/fr\/access-log$/);
});
