// The prerendered guest pages (src/prerender/, docs/architecture.md "The guest pages") become live without the content
// disappearing, changing or moving: the HTML arrives with the page in it, the guest entry hydrates it (the first
// heading is the very element the server sent, every heading and link reads the same before and after), the language
// menu and the FAQ accordion work, no console error nor hydration warning, and the cumulative layout shift stays
// within budget on a phone (390x844).
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './support/client-ip';
import { PRACTITIONER, signInAs } from './support/session';

const CLS_BUDGET = 0.1;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

type TWatched = { errors: string[] };

/**
 * Before the page's first byte: sums the layout shifts without recent input, and keeps the first <h1> the parser
 * creates, to tell later whether React adopted it (hydration) or replaced it (a fresh render).
 */
async function watch(page: Page): Promise<TWatched> {
  const watched: TWatched = { errors: [] };
  // Lighthouse's mobile profile, as in seo.spec.ts: a 4x slower CPU and a slow 4G link, so that the scripts arrive well
  // after the HTML is painted and anything they move is recorded.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  page.on('pageerror', (error) => watched.errors.push(`pageerror: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(text)) watched.errors.push(`${message.type()}: ${text}`);
  });
  await page.addInitScript(() => {
    const state = { cls: 0, shifts: [] as string[], firstH1: null as Element | null, heroMutations: 0 };
    (window as unknown as { __prerender: typeof state }).__prerender = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        state.cls += entry.value;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name = node instanceof Element ? [node.tagName.toLowerCase(), ...[...node.classList].slice(0, 3)].join('.') : String(node?.nodeName);
          return `${name} ${Math.round(previousRect.y)}+${Math.round(previousRect.height)} -> ${Math.round(currentRect.y)}+${Math.round(currentRect.height)}`;
        });
        state.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The landing page's hero is kept as served (<KeepPrerendered>): nothing in it may change.
    document.addEventListener('DOMContentLoaded', () => {
      const hero = document.querySelector('#root section');
      if (!hero) return;
      new MutationObserver((records) => {
        state.heroMutations += records.length;
      }).observe(hero, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    new MutationObserver((_records, observer) => {
      const h1 = document.querySelector('h1');
      if (h1) {
        state.firstH1 = h1;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return watched;
}

/** Waits for the guest entry to have hydrated the page (guest-main.tsx marks #root): its handlers work. */
async function waitForHydrated(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated', '');
}

async function settledState(page: Page) {
  await page.waitForLoadState('networkidle');
  // A last frame for late shifts to be recorded.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  const settled = await page.evaluate(() => {
    const state = (window as unknown as { __prerender: { cls: number; shifts: string[]; firstH1: Element | null; heroMutations: number } })
      .__prerender;
    return {
      cls: state.cls,
      shifts: state.shifts,
      heroMutations: state.heroMutations,
      sameHeading: state.firstH1 !== null && state.firstH1 === document.querySelector('h1'),
    };
  });
  test.info().annotations.push({ type: 'CLS', description: `${page.url()} ${settled.cls.toFixed(4)} ${settled.shifts.join(' | ')}` });
  return settled;
}

test('the landing page arrives rendered, hydrates in place and its language menu works', async ({ page, request }) => {
  const html = await (await request.get('/fr')).text();
  expect(html).toContain('<div id="root" data-prerendered="/fr">');
  expect(html).toMatch(/<h1\b[^>]*>Vos questionnaires patients,/);

  const watched = await watch(page);
  await page.goto('/fr');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Vos questionnaires patients');
  const language = page.getByRole('button', { name: /langue/i });
  await waitForHydrated(page);

  const { cls, shifts, sameHeading, heroMutations } = await settledState(page);
  expect(sameHeading, 'the server-sent <h1> is the one on screen (hydrated, not replaced)').toBe(true);
  expect(heroMutations, 'the hero, kept as served, is not rendered again').toBe(0);
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(CLS_BUDGET);

  // The frequent questions are hydrated in a task of their own (components/layout/keep-prerendered.tsx): they open.
  const question = page.locator('main h3 button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');

  await language.click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(heading).toContainText('Your patient questionnaires');
  expect(watched.errors).toEqual([]);
});

test('a prerendered page paints before its scripts load: only its boot script is fetched before the first paint', async ({ page }) => {
  const watched = await watch(page);
  for (const url of ['/fr', '/fr/login']) {
    await page.goto(url);
    await waitForHydrated(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, start: Math.round(entry.startTime) })),
    }));
    expect(timing.paint, url).not.toBeNull();
    const early = timing.scripts.filter((script) => script.start < timing.paint!).map((script) => script.path);
    expect(early, `${url}: scripts requested before the first paint at ${Math.round(timing.paint!)} ms`).toEqual([
      expect.stringMatching(/^\/assets\/guest-boot-[\w-]{8}\.js$/),
    ]);
    // Then the guest entry, its imports and the page's chunks.
    expect(timing.scripts.length, url).toBeGreaterThan(5);
  }
  // The login form works once hydrated: a submission without a password is answered in the page.
  await page.getByLabel('Adresse e-mail').fill('marie@cabinet.fr');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Saisissez votre mot de passe.')).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('the FAQ arrives rendered, hydrates in place and its accordion opens', async ({ page, request }) => {
  const html = await (await request.get('/en/faq')).text();
  expect(html).toContain('<div id="root" data-prerendered="/en/faq">');
  expect(html).toMatch(/<h1\b[^>]*>Frequently asked questions<\/h1>/);

  const watched = await watch(page);
  await page.goto('/en/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  const trigger = page.locator('main h3 button').first();
  await waitForHydrated(page);

  const { cls, shifts, sameHeading } = await settledState(page);
  expect(sameHeading, 'the server-sent <h1> is the one on screen (hydrated, not replaced)').toBe(true);
  expect(cls, shifts.join('\n')).toBeLessThanOrEqual(CLS_BUDGET);

  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region').first()).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('a signed-in practitioner gets the same static page, then the header and plans of their session', async ({ page, request }) => {
  await signInAs(page, request, PRACTITIONER);
  const watched = await watch(page);
  await page.goto('/fr/subscription/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Un abonnement, toutes les fonctionnalités');
  // Rendered without a session on the server: the session's header (in the hidden desktop bar at 390 px) comes right
  // after hydration, without a mismatch.
  await expect(page.locator('header').getByRole('link', { name: 'Mon espace', includeHidden: true })).toBeAttached();
  await expect(page.getByTestId('plans-loading')).toHaveCount(0);
  await expect(page.getByTestId('plan-monthly')).toBeVisible();
  const { sameHeading } = await settledState(page);
  expect(watched.errors).toEqual([]);
  expect(sameHeading).toBe(true);
});

/** The texts of the page's headings and links, in order: what a reader sees of its structure. */
const outline = (page: Page) => page.locator('#root').locator('h1, h2, h3, a').allInnerTexts();

const GUEST_URLS = [
  '/fr',
  '/fr/faq',
  '/fr/cgu',
  '/fr/subscription/pricing',
  '/fr/login',
  '/fr/register',
  '/fr/forgot-password',
  '/en/rgpd',
  '/nl/privacy',
];

test('every prerendered guest page reads the same before and after hydration', async ({ browser }) => {
  test.setTimeout(90_000);
  const staticContext = await browser.newContext({ javaScriptEnabled: false });
  const liveContext = await browser.newContext();
  try {
    for (const url of GUEST_URLS) {
      const before = await staticContext.newPage();
      await before.goto(url);
      const served = await outline(before);
      await before.close();
      const live = await liveContext.newPage();
      const errors: string[] = [];
      live.on('pageerror', (error) => errors.push(error.message));
      await live.goto(url);
      await waitForHydrated(live);
      await live.waitForLoadState('networkidle');
      expect.soft(await outline(live), `${url}: headings and links after hydration`).toEqual(served);
      expect.soft(errors, url).toEqual([]);
      await live.close();
    }
  } finally {
    await staticContext.close();
    await liveContext.close();
  }
});

test('the sign-in pages arrive rendered, and a reset link, which depends on its token, starts fresh', async ({ page, request }) => {
  const login = await (await request.get('/fr/login')).text();
  expect(login).toContain('<div id="root" data-prerendered="/fr/login">');
  expect(login).toMatch(/<h1\b[^>]*>Connexion<\/h1>/);
  const watched = await watch(page);
  await page.goto('/fr/reset-password?token=abc');
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('before the scripts run, a prerendered sign-in form cannot be sent: the password never goes into a URL', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/fr/login');
    await expect(page.getByRole('button', { name: 'Se connecter' })).toBeDisabled();
    await page.getByLabel('Adresse e-mail').fill('marie@cabinet.fr');
    await page.getByLabel('Mot de passe', { exact: true }).fill('Secret-123456');
    await page.getByLabel('Mot de passe', { exact: true }).press('Enter');
    // A later navigation of our own: a submission started by Enter would have been requested before it.
    await page.goto('/fr/faq');
    expect(requested.filter((url) => url.includes('Secret') || url.includes('password='))).toEqual([]);
    expect(requested.filter((url) => new URL(url).pathname === '/fr/login')).toHaveLength(1);
  } finally {
    await context.close();
  }
});
