// The patient list as a new practitioner sees it on a 1280 px laptop (the sidebar takes its share): every phone number
// whole, the band filter and the search box inside the page, nothing of the table cut; cards two by two at 1024 px;
// one card each on a 390 px phone, "no form" said once; axe (WCAG 2.2 AA) and screenshots at each width. The home
// page's empty "completed today" card says when answers appear.
import type { Page } from '@playwright/test';
import { instrumentVersion } from '@praxiform/domain';
import { trpcCall } from './support/auth-accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { sendLinkTo } from './support/home-api';
import { text } from './support/i18n';
import { instrumentCopy } from './support/instruments-api';
import { submitThroughApi } from './support/patients-api';
import { signInAs } from './support/session';
import { practitioner } from './support/templates-api';

const p = (key: string, values: Record<string, string | number> = {}) =>
  text('fr', 'patients', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

const LAPTOP = { width: 1280, height: 800 };
const SMALL_LAPTOP = { width: 1024, height: 768 };
const PHONE = { width: 390, height: 844 };
const SCREENS = 'test-results/screens';

const PHONES = ['+33 6 11 22 33 44', '+32 470 12 34 56'] as const;

/** The PHQ-9 answered through the public form's API: `choices[i]` is the option (0-3) of item i + 1. */
function phq9Answers(choices: readonly number[]): Record<string, string> {
  const fields = instrumentVersion('phq9', 'fr')!.fields;
  return Object.fromEntries(choices.map((choice, index) => [fields[index]!.id, fields[index]!.options![choice]!.id]));
}

/** What of the page's own content (main) reaches past the right edge of the screen. */
async function stickingOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

test('the patient list at 1280 px shows whole phone numbers and the band filter, and one card per patient at 390 px', async ({ page, request }) => {
  test.setTimeout(90_000);
  const a = await practitioner(request, 'patient-list-layout');
  const unique = Date.now().toString(36);
  const create = (patient: { firstName: string; lastName: string; email: string; phone?: string; preferredLanguage: 'fr' | 'nl' }) =>
    trpcCall<{ patient: { id: number } }>(request, 'patients.create', patient, a.token).then((answer) => answer.patient);
  // One answered the PHQ-9 (a long band label), one was sent a link in Dutch, one has neither phone nor form.
  const marie = await create({
    firstName: 'Marie-Christine',
    lastName: 'Vandenberghe',
    email: `mc.vandenberghe.${unique}@example.org`,
    phone: PHONES[0],
    preferredLanguage: 'fr',
  });
  const jan = await create({ firstName: 'Jan', lastName: 'Peeters', email: `jan.${unique}@example.org`, phone: PHONES[1], preferredLanguage: 'nl' });
  await create({ firstName: 'Léa', lastName: 'Dubois', email: `lea.${unique}@example.org`, preferredLanguage: 'fr' });
  const phq9 = await instrumentCopy(request, a.token, 'phq9', 'fr');
  const answered = await sendLinkTo(request, a.token, { patientId: marie.id, templateId: phq9 });
  await submitThroughApi(request, answered.url, phq9Answers([3, 3, 3, 2, 2, 2, 0, 0, 0]));
  await sendLinkTo(request, a.token, { patientId: jan.id, templateId: phq9 });
  await signInAs(page, request, a.account);

  await page.setViewportSize(LAPTOP);
  await page.goto('/fr/dashboard');
  const table = page.getByRole('table', { name: p('list.title') });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').filter({ hasText: 'Vandenberghe' }).getByTestId('patient-latest-band')).toContainText(
    'Dépression modérément sévère',
  );
  await page.screenshot({ path: `${SCREENS}/patient-list-layout-desktop.png`, fullPage: true });

  // Each phone number whole, on one line, in its cell.
  for (const phone of PHONES) {
    const cell = table.getByRole('cell', { name: phone, exact: true });
    await expect(cell).toBeVisible();
    const shown = await cell.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return { scroll: element.scrollWidth, client: element.clientWidth, lines: new Set([...range.getClientRects()].map((r) => r.top)).size };
    });
    expect(shown.scroll, `${phone}: its text fits its cell`).toBeLessThanOrEqual(shown.client);
    expect(shown.lines, `${phone}: on one line`).toBe(1);
  }
  // Nothing else of the table is cut either (names, emails, header, badges, the send buttons); text for screen readers
  // only (sr-only) is not shown.
  const cut = await table.evaluate((element) =>
    [element, ...element.querySelectorAll('*')]
      .filter((node) => !node.closest('.sr-only'))
      .filter((node) => node.scrollWidth > node.clientWidth + 0.5 && getComputedStyle(node).overflowX !== 'visible')
      .map((node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"`),
  );
  expect(cut, 'what the table cuts at 1280 px').toEqual([]);

  // The band filter and the search box inside the list's width, the filter's longest choice readable in full.
  const section = page.getByRole('region', { name: new RegExp(`^${p('list.title')}`) });
  const sectionBox = (await section.boundingBox())!;
  const filter = page.getByRole('combobox', { name: p('list.bandFilter.label') });
  const search = page.getByRole('searchbox', { name: p('list.search') });
  for (const [name, control] of [
    ['band filter', filter],
    ['search', search],
  ] as const) {
    const box = (await control.boundingBox())!;
    expect(box.x, `${name}: left edge`).toBeGreaterThanOrEqual(sectionBox.x);
    expect(box.x + box.width, `${name}: right edge`).toBeLessThanOrEqual(Math.min(sectionBox.x + sectionBox.width, LAPTOP.width) + 0.5);
  }
  // As wide as the browser makes a select that shows its longest choice whole (its arrow included).
  const width = await filter.evaluate((select: HTMLSelectElement) => {
    const free = select.cloneNode(true) as HTMLSelectElement;
    free.removeAttribute('id');
    Object.assign(free.style, { width: 'max-content', position: 'absolute', visibility: 'hidden' });
    select.after(free);
    const needed = free.getBoundingClientRect().width;
    free.remove();
    return { needed, shown: select.getBoundingClientRect().width };
  });
  expect(width.shown, 'the band filter shows its longest choice whole').toBeGreaterThanOrEqual(width.needed - 0.5);
  expect(await stickingOut(page), 'what sticks out at 1280 px').toEqual([]);
  await expectNoAxeViolations(page);

  // A smaller laptop (1024 px, the sidebar still shown): too narrow for the seven columns, so the cards, two by two,
  // under the filters.
  const cards = page.getByRole('list', { name: p('list.title') }).getByRole('listitem');
  await page.setViewportSize(SMALL_LAPTOP);
  await expect(table).toBeHidden();
  await expect(cards).toHaveCount(3);
  const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
  expect(second.y, 'two cards side by side').toBe(first.y);
  await page.screenshot({ path: `${SCREENS}/patient-list-layout-small-laptop.png`, fullPage: true });
  expect(await stickingOut(page), 'what sticks out at 1024 px').toEqual([]);

  // On a phone: one card per patient, a patient without forms says so once.
  await page.setViewportSize(PHONE);
  await expect(cards).toHaveCount(3);
  await page.screenshot({ path: `${SCREENS}/patient-list-layout-phone.png`, fullPage: true });
  const lea = cards.filter({ hasText: 'Léa Dubois' });
  await expect(lea.getByText(p('list.noActivity'), { exact: true })).toHaveCount(1);
  await expect(lea).not.toContainText(p('list.formsCount_one', { count: 0 }));
  await expect(lea).not.toContainText(p('list.formsCount_other', { count: 0 }));
  await expect(cards.filter({ hasText: 'Marie-Christine Vandenberghe' })).toContainText(p('list.formsCount_one', { count: 1 }));
  await expect(cards.filter({ hasText: 'Jan Peeters' })).toContainText(PHONES[1]);
  expect(await stickingOut(page), 'what sticks out at 390 px').toEqual([]);
  await expectNoAxeViolations(page);
});

test('the home page’s empty “completed today” card says answers appear once patients have filled in their forms', async ({ page, request }) => {
  const a = await practitioner(request, 'home-empty-wording');
  await signInAs(page, request, a.account);
  await page.goto('/fr/home');
  const completed = page.getByRole('region', { name: new RegExp(`^${text('fr', 'home', 'completed.title')}`) });
  await expect(completed.getByText(text('fr', 'home', 'completed.emptyText'))).toBeVisible();
  await expect(completed).not.toContainText('dès leur envoi');
  await expectNoAxeViolations(page);
});
