// The home overview (/home, features/home; docs/forms-api.md, "Home overview"): a new practitioner's empty day, then a
// day with a form answered by a patient, a waiting-room form to assign and a link about to expire, each row leading
// where it says; axe (WCAG 2.2 AA) and screenshots at 360 px and on desktop.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { sendLinkTo, utcDayFromNow, waitingRoomLink } from './support/home-api';
import { text } from './support/i18n';
import { createPatient, createScoredTemplate, SCORED_ANSWERS, SCORED_RESULT, submitThroughApi } from './support/patients-api';
import { signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const h = (key: string, values: Record<string, string | number> = {}) =>
  text('fr', 'home', key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A list of the overview: a region named by its title (and its total, for screen readers). */
const region = (page: Page, titleKey: string) => page.getByRole('region', { name: new RegExp(`^${escape(h(titleKey))}`) });

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 800 };
const SCREENS = 'test-results/screens';

/** Axe, nothing of the page wider than the screen, and a full-page screenshot at 360 px, then the same on desktop. */
async function checkBothSizes(page: Page, name: string): Promise<void> {
  for (const [device, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    // The page's own content (main), not the shell's header, which other tests own.
    const sticking = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`),
    );
    expect(sticking, `${name}: what sticks out at ${size.width} px`).toEqual([]);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${SCREENS}/${name}-${device}.png`, fullPage: true });
  }
}

test('the home overview: empty states and quick actions, then today’s answers, forms to assign and expiring links', async ({ page, request }) => {
  test.setTimeout(90_000);
  const a = await practitioner(request, 'home');
  await signInAs(page, request, a.account);

  // A new practitioner: the greeting, the four quick actions and three empty lists.
  await page.goto('/fr/home');
  const greetings = ['morning', 'afternoon', 'evening'].map((part) => h(`greeting.${part}`, { name: a.account.firstName }).trim());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`^(${greetings.map(escape).join('|')})$`));
  const quick = page.getByRole('region', { name: h('quick.label') });
  for (const [key, href] of [
    ['newPatient', '/fr/dashboard'],
    ['sendForm', '/fr/dashboard'],
    ['newTemplate', '/fr/templates/create'],
    ['waitingRoomForm', '/fr/forms/pending/new'],
  ] as const) {
    await expect(quick.getByRole('link', { name: new RegExp(`^${escape(h(`quick.${key}`))}`) })).toHaveAttribute('href', href);
  }
  await expect(region(page, 'completed.title').getByText(h('completed.emptyTitle'))).toBeVisible();
  await expect(region(page, 'waiting.title').getByText(h('waiting.emptyTitle'))).toBeVisible();
  await expect(region(page, 'expiring.title').getByText(h('expiring.emptyTitle'))).toBeVisible();
  await checkBothSizes(page, 'home-empty');

  // "New patient" opens the patient list with its creation dialog.
  await quick.getByRole('link', { name: new RegExp(`^${escape(h('quick.newPatient'))}`) }).click();
  await expect(page).toHaveURL(/\/fr\/dashboard$/);
  await expect(page.getByRole('dialog', { name: text('fr', 'patients', 'create.title') })).toBeVisible();

  // A day's work, through the API: Lucie answers, Marc's link expires tomorrow, someone answers in the waiting room.
  const template = await createScoredTemplate(request, a.token, uniqueName('Bilan'));
  const unique = Date.now().toString(36);
  const lucie = await createPatient(request, a.token, { firstName: 'Lucie', lastName: 'Renard', email: `lucie.${unique}@praxiform.test` });
  const marc = await createPatient(request, a.token, { firstName: 'Marc', lastName: 'Lambert', email: `marc.${unique}@praxiform.test` });
  const answered = await sendLinkTo(request, a.token, { patientId: lucie.id, templateId: template.id });
  await submitThroughApi(request, answered.url, SCORED_ANSWERS);
  await sendLinkTo(request, a.token, { patientId: marc.id, templateId: template.id, expiresOn: utcDayFromNow(1) });
  const anonymous = await waitingRoomLink(request, a.token, template.id);
  await submitThroughApi(request, anonymous.url, SCORED_ANSWERS);

  await page.goto('/fr/home');
  const completed = region(page, 'completed.title');
  await expect(completed).toHaveAccessibleName(new RegExp(escape(h('count_other', { count: 2 }))));
  await expect(completed.getByTestId('completed-today-row')).toHaveCount(2);
  const lucieRow = completed.getByTestId('completed-today-row').filter({ hasText: 'Lucie Renard' });
  await expect(lucieRow).toContainText(template.name);
  await expect(lucieRow).toContainText(h('completed.score', { score: SCORED_RESULT }));
  await expect(completed.getByTestId('completed-today-row').filter({ hasText: h('anonymous') })).toContainText(template.name);

  const toAssign = region(page, 'waiting.title').getByTestId('to-assign-row');
  await expect(toAssign).toHaveCount(1);
  await expect(toAssign).toContainText(h('anonymous'));
  await expect(toAssign).toContainText(template.name);

  const expiring = region(page, 'expiring.title').getByTestId('expiring-row');
  await expect(expiring).toHaveCount(1);
  await expect(expiring).toContainText('Marc Lambert');
  await expect(expiring).toContainText(template.name);
  await expect(expiring.getByText(/^Expire le /)).toBeVisible();

  await checkBothSizes(page, 'home');

  // Every row leads where it says.
  await lucieRow.getByRole('button', { name: h('completed.viewAnswersOf', { name: 'Lucie Renard', form: template.name }) }).click();
  const answers = page.getByRole('dialog', { name: text('fr', 'submissions', 'answers.title').replace('{{form}}', template.name) });
  await expect(answers).toContainText('Surtout le matin.');
  await page.keyboard.press('Escape');
  await expect(answers).toBeHidden();

  await lucieRow.getByRole('link', { name: /Lucie Renard/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/patients/${lucie.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Lucie Renard' })).toBeVisible();
  await page.goBack();

  await toAssign.getByRole('link', { name: h('waiting.assignTo', { form: template.name, name: h('anonymous') }) }).click();
  await expect(page).toHaveURL(/\/fr\/forms\/pending\?status=completed$/);
  await expect(page.getByTestId('waiting-room-item').filter({ hasText: template.name })).toBeVisible();
  await page.goBack();

  await expiring.getByRole('button', { name: h('expiring.resendTo', { form: template.name, name: 'Marc Lambert' }) }).click();
  const resend = page.getByRole('dialog', { name: text('fr', 'submissions', 'resend.title') });
  await expect(resend).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(resend).toBeHidden();
  await expiring.getByRole('link', { name: /Marc Lambert/ }).click();
  await expect(page).toHaveURL(new RegExp(`/fr/patients/${marc.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Marc Lambert' })).toBeVisible();
});
