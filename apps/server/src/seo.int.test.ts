// What a crawler reads (seo.ts, docs/architecture.md "Serving the SPA"): robots.txt opens the public pages only,
// sitemap.xml lists them in three languages with their alternates, and every other page says noindex.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '@praxiform/api/testing';
import { getTestPrisma } from '@praxiform/db/testing';
import { LOCALE_ROUTES } from '@praxiform/domain';
import { createApp } from './app';
import { isPublicPagePath, robotsTagOf } from './seo';

const APP_URL = 'https://praxiform.example/';
const ORIGIN = 'https://praxiform.example';
const INDEX = '<!doctype html><title>Praxiform</title><div id="root"></div>';
const FORM_PAGE = '<!doctype html><title>Formulaire</title><div id="root"></div><!--form-data-->';

let server: Server;
let base: string;

beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'form.html'), FORM_PAGE);
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'void 0');
  const deps = await createTestDeps({ prisma: await getTestPrisma(), appUrl: APP_URL });
  server = await new Promise((resolve) => {
    const s = createApp({ deps, webDistDir: dist }).listen(0, '127.0.0.1', () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const PUBLIC_PATHS = LOCALE_ROUTES.public.map(([pagePath]) => pagePath);
const LANGUAGES = ['fr', 'en', 'nl'] as const;
const urlOf = (locale: string, pagePath: string) => `${ORIGIN}/${locale}${pagePath === '' ? '' : `/${pagePath}`}`;

/**
 * RFC 9309's matching, as Google applies it: the longest matching rule wins, Allow on a tie; `*` any characters, a
 * final `$` the end of the path. Returns whether a crawler may fetch the path.
 */
function allowedBy(robots: string, pathname: string): boolean {
  let best: { length: number; allow: boolean } | null = null;
  for (const line of robots.split('\n')) {
    const rule = /^(Allow|Disallow):\s*(\S*)$/i.exec(line.trim());
    if (!rule?.[2]) continue;
    const pattern = rule[2];
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    if (!new RegExp(`^${body}${anchored ? '$' : ''}`).test(pathname)) continue;
    const allow = rule[1]?.toLowerCase() === 'allow';
    if (!best || pattern.length > best.length || (pattern.length === best.length && allow)) best = { length: pattern.length, allow };
  }
  return best?.allow ?? true;
}

describe('robots.txt', () => {
  it('opens the public pages in fr, en and nl and the assets they render with, and names the sitemap', async () => {
    const res = await fetch(`${base}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const robots = await res.text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toContain(`\nSitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(PUBLIC_PATHS).toEqual(['', 'faq', 'cgv', 'cgu', 'rgpd', 'privacy', 'subscription/pricing']);
    for (const locale of LANGUAGES) {
      for (const pagePath of PUBLIC_PATHS) {
        const page = new URL(urlOf(locale, pagePath)).pathname;
        expect(allowedBy(robots, page), page).toBe(true);
      }
    }
    for (const open of ['/', '/assets/app-1234.js', '/favicon.svg']) expect(allowedBy(robots, open), open).toBe(true);
  });

  it('closes the app, its guest and auth pages, the API, and every form link', async () => {
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    const closed = [
      '/api/',
      '/api/trpc/auth.me',
      '/api/public-forms/abc',
      `/form/${'A'.repeat(64)}`,
      '/form/12/34/x',
      ...LANGUAGES.flatMap((locale) => [`/${locale}/form/${'A'.repeat(64)}`, `/${locale}/form/12/34`]),
      // Every non-public page of the route table, in each language and without a prefix.
      ...Object.entries(LOCALE_ROUTES)
        .filter(([group]) => group !== 'public')
        .flatMap(([, pages]) => pages.map(([pagePath]) => pagePath.replace(/:[a-z]+/gi, '12')))
        .flatMap((pagePath) => [`/${pagePath}`, ...LANGUAGES.map((locale) => `/${locale}/${pagePath}`)]),
      '/fr/faq/extra',
      '/fr/no-such-page',
    ];
    expect(closed).toEqual(expect.arrayContaining(['/fr/login', '/fr/dashboard', '/en/register', '/nl/admin/users']));
    for (const page of closed) expect(allowedBy(robots, page), page).toBe(false);
    for (const locale of LANGUAGES) expect(robots).toContain(`\nDisallow: /${locale}/form/\n`);
    expect(robots).toContain('\nDisallow: /form/\n');
    expect(robots).toContain('\nDisallow: /api/\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page in the three languages, absolute, each with its fr, en, nl and x-default alternates', async () => {
    const res = await fetch(`${base}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');

    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
      loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1],
      alternates: Object.fromEntries(
        [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => [lang, href]),
      ),
    }));
    const expected = PUBLIC_PATHS.flatMap((pagePath) => LANGUAGES.map((locale) => urlOf(locale, pagePath)));
    expect(entries.map((entry) => entry.loc).sort()).toEqual([...expected].sort());
    expect(entries).toHaveLength(PUBLIC_PATHS.length * 3);
    expect(entries).toContainEqual({
      loc: `${ORIGIN}/en/faq`,
      alternates: { fr: `${ORIGIN}/fr/faq`, en: `${ORIGIN}/en/faq`, nl: `${ORIGIN}/nl/faq`, 'x-default': `${ORIGIN}/fr/faq` },
    });
    expect(entries).toContainEqual({
      loc: `${ORIGIN}/nl`,
      alternates: { fr: `${ORIGIN}/fr`, en: `${ORIGIN}/en`, nl: `${ORIGIN}/nl`, 'x-default': `${ORIGIN}/fr` },
    });
    for (const pagePath of PUBLIC_PATHS) {
      for (const locale of LANGUAGES) {
        const entry = entries.find((candidate) => candidate.loc === urlOf(locale, pagePath));
        expect(entry?.alternates, `${locale} ${pagePath}`).toEqual({
          fr: urlOf('fr', pagePath),
          en: urlOf('en', pagePath),
          nl: urlOf('nl', pagePath),
          'x-default': urlOf('fr', pagePath),
        });
      }
    }
  });
});

describe('X-Robots-Tag', () => {
  it('is absent from the public marketing and legal pages', async () => {
    const pages = ['/', '/fr/', '/FR/Faq', '/faq', ...LANGUAGES.flatMap((locale) => PUBLIC_PATHS.map((p) => new URL(urlOf(locale, p)).pathname))];
    for (const page of pages) {
      const res = await fetch(`${base}${page}`);
      expect(res.status, page).toBe(200);
      expect(res.headers.get('x-robots-tag'), page).toBeNull();
    }
  });

  it('says noindex on the app, the guest and auth pages and unknown paths, and noindex, nofollow on form pages', async () => {
    for (const page of [
      '/fr/login',
      '/en/register',
      '/nl/forgot-password',
      '/fr/reset-password',
      '/fr/dashboard',
      '/home',
      '/fr/verify-email/abc',
      '/fr/complete-profile',
      '/fr/admin/users',
      '/fr/no-such-page',
    ]) {
      const res = await fetch(`${base}${page}`);
      expect(res.headers.get('x-robots-tag'), page).toBe('noindex');
    }
    for (const page of [`/form/${'A'.repeat(64)}`, `/fr/form/${'A'.repeat(64)}`, '/nl/form/12/34/x', '/en/form/short', '/FR/form/x']) {
      const res = await fetch(`${base}${page}`, { headers: { 'sec-fetch-dest': 'document' } });
      expect(res.headers.get('x-robots-tag'), page).toBe('noindex, nofollow');
    }
  });

  it('is not sent with the assets, the API, robots.txt or the sitemap', async () => {
    for (const url of ['/assets/app-1234.js', '/favicon.svg', '/api/health', '/robots.txt', '/sitemap.xml']) {
      const res = await fetch(`${base}${url}`);
      expect(res.headers.get('x-robots-tag'), url).toBeNull();
    }
  });

  it('follows the route table: public pages with or without their prefix, nothing else', () => {
    expect(isPublicPagePath('/fr/subscription/pricing/')).toBe(true);
    expect(isPublicPagePath('/subscription/success')).toBe(false);
    expect(isPublicPagePath('/de/faq')).toBe(false);
    expect(robotsTagOf('/en/form')).toBe('noindex, nofollow');
    expect(robotsTagOf('/en/forms/pending')).toBe('noindex');
  });
});
