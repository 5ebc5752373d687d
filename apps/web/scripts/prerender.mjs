// Writes the guest pages (the public marketing and legal pages, login, register, forgot password) as static HTML,
// dist/prerendered/<locale>/<page>.html (index.html for the landing page), after the browser builds: the guest entry's
// guest.html with #root filled by the server-side render of the page (src/prerender/entry-server.tsx, built into
// dist/.prerender by vite.prerender.config.ts, deleted here), its
// language, title, description, canonical URL, hreflang alternates and Open Graph tags. Absolute URLs start with
// ORIGIN_PLACEHOLDER, which the server replaces with APP_URL when it reads the files (apps/server/src/spa.ts).
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// Arguments (optional): another directory holding guest.html, and the renderer built elsewhere (inside apps/web, where
// its imports resolve); the server's integration test renders into a directory of its own.
const DIST = process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist');
const BUNDLE = process.argv[3] ?? path.join(DIST, '.prerender');
const ORIGIN_PLACEHOLDER = '%PRAXIFORM_ORIGIN%';
const OG_LOCALES = { fr: 'fr_FR', en: 'en_GB', nl: 'nl_NL' };
const DEFAULT_LOCALE = 'fr';

/**
 * The static page paints at once with a local font while Inter loads (font-display: swap); text wrapping differently
 * when Inter arrives would move the page (issue 33: CLS). A fallback face scaled to Inter's widths keeps the lines
 * where they are: Arial (or its metric twin Liberation Sans) at 107 % for the regular weights and 101.5 % for the
 * bold ones matches Inter's average advance (measured on the landing page's texts), with Inter's ascent and descent.
 * It comes first after Inter in the stack (an unlayered :root wins over Tailwind's theme layer).
 */
const FALLBACK_FONT_STYLE = [
  "@font-face{font-family:'Inter Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans');font-weight:100 549;size-adjust:107%;ascent-override:90.5%;descent-override:22.6%;line-gap-override:0%}",
  "@font-face{font-family:'Inter Fallback';src:local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('LiberationSans-Bold');font-weight:550 900;size-adjust:101.5%;ascent-override:95.4%;descent-override:23.8%;line-gap-override:0%}",
  ":root{--font-sans:'Inter Variable','Inter Fallback',ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}",
].join('');

/** The Latin subset of Inter, which every page's first paint uses: fetched with the stylesheet rather than after it. */
async function latinFontPreload() {
  const assets = await readdir(path.join(DIST, 'assets')).catch(() => []);
  const font = assets.find((name) => /^inter-latin-wght-normal-[\w-]+\.woff2$/.test(name));
  return font ? `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin />` : null;
}

const escapeHtml = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Replaces exactly one occurrence of `pattern` in `html`, or fails the build: the template changed under us. */
function replaceOnce(html, pattern, replacement) {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)) ?? [];
  if (matches.length !== 1) throw new Error(`prerender: expected one ${pattern} in dist/guest.html, found ${matches.length}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The page's scripts load after its first paint (scripts/guest-boot.js, which says why): the guest entry's module
 * script and its modulepreload links leave the template, and a boot script that loads them takes their place, written
 * to dist/assets under a name of its content's hash. guest.html itself, which the pages the build does not prerender
 * are served from (nothing to paint before the scripts), keeps them.
 */
async function deferScripts(template) {
  const entryTag = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"><\/script>/;
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error("prerender: expected the guest entry's module script in dist/guest.html");
  const preloadTag = /[ \t]*<link rel="modulepreload"[^>]* href="([^"]+)">\n?/g;
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  const placeholder = 'const { entry, preloads } = __GUEST_FILES__;';
  const bootTemplate = await readFile(path.join(import.meta.dirname, 'guest-boot.js'), 'utf8');
  if (!bootTemplate.includes(placeholder)) throw new Error(`prerender: scripts/guest-boot.js lost its line ${placeholder}`);
  const source = bootTemplate.replace(placeholder, `const { entry, preloads } = ${JSON.stringify({ entry, preloads })};`);
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const boot = `/assets/guest-boot-${hash}.js`;
  await writeFile(path.join(DIST, boot), source);
  const html = replaceOnce(template.replace(preloadTag, ''), entryTag, `<script type="module" crossorigin src="${boot}"></script>`);
  return { html, boot };
}

function headTags(page, rendered, pages, fontPreload) {
  const url = (p) => `${ORIGIN_PLACEHOLDER}${p.url}`;
  const sameRoute = pages.filter((other) => other.path === page.path);
  const alternates = sameRoute.map((other) => `<link rel="alternate" hreflang="${other.locale}" href="${url(other)}" />`);
  const fallback = sameRoute.find((other) => other.locale === DEFAULT_LOCALE);
  if (fallback) alternates.push(`<link rel="alternate" hreflang="x-default" href="${url(fallback)}" />`);
  const title = escapeHtml(rendered.title);
  const description = escapeHtml(rendered.description);
  return [
    ...(fontPreload ? [fontPreload] : []),
    `<style>${FALLBACK_FONT_STYLE}</style>`,
    `<link rel="canonical" href="${url(page)}" />`,
    ...alternates,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Praxiform" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url(page)}" />`,
    `<meta property="og:locale" content="${OG_LOCALES[page.locale]}" />`,
    ...sameRoute
      .filter((other) => other.locale !== page.locale)
      .map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other.locale]}" />`),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

function pageHtml(template, page, rendered, pages, fontPreload) {
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${rendered.lang}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(rendered.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" \/>/,
    `<meta name="description" content="${escapeHtml(rendered.description)}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `${headTags(page, rendered, pages, fontPreload)}  </head>`);
  // guest-main.tsx hydrates #root when it carries the URL it was rendered for and that URL is the page's.
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-prerendered="${escapeHtml(page.url)}">${rendered.body}</div>`);
  return html;
}

function fileOf(page) {
  return path.join(DIST, 'prerendered', page.locale, `${page.path === '' ? 'index' : page.path}.html`);
}

try {
  const { PRERENDERED_PAGES, renderPage } = await import(pathToFileURL(path.join(BUNDLE, 'entry-server.js')).href);
  const guestHtml = await readFile(path.join(DIST, 'guest.html'), 'utf8');
  // guest.html preloads it already (vite.config.ts, preloadLatinFont): one preload link, not two.
  const fontPreload = guestHtml.includes('as="font"') ? null : await latinFontPreload();
  const { html: template, boot } = await deferScripts(guestHtml);
  await rm(path.join(DIST, 'prerendered'), { recursive: true, force: true });
  const sizes = [];
  for (const page of PRERENDERED_PAGES) {
    const rendered = await renderPage(page);
    const html = pageHtml(template, page, rendered, PRERENDERED_PAGES, fontPreload);
    const file = fileOf(page);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
    sizes.push(`${page.url} ${(html.length / 1024).toFixed(1)} KiB`);
  }
  console.log(`prerender: ${PRERENDERED_PAGES.length} pages written to dist/prerendered (${sizes.join(', ')}), their scripts loaded by ${boot}`);
} finally {
  await rm(BUNDLE, { recursive: true, force: true });
}
