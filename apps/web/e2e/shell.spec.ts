// The public shell: landing in three languages, prefix-less redirects, not-found pages, titles, language switcher.
import { expect, test, type Response } from '@playwright/test';
import { text } from './support/i18n';

for (const locale of ['fr', 'en', 'nl'] as const) {
  test(`landing page renders in ${locale}`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text(locale, 'landing', 'hero.title'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: text(locale, 'common', 'layout.signIn') })).toBeVisible();
    await expect(header.getByRole('link', { name: text(locale, 'common', 'layout.freeTrial') })).toHaveAttribute('href', `/${locale}/register`);
  });
}

test('a prefix-less URL gets the default locale and keeps its query', async ({ page }) => {
  await page.goto('/faq?x=1');
  await expect(page).toHaveURL(/\/fr\/faq\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test('a prefix-less URL follows the stored locale, keeping query and hash', async ({ page }) => {
  await page.goto('/fr');
  // Once the page's scripts have run (they store the language it shows; the served page is on screen before them), a
  // later choice of English is stored.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await page.evaluate(() => window.localStorage.setItem('praxiform.locale', 'en'));
  await page.goto('/faq?x=1#billing');
  await expect(page).toHaveURL(/\/en\/faq\?x=1#billing$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('with a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });
  test('a prefix-less URL follows the browser language when nothing is stored', async ({ page }) => {
    await page.goto('/cgu');
    await expect(page).toHaveURL(/\/nl\/cgu$/);
  });
});

test('unknown page, unknown language and non-numeric form ids show the not-found page', async ({ page }) => {
  for (const [url, expected] of [
    ['/fr/nope', /\/fr\/nope$/],
    ['/de/market', /\/de\/market$/],
  ] as const) {
    await page.goto(url);
    await expect(page).toHaveURL(expected);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'common', 'notFound.title'));
    await expect(page).toHaveTitle('Praxiform');
  }
  await page.getByRole('link', { name: text('fr', 'common', 'notFound.backHome') }).click();
  await expect(page).toHaveURL(/\/fr$/);
  // The public form page (its own bundle) shows the same not-found page for ids that are not digits.
  await page.goto('/fr/form/abc/12');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'publicForm', 'states.pageNotFoundTitle'));
  await expect(page).toHaveTitle('Praxiform');
  await page.getByRole('link', { name: text('fr', 'publicForm', 'states.backHome') }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test('page titles are the translated page name and the product name', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page).toHaveTitle('FAQ | Praxiform');
  await page.goto('/en/subscription/pricing');
  await expect(page).toHaveTitle(`${text('en', 'common', 'pages.SubscriptionPricing')} | Praxiform`);
  await page.goto('/nl/cgv');
  await expect(page).toHaveTitle(`${text('nl', 'common', 'pages.Cgv')} | Praxiform`);
  // A form link that leads nowhere says so in its title too.
  await page.goto('/fr/form/12/34/a/b');
  await expect(page).toHaveTitle(`${text('fr', 'publicForm', 'titles.notFound')} | Praxiform`);
});

test('the language switcher keeps the page, query and hash', async ({ page }) => {
  await page.goto('/fr/faq?x=1');
  // The served page is on screen before its handlers: the menu opens once the guest entry has hydrated it.
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
  await page
    .getByRole('banner')
    .getByRole('button', { name: text('fr', 'common', 'language.label').replace('{{language}}', 'Français') })
    .click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq\?x=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('FAQ | Praxiform');
  await expect(page.getByRole('banner').getByRole('link', { name: text('en', 'common', 'layout.signIn') })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('praxiform.locale'))).toBe('en');
});

test('the skip link is the first keyboard stop and moves focus to the content', async ({ page }) => {
  await page.goto('/fr/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: text('fr', 'common', 'layout.skipToContent') });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main-content$/);
});

test('public pages load without console errors (CSP, missing assets, React warnings)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  for (const url of ['/fr', '/en/faq', '/nl/subscription/pricing', '/fr/cgu', '/fr/login']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(problems).toEqual([]);
});

test('an unknown path is answered with status 404 and the not-found page, without any other failed request', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('pageerror', (error) => failed.push(`pageerror: ${error.message}`));
  // Without a prefix, the French browser's language (nothing stored yet).
  for (const [url, locale] of [
    ['/no-such-page', 'fr'],
    ['/fr/no-such-page', 'fr'],
    ['/en/templates/12/nope', 'en'],
  ] as const) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(404);
    expect(response?.headers()['cache-control'], url).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'common', 'notFound.title'));
  }
  for (const url of ['/fr', '/fr/faq', '/fr/patients/12', '/verify-email/abc']) {
    expect((await page.request.get(url)).status(), url).toBe(200);
  }
  expect(failed).toEqual([]);
});

test('scripts and styles come compressed and cached for good; the HTML is revalidated', async ({ page }) => {
  const responses: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/') && /\.(js|css)$/.test(response.url())) responses.push(response);
  });
  const document = await page.goto('/fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(document?.headers()['cache-control']).toBe('no-cache');
  const assets = await Promise.all(
    responses.map(async (response) => {
      const headers = response.headers();
      return { url: response.url(), encoding: headers['content-encoding'], cache: headers['cache-control'], bytes: (await response.body()).length };
    }),
  );
  expect(assets.filter((asset) => asset.encoding === 'br').length).toBeGreaterThan(1);
  for (const asset of assets) {
    // The build compresses every file of 512 bytes or more (scripts/compress-assets.mjs); smaller ones gain nothing.
    if (asset.bytes >= 512) expect(asset.encoding, asset.url).toBe('br');
    expect(asset.cache, asset.url).toBe('public, max-age=31536000, immutable');
  }
  // A client without brotli gets gzip; one that accepts nothing gets the file as built.
  const script = assets.find((asset) => asset.url.endsWith('.js') && asset.bytes >= 512)?.url ?? '';
  const gzip = await page.request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['vary']).toMatch(/Accept-Encoding/i);
  const plain = await page.request.get(script, { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(plain.headers()['content-type']).toMatch(/javascript/);
});
