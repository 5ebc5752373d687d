// The market speaks the practitioner's language first (issue 26): searching "PHQ" on /fr/market lists the French
// templates only, the language filter showing French; "Show all languages" is one click away and lists every language,
// the French ones first, the choice kept in the URL. On /en/market the default is English. Axe-clean, 1280 and 390 px.
import { instrumentVersion } from '@praxiform/domain';
import { expect, test } from './support/client-ip';
import { expectNoAxeViolations } from './support/axe';
import { text } from './support/i18n';
import { signInAs } from './support/session';
import { practitioner, screenshots } from './support/templates-api';
import type { Page } from '@playwright/test';

const m = (locale: 'fr' | 'en', key: string) => text(locale, 'market', key);

/** The language of each card, in the order listed (the card's title carries its template's language). */
function cardLanguages(page: Page): Promise<string[]> {
  return page.locator('main li h2[lang]').evaluateAll((titles) => titles.map((title) => title.getAttribute('lang') ?? ''));
}

test('the market lists the interface language by default, every language one click away', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { account } = await practitioner(request, 'market-language');
  await signInAs(page, request, account);

  await page.goto('/fr/market');
  await page.getByRole('searchbox', { name: m('fr', 'filters.search') }).fill('PHQ');
  await expect(page).toHaveURL(/[?&]q=PHQ/);
  const language = page.getByRole('combobox', { name: m('fr', 'filters.language') });
  await expect(language).toHaveValue('fr');
  await expect(page.getByRole('heading', { level: 2, name: instrumentVersion('phq9', 'fr')!.name, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: instrumentVersion('phq9', 'en')!.name, exact: true })).toHaveCount(0);
  expect(new Set(await cardLanguages(page))).toEqual(new Set(['fr']));
  await expectNoAxeViolations(page);
  await screenshots(page, 'b26-market-language-default');

  // Every language in one click: the French first, then the others; the URL keeps the choice.
  await page.getByRole('button', { name: m('fr', 'filters.showAllLanguages') }).click();
  await expect(page).toHaveURL(/[?&]language=all/);
  await expect(language).toHaveValue('all');
  await expect(page.getByRole('heading', { level: 2, name: instrumentVersion('phq9', 'en')!.name, exact: true })).toBeVisible();
  const languages = await cardLanguages(page);
  expect(languages).toContain('en');
  expect(languages.indexOf('en')).toBeGreaterThan(languages.lastIndexOf('fr'));
  await expectNoAxeViolations(page);
  await screenshots(page, 'b26-market-language-all');
  await page.reload();
  await expect(language).toHaveValue('all');

  // The favourites count is said once per card, by the heart.
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2, name: instrumentVersion('phq9', 'fr')!.name, exact: true }) });
  await expect(card.getByRole('button', { name: /\(\d+ favoris?\)$/ })).toHaveText(/^\d+$/);
  await expect(card.getByText(/favori/)).toHaveCount(0);

  // On the English interface the default is English.
  await page.goto('/en/market?q=PHQ');
  await expect(page.getByRole('combobox', { name: m('en', 'filters.language') })).toHaveValue('en');
  // The cards are read once the English list has arrived (the filter shows its value before the list loads).
  await expect(page.getByRole('heading', { level: 2, name: instrumentVersion('phq9', 'en')!.name, exact: true })).toBeVisible();
  expect(new Set(await cardLanguages(page))).toEqual(new Set(['en']));
  await expect(page.getByRole('button', { name: m('en', 'filters.showAllLanguages') })).toBeVisible();
});
