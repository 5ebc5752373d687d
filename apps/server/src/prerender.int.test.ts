// The guest pages (the public marketing and legal pages, login, register, forgot password) as a crawler or a link
// preview reads them, without JavaScript: the build's prerendered HTML (apps/web/scripts/prerender.mjs) served by
// spa.ts with its heading and text, translated title and description, canonical URL, hreflang alternates and Open
// Graph tags, in fr, en and nl (docs/architecture.md, "The guest pages"). The pages are rendered here, into a directory
// of their own, by the same renderer as the build.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps, listenLocally, type TListening } from '@praxiform/api/testing';
import { getTestPrisma } from '@praxiform/db/testing';
import { GUEST_ENTRY_PAGES, LOCALES, LOCALE_ROUTES, PRODUCT_NAME, type TLocale } from '@praxiform/domain';
import { createApp } from './app';

const WEB = path.resolve(import.meta.dirname, '../../web');
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../../packages/i18n/locales');
const ORIGIN = 'https://praxiform.example';
/** The shape of the guest entry's guest.html that the prerender fills in. */
const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta name="description" content="Praxiform" />
    <title>Praxiform</title>
    <script type="module" crossorigin src="/assets/guest-1234.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/guest-vendor-5678.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const INDEX = '<!doctype html><title>Praxiform</title><div id="root"></div>';
/** guest.html as the server sends it for a guest page the build did not prerender (the password reset). */
const GUEST = '<!doctype html><title>Praxiform</title><div id="root"></div><script type="module" src="/assets/guest-1234.js"></script>';

let server: TListening;
let base: string;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-prerender-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'guest.html'), TEMPLATE);
  // The renderer imports React and the rest from apps/web's node_modules: built inside apps/web (prerender.mjs deletes it).
  const bundle = path.join(WEB, 'node_modules', '.cache', `prerender-test-${process.pid}`);
  const vite = path.join(WEB, 'node_modules', '.bin', 'vite');
  execFileSync(vite, ['build', '-c', 'vite.prerender.config.ts', '--outDir', bundle, '--logLevel', 'error'], { cwd: WEB, stdio: 'pipe' });
  execFileSync(process.execPath, [path.join(WEB, 'scripts', 'prerender.mjs'), dist, bundle], { stdio: 'pipe' });
  // What the server sends for the app's paths, and for the guest pages without a prerendered page.
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'guest.html'), GUEST);
  const deps = await createTestDeps({ prisma: await getTestPrisma(), appUrl: `${ORIGIN}/` });
  server = await listenLocally(createApp({ deps, webDistDir: dist }));
  base = server.base;
}, 180_000);

afterAll(() => server.close());

type TTexts = Record<string, unknown>;
const texts = (locale: TLocale, namespace: string): TTexts =>
  JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as TTexts;

/** A text of a namespace by dotted key, its {{placeholders}} cut off (the assertions look for what precedes them). */
function text(locale: TLocale, namespace: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as TTexts | undefined)?.[part], texts(locale, namespace));
  if (typeof value !== 'string') throw new Error(`no ${namespace}:${key} in ${locale}`);
  return value.split('{{')[0]!.trim();
}

/** The page's main heading and a text further down, by route. */
const EXPECTED: Record<string, { heading: [string, string]; body: [string, string] }> = {
  Landing: { heading: ['landing', 'hero.title'], body: ['landing', 'features.title'] },
  // A closed answer too: every answer is in the page, hidden until opened.
  Faq: { heading: ['faq', 'page.title'], body: ['faq', 'items.cancel.answer'] },
  Cgv: { heading: ['legal', 'cgv.title'], body: ['legal', 'meta.toc'] },
  Cgu: { heading: ['legal', 'cgu.title'], body: ['legal', 'meta.toc'] },
  Rgpd: { heading: ['legal', 'rgpd.title'], body: ['legal', 'meta.toc'] },
  Privacy: { heading: ['legal', 'privacy.title'], body: ['legal', 'meta.toc'] },
  SubscriptionPricing: { heading: ['pricing', 'page.title'], body: ['pricing', 'included.title'] },
  login: { heading: ['common', 'pages.login'], body: ['auth', 'login.subtitle'] },
  register: { heading: ['auth', 'register.title'], body: ['auth', 'register.subtitle'] },
  ForgotPassword: { heading: ['common', 'pages.ForgotPassword'], body: ['auth', 'forgotPassword.subtitle'] },
};

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const urlOf = (locale: TLocale, route: string) => (route === '' ? `/${locale}` : `/${locale}/${route}`);

describe('prerendered guest pages', () => {
  for (const locale of LOCALES) {
    for (const [route, name] of GUEST_ENTRY_PAGES.filter(([, page]) => page !== 'ResetPassword')) {
      it(`GET ${urlOf(locale, route)} has the page's content and head in ${locale}`, async () => {
        const response = await fetch(`${base}${urlOf(locale, route)}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        expect(response.headers.get('cache-control')).toBe('no-cache');
        const html = decode(await response.text());
        const expected = EXPECTED[name]!;
        expect(html).toContain(`<html lang="${locale}">`);
        const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
        expect(h1).toContain(text(locale, ...expected.heading));
        expect(html).toContain(text(locale, ...expected.body));
        // The public pages' footer; the sign-in pages have the centered layout's.
        if (LOCALE_ROUTES.public.some(([, page]) => page === name)) expect(html).toContain(text(locale, 'common', 'layout.footer.tagline'));
        const title = `${text(locale, 'common', `pages.${name}`)} | ${PRODUCT_NAME}`;
        expect(html).toContain(`<title>${title}</title>`);
        expect(html).toContain(`<meta property="og:title" content="${title}" />`);
        expect(html).toMatch(/<meta name="description" content="[^"]{40,}" \/>/);
        const own = `${ORIGIN}${urlOf(locale, route)}`;
        expect(html).toContain(`<link rel="canonical" href="${own}" />`);
        expect(html).toContain(`<meta property="og:url" content="${own}" />`);
        expect(html).toContain('<meta property="og:type" content="website" />');
        for (const other of LOCALES) {
          expect(html).toContain(`<link rel="alternate" hreflang="${other}" href="${ORIGIN}${urlOf(other, route)}" />`);
        }
        expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}${urlOf('fr', route)}" />`);
        expect(html).not.toContain('%PRAXIFORM_ORIGIN%');
        // No inline script: the page's CSP allows none.
        expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
        expect(html).toContain(`<div id="root" data-prerendered="${urlOf(locale, route)}">`);
      });
    }
  }

  it("loads the page's scripts through its boot script, which fetches the guest entry and its imports", async () => {
    const html = await (await fetch(`${base}/fr/login`)).text();
    // The page's one script (scripts/guest-boot.js): the entry and its preloads wait for the first paint.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts).toEqual([expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/guest-boot-[\w-]{8}\.js">$/)]);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('guest-1234.js');
    const boot = /src="(\/assets\/guest-boot-[\w-]{8}\.js)"/.exec(scripts[0]!)![1]!;
    // Every page loads the same boot script.
    expect(await (await fetch(`${base}/en/faq`)).text()).toContain(`src="${boot}"`);
    const response = await fetch(`${base}${boot}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const source = await response.text();
    expect(source).toContain('const { entry, preloads } = {"entry":"/assets/guest-1234.js","preloads":["/assets/guest-vendor-5678.js"]};');
    expect(source).not.toContain('__GUEST_FILES__');
  });

  it('answers a trailing slash and HEAD with the same page, and sends it compressed', async () => {
    const page = await (await fetch(`${base}/en/faq`)).text();
    expect(await (await fetch(`${base}/en/faq/`)).text()).toBe(page);
    const head = await fetch(`${base}/en/faq`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const { request } = await import('node:http');
    const gzipped = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      request(`${base}/en/faq`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(gzipped.encoding).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(page);
  });

  it('serves guest.html for the password reset, index.html for the app, and 404 for unknown paths', async () => {
    for (const url of ['/fr/reset-password?token=abc', '/NL/Reset-Password/']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(GUEST);
    }
    for (const url of ['/en/dashboard', '/fr/verify-two-factor', '/login']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(200);
      expect(await response.text()).toBe(INDEX);
    }
    for (const url of ['/fr/nowhere', '/fr/faq/extra']) {
      const response = await fetch(`${base}${url}`);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toBe(INDEX);
    }
  });

  it('falls back to index.html when the build wrote no prerendered page', async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    expect(existsSync(path.join(dist, 'prerendered'))).toBe(false);
    const deps = await createTestDeps({ prisma: await getTestPrisma(), appUrl: ORIGIN });
    const other = await listenLocally(createApp({ deps, webDistDir: dist }));
    try {
      const response = await fetch(`${other.base}/fr/faq`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    } finally {
      await other.close();
    }
  });
});
