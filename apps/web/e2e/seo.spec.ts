// The first pages a visitor meets on a phone do not move once shown (issue 33): cumulative layout shift measured in
// the browser, at 390x844 with a throttled CPU and network so that late content has time to push what was painted.
// Also what the built server tells crawlers: robots.txt, sitemap.xml and X-Robots-Tag (apps/server/src/seo.ts).
import type { Page } from '@playwright/test';
import { expect, test } from './support/client-ip';

const CLS_BUDGET = 0.1;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

type TShift = { value: number; at: number; sources: string[] };

/**
 * Sums the layout shifts without recent input (the CLS of web-vitals, without its session windows: an upper bound),
 * recorded from the first paint on by a buffered PerformanceObserver.
 */
async function layoutShiftOf(page: Page, url: string, navigateTo?: string): Promise<{ total: number; shifts: TShift[] }> {
  const cdp = await page.context().newCDPSession(page);
  // Lighthouse's mobile profile: a 4x slower CPU, and a slow 4G link (150 ms round trip, 1.6 Mbit/s down).
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.addInitScript(() => {
    type TRect = { y: number; height: number };
    type TEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null; previousRect: TRect; currentRect: TRect }[];
    };
    const shifts: TShift[] = [];
    (window as unknown as { __shifts: TShift[] }).__shifts = shifts;
    // Which element moved, from where to where (y and height in CSS pixels), for the failure message.
    const describe = ({ node, previousRect, currentRect }: NonNullable<TEntry['sources']>[number]) => {
      const name = node instanceof Element ? [node.tagName.toLowerCase(), ...[...node.classList].slice(0, 3)].join('.') : String(node?.nodeName);
      return `${name} y ${Math.round(previousRect.y)}+${Math.round(previousRect.height)} -> ${Math.round(currentRect.y)}+${Math.round(currentRect.height)}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as TEntry[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources ?? []).map(describe) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (navigateTo) {
    // An in-app navigation as a link makes it, but without the click, whose input would hide the next 500 ms of shifts.
    await page.evaluate(() => ((window as unknown as { __shifts: TShift[] }).__shifts.length = 0));
    await page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, navigateTo);
    await page.waitForURL(`**${navigateTo}`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Let late fonts, images and effects land, then read what the observer saw.
  await page.waitForTimeout(1500);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: TShift[] }).__shifts);
  await cdp.detach();
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

for (const url of ['/fr/faq', '/fr', '/fr/login', '/fr/subscription/pricing']) {
  test(`${url} does not shift on a phone (CLS <= ${CLS_BUDGET})`, async ({ page }, testInfo) => {
    const { total, shifts } = await layoutShiftOf(page, url);
    testInfo.annotations.push({ type: 'CLS', description: `${url}: ${total.toFixed(4)}` });
    console.log(`CLS ${url}: ${total.toFixed(4)}`, JSON.stringify(shifts));
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
  });
}

// The page's code loads inside the public layout: its loader must keep the footer out of view until the page is there.
test(`/fr to /fr/faq inside the app does not shift on a phone (CLS <= ${CLS_BUDGET})`, async ({ page }) => {
  const { total, shifts } = await layoutShiftOf(page, '/fr', '/fr/faq');
  console.log(`CLS /fr -> /fr/faq: ${total.toFixed(4)}`, JSON.stringify(shifts));
  expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(CLS_BUDGET);
});

test('crawlers: robots.txt, sitemap.xml and X-Robots-Tag on the built server', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const robotsText = await robots.text();
  expect(robotsText).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  expect(robotsText).toContain('Allow: /fr/faq$');
  expect(robotsText).toContain('Disallow: /fr/form/');

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toContain(`<xhtml:link rel="alternate" hreflang="nl" href="${baseURL}/nl/subscription/pricing"/>`);

  expect((await request.get('/fr/faq')).headers()['x-robots-tag']).toBeUndefined();
  expect((await request.get('/fr/login')).headers()['x-robots-tag']).toBe('noindex');
  expect((await request.get(`/fr/form/${'A'.repeat(64)}`)).headers()['x-robots-tag']).toBe('noindex, nofollow');
});
