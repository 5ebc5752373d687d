// The builder's layout as a practitioner sees it at 1280 and 390 px (issue 26, item 3): on a copy of the PHQ-9 the
// template's details get a column wide enough, and its five severity bands are a compact table (one line per band);
// on a phone each band is a small card, with nothing wider than the screen. axe on the builder of the Oswestry-type
// demo template (item 7a: the date field's placeholder on the canvas was too pale).
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { instrumentVersion } from '@praxiform/domain';
import { expectNoAxeViolations } from './support/axe';
import { trpcCall } from './support/auth-accounts';
import { expect, test } from './support/client-ip';
import { text } from './support/i18n';
import { instrumentCopy, trpcQuery } from './support/instruments-api';
import { signInAs } from './support/session';
import { practitioner } from './support/templates-api';

const SHOTS = '/tmp/c26-shots';
mkdirSync(SHOTS, { recursive: true });

const tb = (key: string, values: Record<string, string | number> = {}) =>
  text('fr', 'builder', `builder.${key}`).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`no box for ${locator.toString()}`);
  return found;
}

/** The controls of band n, in the order a user reads them. */
function bandControls(page: Page, n: number): Locator[] {
  return [
    page.getByLabel(tb('bands.fromOf', { n })),
    page.getByLabel(tb('bands.toOf', { n })),
    page.getByLabel(tb('bands.labelOf', { n })),
    page.getByLabel(tb('bands.levelOf', { n })),
    page
      .getByTestId('bands-editor')
      .getByRole('checkbox', { name: tb('bands.positive') })
      .nth(n - 1),
    page.getByRole('button', { name: tb('bands.delete', { n }) }),
  ];
}

async function noHorizontalScroll(page: Page, what: string): Promise<void> {
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(width);
}

test('a PHQ-9 copy at 1280 px: the details have room and the five bands are one line each; cards on a phone', async ({ page, request }) => {
  // Two axe passes and four full-page screenshots: 37 s on an idle machine, over 60 s under the CI's load.
  test.setTimeout(150_000);
  const a = await practitioner(request, 'builder-layout');
  const id = await instrumentCopy(request, a.token, 'phq9', 'fr');
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/fr/templates/${id}/edit`);

  const bands = page.getByTestId('bands-editor');
  // The first page of a visit loads the app and the builder's chunks: on a busy machine, longer than the usual wait.
  await expect(bands.getByRole('heading', { name: tb('bands.title') })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel(tb('bands.labelOf', { n: 5 }))).toBeVisible();
  await expect(page.getByLabel(tb('bands.labelOf', { n: 6 }))).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/builder-phq9-1280-top.png` });

  // The details are at least 560 px wide, across the form and the field settings, which sit side by side below them.
  const details = await box(page.locator('#builder-meta'));
  const form = await box(page.locator('#builder-canvas'));
  const settings = await box(page.locator('#builder-field-editor'));
  expect(details.width, 'width of the template details').toBeGreaterThanOrEqual(560);
  expect(form.width, 'width of the form').toBeGreaterThanOrEqual(360);
  expect(settings.x, 'the field settings right of the form').toBeGreaterThan(form.x + form.width);
  expect(Math.abs(settings.x + settings.width - (details.x + details.width)), 'the details across both').toBeLessThan(2);
  expect(form.y, 'the form below the details').toBeGreaterThan(details.y + details.height);

  // Each band is one line: its six controls side by side, inside the panel, and the five lines take at most 400 px.
  for (let n = 1; n <= 5; n++) {
    const boxes = await Promise.all(bandControls(page, n).map(box));
    const middles = boxes.map((b) => b.y + b.height / 2);
    expect(Math.max(...middles) - Math.min(...middles), `band ${n} on one line`).toBeLessThan(12);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x, `band ${n}: control ${i + 1} right of control ${i}`).toBeGreaterThan(boxes[i - 1]!.x);
    const last = boxes.at(-1)!;
    expect(last.x + last.width, `band ${n} fits in the details panel`).toBeLessThanOrEqual(details.x + details.width);
  }
  // The label of a band is wide enough to read "Dépression modérément sévère".
  expect((await box(page.getByLabel(tb('bands.labelOf', { n: 4 })))).width).toBeGreaterThanOrEqual(180);
  const first = await box(page.getByLabel(tb('bands.fromOf', { n: 1 })));
  const lastDelete = await box(page.getByRole('button', { name: tb('bands.delete', { n: 5 }) }));
  expect(lastDelete.y + lastDelete.height - first.y, 'height of the five bands').toBeLessThanOrEqual(400);
  // The column titles are shown once, above the first band.
  for (const key of ['from', 'to', 'label', 'level', 'positive'])
    await expect(bands.getByText(tb(`bands.${key}`), { exact: true }).first()).toBeVisible();

  await noHorizontalScroll(page, 'at 1280 px');
  await expectNoAxeViolations(page);
  await bands.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-phq9-1280.png` });
  await page.screenshot({ path: `${SHOTS}/builder-phq9-1280-full.png`, fullPage: true });

  // From the top of the page, a question chosen in the structure comes into view with its settings beside it.
  await page.evaluate(() => window.scrollTo(0, 0));
  const item4 = instrumentVersion('phq9', 'fr')!.fields[3]!.title;
  const card = page.locator('#builder-canvas').getByRole('button', { name: tb('canvas.select', { title: item4 }) });
  await expect(card).not.toBeInViewport();
  await page
    .getByRole('navigation', { name: tb('structure.title') })
    .getByRole('button', { name: item4 })
    .click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toBeInViewport();
  const title = page.locator('#builder-field-editor').getByLabel(tb('editor.fieldTitle'));
  await expect(title).toHaveValue(item4);
  await expect(title).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/builder-phq9-1280-selected.png` });

  // A phone: each band is a card (bounds side by side, the label and level below them), and nothing overflows.
  // (The question chosen above opened the settings tab: back to the template's tab.)
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: tb('tabs.form'), exact: true }).click();
  await expect(page.getByLabel(tb('bands.labelOf', { n: 1 }))).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/builder-phq9-390-top.png` });
  const [from, to, label, level] = await Promise.all(bandControls(page, 1).slice(0, 4).map(box));
  expect(Math.abs(from!.y - to!.y), 'bounds side by side').toBeLessThan(4);
  expect(label!.y, 'label below the bounds').toBeGreaterThan(from!.y + from!.height);
  expect(level!.y, 'level below the label').toBeGreaterThanOrEqual(label!.y + label!.height);
  expect(label!.width, 'label across the card').toBeGreaterThanOrEqual(250);
  await noHorizontalScroll(page, 'at 390 px');
  await expectNoAxeViolations(page);
  await bands.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-phq9-390.png` });
  await page.screenshot({ path: `${SHOTS}/builder-phq9-390-full.png`, fullPage: true });
});

test('the builder of the Oswestry-type demo template passes axe, its date field included', async ({ page, request }) => {
  const a = await practitioner(request, 'builder-oswestry');
  const { items } = await trpcQuery<{ items: { id: number; name: string }[] }>(
    request,
    'market.list',
    { search: 'Oswestry', language: 'fr' },
    a.token,
  );
  const original = items.find((item) => item.name === 'Bilan lombalgie (type Oswestry)');
  if (!original) throw new Error('the demo template "Bilan lombalgie (type Oswestry)" is not in the market');
  const { template } = await trpcCall<{ template: { id: number } }>(request, 'market.duplicate', { id: original.id }, a.token);
  await signInAs(page, request, a.account);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/fr/templates/${template.id}/edit`);
  const date = page.locator('#builder-canvas').getByRole('button', { name: tb('canvas.select', { title: 'Depuis quand avez-vous mal ?' }) });
  await expect(date).toContainText(tb('look.datePlaceholder'), { timeout: 30_000 });
  await expectNoAxeViolations(page);
  await date.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/builder-oswestry-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: tb('tabs.form'), exact: true }).click();
  await expect(date).toBeVisible();
  await expectNoAxeViolations(page);
});
