// What crawlers are told (docs/architecture.md, "Serving the SPA"), all built from the route table
// (packages/domain/src/routes.ts):
// - /robots.txt opens the public marketing and legal pages (LOCALE_ROUTES.public, in each language) and the assets
//   they render with, and closes everything else: the app, the API, and every form link (a patient's credential);
// - /sitemap.xml lists those pages in fr, en and nl, each with its hreflang alternates (x-default: French);
// - X-Robots-Tag on the pages spa.ts serves: `noindex` on every page but the public ones, `noindex, nofollow` on the
//   form page, for crawlers that ignore robots.txt or reach a page by a link.
import type { Express } from 'express';
import { DEFAULT_LOCALE, LOCALES, LOCALE_ROUTES, type TLocale } from '@praxiform/domain';

/** The public pages' paths under the locale prefix ('' is the landing page), as the route table lists them. */
export const PUBLIC_PAGE_PATHS: readonly string[] = LOCALE_ROUTES.public.map(([pagePath]) => pagePath);

/** /form/… and /{fr,en,nl}/form/…: the patient's form page (spa.ts), never indexed nor followed. */
const FORM_PATH = /^\/(?:(?:fr|en|nl)\/)?form(?:\/|$)/i;

export const NOINDEX = 'noindex';
export const NOINDEX_NOFOLLOW = 'noindex, nofollow';

/** The app's origin without a trailing slash: APP_URL may be given with one, or with a path. */
function originOf(appUrl: string): string {
  return appUrl.replace(/\/+$/, '');
}

/** A public page's absolute URL in a language: /fr for the landing page, /fr/faq for the FAQ (the SPA's own links). */
export function publicPageUrl(appUrl: string, locale: TLocale, pagePath: string): string {
  return `${originOf(appUrl)}/${locale}${pagePath === '' ? '' : `/${pagePath}`}`;
}

/** True for a public page, with or without its locale prefix, as the router matches it (case and trailing slash aside). */
export function isPublicPagePath(pathname: string): boolean {
  const segments = pathname
    .replace(/^\/+/, '')
    .replace(/\/+$/, '')
    .toLowerCase()
    .split('/')
    .filter((segment, index) => index > 0 || segment !== '');
  if (segments[0] !== undefined && (LOCALES as readonly string[]).includes(segments[0])) segments.shift();
  return PUBLIC_PAGE_PATHS.includes(segments.join('/'));
}

/** The X-Robots-Tag of a page the SPA serves: none on the public pages, `noindex, nofollow` on form pages, else `noindex`. */
export function robotsTagOf(pathname: string): string | null {
  if (FORM_PATH.test(pathname)) return NOINDEX_NOFOLLOW;
  return isPublicPagePath(pathname) ? null : NOINDEX;
}

/**
 * RFC 9309: the longest matching rule wins, `$` anchors the end of the path. Everything is closed (`Disallow: /`) but
 * the public pages, exactly, and the assets a crawler needs to render them; the API and the form links are named
 * besides, so that the file says what it protects.
 */
export function robotsTxt(appUrl: string): string {
  const pages = LOCALES.flatMap((locale) => PUBLIC_PAGE_PATHS.map((pagePath) => `/${locale}${pagePath === '' ? '' : `/${pagePath}`}`));
  return [
    'User-agent: *',
    'Allow: /$',
    ...pages.map((page) => `Allow: ${page}$`),
    'Allow: /assets/',
    'Allow: /favicon.svg$',
    'Disallow: /api/',
    'Disallow: /form/',
    ...LOCALES.map((locale) => `Disallow: /${locale}/form/`),
    'Disallow: /',
    '',
    `Sitemap: ${originOf(appUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}

function xmlText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** sitemaps.org's urlset, with Google's hreflang alternates (xhtml:link) on every URL, itself included. */
export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGE_PATHS.flatMap((pagePath) => {
    const alternates = [
      ...LOCALES.map((locale) => [locale, publicPageUrl(appUrl, locale, pagePath)] as const),
      ['x-default', publicPageUrl(appUrl, DEFAULT_LOCALE, pagePath)] as const,
    ].map(([hreflang, href]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`);
    return LOCALES.map((locale) =>
      ['  <url>', `    <loc>${xmlText(publicPageUrl(appUrl, locale, pagePath))}</loc>`, ...alternates, '  </url>'].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /robots.txt and /sitemap.xml, built once; cached an hour like the other unhashed public files. */
export function mountSeo(app: Express, appUrl: string): void {
  const robots = robotsTxt(appUrl);
  const sitemap = sitemapXml(appUrl);
  app.get('/robots.txt', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('text/plain').send(robots);
  });
  app.get('/sitemap.xml', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=3600').type('application/xml').send(sitemap);
  });
}
