// Scores that mean something (issue 15, docs/scores.md) on the real server: severity bands built in the builder with
// the live coverage check and a band marked as a positive screen; the PHQ-9 duplicated from the market and sent twice to
// a patient, answered on the public form page (the second time scoring 10, its positive threshold, with item 9 above
// 0); the bands and the positive screen in the history, the answers and the trend (its threshold and table), the alert
// (badge, answers, notification), the patient list's band filter and the PDF. axe and screenshots at desktop and 360 px.
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { instrumentVersion } from '@praxiform/domain';
import { trpcCall } from './support/auth-accounts';
import { instrumentCopy } from './support/instruments-api';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { fill } from './support/screens';
import { createPatient, createScoredTemplate, downloadHead } from './support/patients-api';
import { signInAs } from './support/session';
import { practitioner, uniqueName } from './support/templates-api';

const SHOTS = '/tmp/shots-scores';
mkdirSync(SHOTS, { recursive: true });

const tb = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'builder', `builder.${key}`), values);
const p = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'patients', key), values);
const s = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'submissions', key), values);
const c = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'common', key), values);
const m = (key: string, values: Record<string, string | number> = {}) => fill(text('fr', 'market', key), values);
/** An accessible name as a pattern: French no-break spaces may come as plain ones. */
const loose = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));

/** Full-page shots at desktop width and at 360 px (the smallest phone the app supports), then back to the first size. */
async function shots(page: Page, name: string): Promise<void> {
  const current = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const [device, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['360', { width: 360, height: 780 }],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${device}.png`, fullPage: true });
    // No horizontal scroll at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} at ${device}`).toBeLessThanOrEqual(size.width);
  }
  await page.setViewportSize(current);
}

test('builds severity bands in the builder: a gap is named, then fixed, and the bands are saved', async ({ page, request }) => {
  test.setTimeout(90_000);
  const a = await practitioner(request, 'scores-builder');
  // Two radios of 0/5/10 and 2/7/10 points: totals 2 to 20.
  const template = await createScoredTemplate(request, a.token, uniqueName('Bilan douleur'));
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/fr/templates/${template.id}/edit`);

  const bands = page.getByTestId('bands-editor');
  // The first page of a visit loads the app and the builder's chunks: on a busy machine, longer than the usual wait.
  await expect(bands.getByRole('heading', { name: tb('bands.title') })).toBeVisible({ timeout: 30_000 });
  await expect(bands.getByText(loose(tb('bands.hint', { min: 2, max: 20 })))).toBeVisible();
  const coverage = page.getByTestId('bands-coverage');
  await expect(coverage).toHaveText(loose(tb('bands.none')));

  // One band: it takes the whole range.
  await bands.getByRole('button', { name: tb('bands.add') }).click();
  await expect(page.getByLabel(tb('bands.fromOf', { n: 1 }))).toHaveValue('2');
  await expect(page.getByLabel(tb('bands.toOf', { n: 1 }))).toHaveValue('20');
  await expect(coverage).toHaveText(loose(tb('bands.covered', { min: 2, max: 20 })));
  await page.getByLabel(tb('bands.labelOf', { n: 1 })).fill('Douleur légère');
  await page.getByLabel(tb('bands.levelOf', { n: 1 })).selectOption('mild');

  // Lowering its top leaves a gap, named live.
  await page.getByLabel(tb('bands.toOf', { n: 1 })).fill('9');
  await expect(coverage).toHaveText(loose(tb('bands.problems.gapMany', { from: 10, to: 20 })));
  await expectNoAxeViolations(page);
  await shots(page, 'builder-bands-gap');

  // A second band fills it.
  await bands.getByRole('button', { name: tb('bands.add') }).click();
  await expect(page.getByLabel(tb('bands.fromOf', { n: 2 }))).toHaveValue('10');
  await expect(page.getByLabel(tb('bands.toOf', { n: 2 }))).toHaveValue('20');
  await page.getByLabel(tb('bands.labelOf', { n: 2 })).fill('Douleur forte');
  await page.getByLabel(tb('bands.levelOf', { n: 2 })).selectOption('severe');
  await expect(coverage).toHaveText(loose(tb('bands.covered', { min: 2, max: 20 })));
  // The second band is a positive screen: its own checkbox, the first one left as it is.
  const positives = bands.getByRole('checkbox', { name: tb('bands.positive') });
  await expect(positives).toHaveCount(2);
  await positives.nth(1).check();
  await expect(positives.nth(0)).not.toBeChecked();

  // An option marked alert.
  await page.getByRole('navigation', { name: 'Structure' }).getByRole('button', { name: 'Intensité de la douleur' }).click();
  const alertToggle = page.getByRole('button', { name: loose(tb('options.alert', { option: 'Forte' })) });
  await alertToggle.click();
  await expect(alertToggle).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: tb('actions.save') }).click();
  await expect(page.getByText(tb('messages.saved'))).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'builder-bands-saved');

  // Saved (as the server reads it back), and the bands come back after a reload.
  const answer = await request.get(`/api/trpc/templates.get?input=${encodeURIComponent(JSON.stringify({ id: template.id }))}`, {
    headers: { Authorization: `Bearer ${a.token}` },
  });
  type TSaved = {
    scoreBands: { min: number; max: number; label: string; level: string; positive?: true }[];
    fields: { options?: { alert?: boolean }[] }[];
  };
  const saved = ((await answer.json()) as { result: { data: { template: TSaved } } }).result.data.template;
  expect(saved.scoreBands).toEqual([
    { min: 2, max: 9, label: 'Douleur légère', level: 'mild' },
    { min: 10, max: 20, label: 'Douleur forte', level: 'severe', positive: true },
  ]);
  expect(saved.fields[0]?.options?.[2]?.alert).toBe(true);
  await page.reload();
  await expect(page.getByLabel(tb('bands.labelOf', { n: 2 }))).toHaveValue('Douleur forte');
  await expect(bands.getByRole('checkbox', { name: tb('bands.positive') }).nth(1)).toBeChecked();
});

/** Answers the PHQ-9 on the public form page: `choices[i]` is the option (0-3) of item i + 1. */
async function answerPhq9(page: Page, url: string, choices: readonly number[]): Promise<void> {
  const labels = ['Jamais', 'Plusieurs jours', 'Plus de la moitié du temps', 'Presque tous les jours'];
  await page.goto(url);
  const groups = page.getByRole('radiogroup');
  await expect(groups).toHaveCount(10);
  for (const [index, choice] of choices.entries()) {
    await groups.nth(index).getByRole('radio', { name: labels[choice], exact: true }).check();
  }
  await page.getByRole('checkbox', { name: new RegExp(`^${text('fr', 'publicForm', 'form.consent').slice(0, 20)}`) }).check();
  await page.getByRole('button', { name: text('fr', 'publicForm', 'form.submit') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('fr', 'publicForm', 'states.submittedTitle') })).toBeVisible();
}

test('the PHQ-9 in the market: flagged validated, previewed with its bands, duplicated with its flag, which a changed point loses', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const phq9 = instrumentVersion('phq9', 'fr')!;
  const [minimal] = phq9.bands;
  const a = await practitioner(request, 'scores-phq9-market');
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The market: the PHQ-9 is flagged validated, its preview lists its bands.
  await page.goto('/fr/market');
  await page.getByRole('searchbox', { name: m('filters.search') }).fill('PHQ-9');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: phq9.name }) });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('validated-badge')).toHaveText(c('scores.validated'));
  await card.getByRole('button', { name: loose(m('card.previewNamed', { name: phq9.name })) }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByTestId('score-bands')).toContainText(minimal!.label);
  await expect(preview.getByTestId('score-bands')).toContainText(c('scores.range', { min: 20, max: 27 }));
  await expectNoAxeViolations(page);
  await shots(page, 'market-preview');
  await preview.getByRole('button', { name: c('dialog.close') }).click();

  // Duplicated into my templates; the copy keeps the flag, and the builder says so.
  await card.getByRole('button', { name: loose(m('card.duplicateNamed', { name: phq9.name })) }).click();
  const editCopy = page.getByRole('link', { name: m('messages.editCopy') });
  await expect(editCopy).toBeVisible();
  const copyId = Number((await editCopy.getAttribute('href'))?.match(/\/templates\/(\d+)\/edit$/)?.[1]);
  expect(copyId).toBeGreaterThan(0);
  await editCopy.click();
  await expect(page.getByTestId('instrument-badge')).toContainText(tb('instrument.badge', { name: 'PHQ-9' }).replace(/\s+/g, ' '));
  await expect(page.getByTestId('bands-coverage')).toHaveText(loose(tb('bands.covered', { min: 0, max: 27 })));
  await expectNoAxeViolations(page);
  await shots(page, 'builder-instrument');
  // Changing a point loses the flag (said before saving); putting it back keeps it.
  await page
    .getByRole('navigation', { name: 'Structure' })
    .getByRole('button', { name: /^Peu d’intérêt/ })
    .click();
  const points = page.getByLabel(loose(tb('options.points', { option: 'Plusieurs jours' })));
  await points.fill('2');
  await expect(page.getByText(tb('instrument.lostTitle'))).toBeVisible();
  await page.getByRole('button', { name: tb('actions.save') }).click();
  const confirm = page.getByRole('dialog', { name: loose(tb('instrument.confirmTitle')) });
  await expect(confirm).toBeVisible();
  await shots(page, 'builder-instrument-confirm');
  await confirm.getByRole('button', { name: c('dialog.cancel') }).click();
  await points.fill('1');
  await expect(page.getByTestId('instrument-badge')).toBeVisible();
});

/**
 * A practitioner's copy of the PHQ-9 (market.duplicate, as the market's button does) sent twice as links to a new
 * patient, who answers each on the public form page: first 3 points, then 10 (its positive threshold) with item 9 above 0.
 */
async function phq9AnsweredTwice(request: APIRequestContext, context: BrowserContext, label: string) {
  const a = await practitioner(request, label);
  const patient = await createPatient(request, a.token, {
    firstName: 'Noé',
    lastName: 'Lambert',
    email: `noe.lambert.${Date.now().toString(36)}@example.org`,
  });
  const copyId = await instrumentCopy(request, a.token, 'phq9', 'fr');
  const send = () =>
    trpcCall<{ submission: { id: number }; url: string }>(
      request,
      'submissions.send',
      { patientId: patient.id, templateId: copyId, language: 'fr', delivery: 'link' },
      a.token,
    );
  const patientTab = await context.newPage();
  const first = await send();
  await answerPhq9(patientTab, first.url, [1, 1, 1, 0, 0, 0, 0, 0, 0]);
  const second = await send();
  await answerPhq9(patientTab, second.url, [2, 2, 2, 2, 1, 0, 0, 0, 1]);
  await patientTab.close();
  return { a, patient, second };
}

test('the PHQ-9 sent twice: bands and the positive screen in the history, the trend with its threshold and table, the alert answer, the PDF', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const phq9 = instrumentVersion('phq9', 'fr')!;
  const [minimal, , moderate] = phq9.bands;
  const positive = s('answers.positiveScreen');
  const { a, patient, second } = await phq9AnsweredTwice(request, context, 'scores-phq9');
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The patient page: each form's band in the history, the alert on the second one.
  await page.goto(`/fr/patients/${patient.id}`);
  const rows = page.getByTestId('submission-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0).getByTestId('submission-score')).toHaveText('10 / 27');
  await expect(rows.nth(0)).toContainText(c('scores.bandOf', { label: moderate!.label }));
  await expect(rows.nth(0)).toContainText(c('scores.alert'));
  await expect(rows.nth(1).getByTestId('submission-score')).toHaveText('3 / 27');
  await expect(rows.nth(1)).toContainText(c('scores.bandOf', { label: minimal!.label }));
  await expect(rows.nth(1)).not.toContainText(c('scores.alert'));
  // 10 is the PHQ-9's positive threshold; 3 is not.
  await expect(rows.nth(0).getByTestId('positive-screen')).toHaveText(positive);
  await expect(rows.nth(1).getByTestId('positive-screen')).toHaveCount(0);

  // The trend: latest score and band, the change, the chart, and its table.
  await expect(page.getByRole('heading', { name: p('detail.trends.title') })).toBeVisible();
  await expect(page.getByTestId('trend-latest')).toHaveText('10 / 27');
  await expect(page.getByTestId('trend-change')).toContainText('+7');
  await expect(page.getByTestId('trend-chart').locator('svg').first()).toBeVisible();
  // The positive screen: marked on the latest score, drawn as a dashed threshold at 10, ringed on the chart.
  const trend = page.getByTestId('trend-series');
  await expect(trend.getByTestId('positive-screen').first()).toHaveText(positive);
  await expect(page.getByTestId('trend-threshold')).toHaveText(p('detail.trends.positiveFrom', { min: 10 }));
  await expect(page.getByTestId('trend-chart').locator('.recharts-reference-line line')).toHaveAttribute('stroke-dasharray', '6 4');
  await expect(page.getByTestId('trend-chart').getByText(p('detail.trends.positiveFrom', { min: 10 }))).toBeVisible();
  await expect(page.getByTestId('trend-chart').locator('[data-positive="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: p('detail.trends.showTable') }).click();
  const table = page.getByRole('table', { name: /au fil du temps/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(1)).toContainText('+7');
  await expect(table.locator('tbody tr').nth(1)).toContainText(positive);
  await expect(table.locator('tbody tr').nth(0)).not.toContainText(positive);
  await expectNoAxeViolations(page);
  await shots(page, 'patient-trend');

  // The answers: the alert answer highlighted; the PDF downloads.
  await rows
    .nth(0)
    .getByRole('button', { name: s('actions.viewAnswers') })
    .click();
  const answers = page.getByRole('dialog');
  await expect(answers.getByTestId('answers-score')).toContainText(moderate!.label);
  // "Dépistage positif" next to the band, in words.
  await expect(answers.getByTestId('answers-score').getByTestId('positive-screen')).toHaveText(positive);
  await expect(answers.getByTestId('answers-score').getByText(positive)).toBeVisible();
  await expectNoAxeViolations(page);
  await shots(page, 'answers-positive');
  const alerted = answers.locator('[data-alert="true"]');
  await expect(alerted).toHaveCount(1);
  await expect(alerted).toContainText(phq9.fields[8]!.title);
  await expect(alerted).toContainText(c('scores.alertAnswer'));
  await alerted.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shots(page, 'answers-alert');
  const [pdf] = await Promise.all([page.waitForEvent('download'), answers.getByRole('button', { name: s('actions.exportPdf') }).click()]);
  expect(await downloadHead(pdf)).toBe('%PDF-');
  const direct = await request.get(`/api/submissions/${second.submission.id}/pdf`, { headers: { Authorization: `Bearer ${a.token}` } });
  expect(direct.status()).toBe(200);
  expect(direct.headers()['content-type']).toContain('application/pdf');
  expect((await direct.body()).length).toBeGreaterThan(1000);
  await answers.getByRole('button', { name: c('dialog.close') }).click();
});

test('the PHQ-9 sent twice: the alert in the bell with its band, the patient list filtered by band, the completions of the day', async ({
  page,
  request,
  context,
}) => {
  test.setTimeout(120_000);
  const [, , moderate] = instrumentVersion('phq9', 'fr')!.bands;
  const { a } = await phq9AnsweredTwice(request, context, 'scores-phq9-alert');
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr/home');

  // The bell: the alert notification stands out, with its band.
  await page.getByRole('button', { name: s('notifications.openUnread_other', { count: 2 }) }).click();
  const panel = page.getByRole('dialog', { name: s('notifications.title') });
  const alertItem = panel.locator('a[data-alert="true"]');
  await expect(alertItem).toHaveCount(1);
  await expect(alertItem).toContainText(c('scores.alert'));
  await expect(alertItem).toContainText(moderate!.label);
  await expectNoAxeViolations(page);
  await shots(page, 'notifications-alert');
  await page.keyboard.press('Escape');

  // The patient list: the latest band, and the filter by band.
  await page.goto('/fr/dashboard?band=moderate');
  await expect(page.getByRole('link', { name: 'Noé Lambert' }).first()).toBeVisible();
  await expect(page.getByTestId('patient-latest-band').first()).toContainText(moderate!.label);
  await expectNoAxeViolations(page);
  await shots(page, 'patient-list-band');
  await page.getByLabel(p('list.bandFilter.label')).selectOption('severe');
  await expect(page.getByText(loose(p('list.noBandResults', { level: p('list.bandFilter.levels.severe') })))).toBeVisible();

  // The home page's completions of the day: band and alert.
  await page.goto('/fr/home');
  const completed = page.getByTestId('completed-today-row');
  await expect(completed).toHaveCount(2);
  await expect(completed.nth(0)).toContainText(c('scores.alert'));
  await expect(completed.nth(0)).toContainText(moderate!.label);
  await expectNoAxeViolations(page);
  await shots(page, 'home-completions');
});
