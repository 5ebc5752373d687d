// Serves the built SPA (docs/architecture.md, "Serving the SPA"):
// - hashed assets from dist/assets, cached for a year as immutable, in the brotli or gzip copy the build wrote
//   (apps/web/scripts/compress-assets.mjs) that the browser accepts; scripts without the headers only a document reads;
// - the patient's form page (form.html) for form links, never cached, with the form's JSON embedded so that the page
//   does not wait for a second round trip;
// - the guest entry's guest.html for the guest pages (the public marketing and legal pages, login, register, forgot
//   and reset password), or their prerendered HTML when the build wrote it (dist/prerendered,
//   apps/web/scripts/prerender.mjs), with APP_URL in their absolute links;
// - index.html (the SPA) for every other path of the route table (docs/product.md#routes), and with status 404 for
//   any other path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express, type Request, type RequestHandler, type Response } from 'express';
import { AppError, loadPublicForm, type ApiDeps, type TPublicLink } from '@praxiform/api';
import { GUEST_ENTRY_PAGES, LOCALES, isGuestEntryPath, isKnownPath } from '@praxiform/domain';
import { NOINDEX_NOFOLLOW, robotsTagOf } from './seo';

/** /form/… and /{fr,en,nl}/form/…: the patient's page (docs/forms-api.md, "The public form page"). */
const FORM_PAGE_PATH = /^\/(?:(?:fr|en|nl)\/)?form(?:\/|$)/;
/** The marker of form.html that the form's JSON replaces. */
const FORM_DATA_MARKER = '<!--form-data-->';
const TOKEN = /^[A-Za-z0-9_-]{48,128}$/;
const DIGITS = /^[0-9]+$/;

type TEncoding = 'br' | 'gzip';
const SUFFIX: Record<TEncoding, string> = { br: '.br', gzip: '.gz' };

/** Every file of `dir` (relative, with '/' separators) that has precompressed copies, with the encodings it has. */
function precompressed(dir: string): Map<string, TEncoding[]> {
  const found = new Map<string, TEncoding[]>();
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    for (const encoding of ['br', 'gzip'] as const) {
      if (!relative.endsWith(SUFFIX[encoding])) continue;
      const original = relative.slice(0, -SUFFIX[encoding].length);
      found.set(original, [...(found.get(original) ?? []), encoding].sort() as TEncoding[]);
    }
  }
  return found;
}

/** The q-value the Accept-Encoding header gives a coding (RFC 9110 12.5.3): its own entry, else `*`, else 0. */
function qualityOf(header: string, coding: TEncoding): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const quality = q === undefined ? 1 : Number(q) || 0;
    if (name.trim() === coding) return quality;
    if (name.trim() === '*') wildcard = quality;
  }
  return wildcard;
}

/** The encoding to send among the copies that exist: the one the browser rates highest, brotli when they tie. */
function pickEncoding(req: Request, available: readonly TEncoding[] | undefined): TEncoding | null {
  const header = req.headers['accept-encoding'];
  if (!available || available.length === 0 || !header) return null;
  let best: TEncoding | null = null;
  let bestQuality = 0;
  for (const coding of (['br', 'gzip'] as const).filter((c) => available.includes(c))) {
    const quality = qualityOf(header, coding);
    if (quality > bestQuality) [best, bestQuality] = [coding, quality];
  }
  return best;
}

/**
 * Before express.static: points the request at the compressed copy the browser accepts, keeping the original's
 * Content-Type. `Vary: Accept-Encoding` on every file that has copies, so a cache never gives brotli to a client
 * that did not ask for it.
 */
function negotiateCompressed(dir: string): RequestHandler {
  const copies = precompressed(dir);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    const available = copies.get(relative);
    if (!available) return next();
    res.vary('Accept-Encoding');
    const encoding = pickEncoding(req, available);
    if (!encoding) return next();
    res.type(path.extname(relative));
    res.set('Content-Encoding', encoding);
    req.url = `/${relative}${SUFFIX[encoding]}`;
    next();
  };
}

/**
 * Headers that app.ts's helmet sets on every answer but that only a document reads (docs/architecture.md, "Serving the
 * SPA"). A script runs under the CSP, framing and referrer rules of the page that loads it, and a browser records HSTS
 * from that page's answer; repeated on each of the thirty-odd scripts of a first visit they cost more bytes than the
 * dashboard's own code. Scripts keep `X-Content-Type-Options: nosniff` and `Cross-Origin-Resource-Policy`, the two
 * that a script's own answer is checked against.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

/** A hashed script or its source map, as served (the brotli or gzip copy included). */
const SCRIPT_FILE = /\.(?:m?js|map)(?:\.br|\.gz)?$/;

/** express.static's hook, called only when it is about to send a file (its 404s keep every header). */
function trimScriptHeaders(res: Response, file: string): void {
  if (!SCRIPT_FILE.test(file)) return;
  for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
}

/** A file of dist read once at start, with its precompressed copies when the build wrote them. */
type TPage = { html: string; gzip: Buffer | null; br: Buffer | null };

function readPage(file: string): TPage {
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : null);
  return { html: readFileSync(file, 'utf8'), gzip: read('.gz'), br: read('.br') };
}

/** Where the build's prerendered pages put the public origin (apps/web/scripts/prerender.mjs). */
export const ORIGIN_PLACEHOLDER = '%PRAXIFORM_ORIGIN%';

/** An origin written into an HTML attribute. */
function attributeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The prerendered guest pages that the build wrote, by path (/fr, /en/faq…), with `origin` (APP_URL) in place of the
 * placeholder. The build's compressed copies hold the placeholder: gzip is redone here (a millisecond a page), brotli
 * in the background (its best quality takes about 50 ms a page), the page going out gzipped meanwhile.
 */
export function readPrerenderedPages(distDir: string, origin: string): Map<string, TPage> {
  const pages = new Map<string, TPage>();
  const base = attributeText(origin.replace(/\/+$/, ''));
  for (const locale of LOCALES) {
    for (const [route] of GUEST_ENTRY_PAGES) {
      const file = path.join(distDir, 'prerendered', locale, `${route === '' ? 'index' : route}.html`);
      if (!existsSync(file)) continue;
      const html = readFileSync(file, 'utf8').split(ORIGIN_PLACEHOLDER).join(base);
      const bytes = Buffer.from(html);
      const page: TPage = { html, gzip: gzipSync(bytes, { level: 9 }), br: null };
      brotliCompress(
        bytes,
        { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } },
        (error, br) => {
          if (!error) page.br = br;
        },
      );
      pages.set(route === '' ? `/${locale}` : `/${locale}/${route}`, page);
    }
  }
  return pages;
}

function sendPage(req: Request, res: Response, page: TPage, status: number): void {
  res.status(status).type('html').vary('Accept-Encoding');
  const encoding = pickEncoding(req, [...(page.br ? (['br'] as const) : []), ...(page.gzip ? (['gzip'] as const) : [])]);
  const body = encoding ? page[encoding] : null;
  if (encoding && body) {
    res.set('Content-Encoding', encoding).send(body);
    return;
  }
  res.send(page.html);
}

/** The link a form page's path names, and the REST path the page would read it from; null when it cannot be one. */
export function formLinkOfPath(pathname: string): { link: TPublicLink; apiPath: string } | null {
  const segments = pathname.split('/').slice(1);
  if (segments.length > 1 && segments.at(-1) === '') segments.pop();
  if (segments[0] === 'fr' || segments[0] === 'en' || segments[0] === 'nl') segments.shift();
  const [form, first, second, ...rest] = segments;
  if (form !== 'form' || first === undefined) return null;
  if (second === undefined) return TOKEN.test(first) ? { link: { kind: 'token', token: first }, apiPath: `/api/public-forms/${first}` } : null;
  if (!DIGITS.test(first) || !DIGITS.test(second) || rest.length === 0) return null;
  let params: string[];
  try {
    params = rest.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  return {
    link: { kind: 'generic', templateId: first, userId: second, params },
    apiPath: `/api/public-forms/generic/${first}/${second}/${rest.join('/')}`,
  };
}

/** What GET apiPath would answer, for the page to use instead of asking; null when only a real request can tell. */
async function formAnswerOf(deps: ApiDeps, link: TPublicLink): Promise<{ status: number; body: unknown } | null> {
  try {
    return { status: 200, body: { form: await loadPublicForm(deps, { link }) } };
  } catch (error) {
    if (!(error instanceof AppError)) {
      deps.logger.warn({ err: error }, 'form page: the form could not be embedded');
      return null;
    }
    const status = error.httpStatus;
    return status >= 500 ? null : { status, body: { success: false, code: error.appCode, message: error.appCode, ...error.details } };
  }
}

/** JSON inside <script type="application/json">: nothing in it may close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * The form page. Only a browser navigating to the page (Sec-Fetch-Dest: document) gets the form embedded: reading a
 * sent form marks it opened, and a messaging app's link preview must not do that by fetching the HTML.
 */
function formPageHandler(deps: ApiDeps, page: TPage): RequestHandler {
  const [before, after] = page.html.includes(FORM_DATA_MARKER) ? page.html.split(FORM_DATA_MARKER, 2) : [null, null];
  return (req, res, next) => {
    // The URL is the patient's credential: the page is never cached, never sent as a Referer, never indexed (seo.ts).
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': NOINDEX_NOFOLLOW });
    const target = formLinkOfPath(req.path);
    if (before === null || after === null || req.method !== 'GET' || req.headers['sec-fetch-dest'] !== 'document' || !target) {
      // Outside the route table (a templateId or userId not made of digits, `/fr/form/9a/2`), the page shows the
      // not-found page (public-form/form-path.ts): 404 as for any unknown path. A path that may be a link stays 200.
      sendPage(req, res, page, isKnownPath(req.path) ? 200 : 404);
      return;
    }
    formAnswerOf(deps, target.link)
      .then((answer) => {
        if (!answer) return sendPage(req, res, page, 200);
        const embedded = `<script id="form-data" type="application/json">${scriptJson({ apiPath: target.apiPath, ...answer })}</script>`;
        res
          .status(200)
          .type('html')
          .send(before + embedded + after);
      })
      .catch(next);
  };
}

/**
 * A missing asset (serve-static's 404, or its 400/403/405) answered here with the app's headers: Express's final
 * handler would replace the CSP with its own, which has no frame-ancestors (docs/architecture.md, "CSP").
 */
const missingAsset: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const status = typeof error === 'object' && error && 'status' in error && typeof error.status === 'number' ? error.status : 500;
  if (status >= 500 || res.headersSent) return next(error);
  res
    .status(status)
    .type('text/plain')
    .send(status === 404 ? 'Not Found' : 'Bad Request');
};

export function mountSpa(app: Express, distDir: string, deps: ApiDeps): void {
  const assetsDir = path.join(distDir, 'assets');
  app.use(
    '/assets',
    negotiateCompressed(assetsDir),
    // The file's name changes with its content: ETag alone is enough of a validator, and no browser asks for a range.
    express.static(assetsDir, {
      immutable: true,
      maxAge: '365d',
      fallthrough: false,
      index: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: trimScriptHeaders,
    }),
    missingAsset,
  );
  // favicon and other unhashed public files: an hour. The HTML pages are only sent by the handlers below.
  const publicFiles = express.static(distDir, { index: false, maxAge: '1h' });
  app.use((req, res, next) => (/\.html?$/i.test(req.path) ? next() : publicFiles(req, res, next)));

  const index = readPage(path.join(distDir, 'index.html'));
  const prerendered = readPrerenderedPages(distDir, deps.appUrl);
  const guestFile = path.join(distDir, 'guest.html');
  const guest = existsSync(guestFile) ? readPage(guestFile) : index;
  const formFile = path.join(distDir, 'form.html');
  app.get(FORM_PAGE_PATH, formPageHandler(deps, existsSync(formFile) ? readPage(formFile) : index));
  app.get(/^(?!\/api(\/|$)).*/, (req, res) => {
    res.set('Cache-Control', 'no-cache');
    // Only the public marketing and legal pages may be indexed (seo.ts).
    const robotsTag = robotsTagOf(req.path);
    if (robotsTag) res.set('X-Robots-Tag', robotsTag);
    const page = prerendered.get(req.path.replace(/(.)\/$/, '$1'));
    if (page) return sendPage(req, res, page, 200);
    if (isGuestEntryPath(req.path)) return sendPage(req, res, guest, 200);
    sendPage(req, res, index, isKnownPath(req.path) ? 200 : 404);
  });
}
