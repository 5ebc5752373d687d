// Script budgets (docs/architecture.md, "The public form page" and "Serving the SPA"): what a patient's phone and a
// practitioner's first visit download, measured on the build the other browser tests run against. The build's budgets
// count the brotli copies written by scripts/compress-assets.mjs: the server prefers brotli and browsers accept it
// (Chromium does even over plain http to 127.0.0.1, as the first-visit test records); gzip is printed beside them.
// The first visit counts what the browser transfers for each script: its compressed body and its response headers,
// a few hundred bytes a file that a page of thirty small chunks pays thirty times (docs/architecture.md, "Serving the
// SPA": scripts go without the headers only a document reads, and the build merges chunks that would be tiny).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { expect, test } from './support/client-ip';
import { signInAs } from './support/session';
import { practitioner } from './support/templates-api';

const KIB = 1024;
const FORM_BUDGET = 80 * KIB;
const SHELL_BUDGET = 200 * KIB;
/**
 * A guest page's first load (docs/architecture.md, "The guest pages"): the guest entry, the page's code and its texts,
 * within issue 33's 100 KiB. A sign-in form's validation (zod) loads when the form is first used, not counted here.
 */
const GUEST_BUDGETS = { public: 100 * KIB, signIn: 100 * KIB } as const;
/** Each guest page measured: its module in the guest build and the namespaces it loads (its lazyPage in pages.ts). */
const GUEST_PAGES = [
  { url: '/fr', module: 'src/features/public/landing-page.tsx', namespaces: ['landing', 'faq', 'pricing'], budget: 'public' },
  { url: '/fr/faq', module: 'src/features/public/faq-page.tsx', namespaces: ['faq'], budget: 'public' },
  { url: '/fr/subscription/pricing', module: 'src/features/public/pricing-page.tsx', namespaces: ['pricing', 'faq'], budget: 'public' },
  { url: '/fr/cgu', module: 'src/features/public/legal-page.tsx', namespaces: ['legal'], budget: 'public' },
  { url: '/fr/login', module: 'src/features/auth/sign-in/login-page.tsx', namespaces: ['auth'], budget: 'signIn' },
  { url: '/fr/register', module: 'src/features/auth/register/register-page.tsx', namespaces: ['auth'], budget: 'signIn' },
  { url: '/fr/forgot-password', module: 'src/features/auth/password/forgot-password-page.tsx', namespaces: ['auth'], budget: 'signIn' },
] as const;
/** scripts/compress-assets.mjs leaves smaller files uncompressed: the headers would cost more than the bytes saved. */
const MIN_COMPRESSED_BYTES = 512;

const DIST = path.resolve(import.meta.dirname, '../dist');

type TChunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean };
type TManifest = Record<string, TChunk>;

function readManifest(name: string): TManifest {
  const file = path.join(DIST, '.vite', name);
  if (!existsSync(file)) throw new Error(`${file} is missing: build first (pnpm turbo run build)`);
  return JSON.parse(readFileSync(file, 'utf8')) as TManifest;
}

/** The entry's chunk and every chunk it imports statically, transitively (dynamic imports load later, on demand). */
function staticClosure(manifest: TManifest, entry: string): TChunk[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].map((key) => manifest[key]!);
}

/** Bytes a browser receives for one asset of dist/: its compressed copy, or the file itself when it has none. */
function sizeOf(file: string, encoding: '.gz' | '.br'): number {
  const full = path.join(DIST, file);
  return existsSync(full + encoding) ? statSync(full + encoding).size : statSync(full).size;
}

type TFigures = { files: number; raw: number; gzip: number; brotli: number };

function measure(files: string[]): TFigures {
  return {
    files: files.length,
    raw: files.reduce((sum, file) => sum + statSync(path.join(DIST, file)).size, 0),
    gzip: files.reduce((sum, file) => sum + sizeOf(file, '.gz'), 0),
    brotli: files.reduce((sum, file) => sum + sizeOf(file, '.br'), 0),
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const describe = (figures: TFigures) => `${figures.files} file(s): ${kib(figures.raw)} raw, ${kib(figures.gzip)} gzip, ${kib(figures.brotli)} brotli`;

/** Prints a figure in the run's output and keeps it in the report. */
function report(type: string, description: string): void {
  console.log(`[budget] ${type}: ${description}`);
  test.info().annotations.push({ type, description });
}

test('the public form page ships at most 80 KiB of compressed script', () => {
  const manifest = readManifest('form-manifest.json');
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  expect(entry, 'the form manifest names its entry').toBe('form.html');
  const chunks = staticClosure(manifest, 'form.html');
  const js = measure(chunks.map((chunk) => chunk.file));
  const css = measure([...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]);
  report('form JS', describe(js));
  report('form CSS', describe(css));
  expect(js.brotli, `the form's JS (brotli) within ${kib(FORM_BUDGET)}`).toBeLessThanOrEqual(FORM_BUDGET);
});

test('each guest page ships its budget of compressed script at most (boot, guest entry, page, texts)', () => {
  const manifest = readManifest('guest-manifest.json');
  expect(manifest['guest.html']?.isEntry, 'the guest manifest names guest.html as its entry').toBe(true);
  // The first render's texts: one chunk per language (vite.shared.ts, shellTextsChunk).
  const shellTexts = Object.entries(manifest).find(([, chunk]) => /(^|\/)i18n-fr-[\w-]+\.js$/.test(chunk.file))?.[0];
  expect(shellTexts, 'the guest build has the French shell texts chunk').toBeDefined();
  // A prerendered page's one script, which loads the rest after the first paint (scripts/guest-boot.js).
  const boot = readdirSync(path.join(DIST, 'assets')).filter((file) => /^guest-boot-[\w-]{8}\.js$/.test(file));
  expect(boot, 'the prerender wrote one boot script').toHaveLength(1);
  const over: string[] = [];
  for (const page of GUEST_PAGES) {
    const keys = ['guest.html', page.module, shellTexts!, ...page.namespaces.map((namespace) => `../../packages/i18n/locales/fr/${namespace}.json`)];
    const files = new Set([`assets/${boot[0]}`, ...keys.flatMap((key) => staticClosure(manifest, key).map((chunk) => chunk.file))]);
    const js = measure([...files]);
    const budget = GUEST_BUDGETS[page.budget];
    report(`guest ${page.url} JS`, `${describe(js)} (budget ${kib(budget)})`);
    if (js.brotli > budget) over.push(`${page.url}: ${kib(js.brotli)} > ${kib(budget)}`);
  }
  expect(over).toEqual([]);
});

test("the app shell's initial script (index.html and its static imports) is at most 200 KiB compressed", () => {
  const manifest = readManifest('manifest.json');
  expect(manifest['index.html']?.isEntry, 'the SPA manifest names index.html as its entry').toBe(true);
  const chunks = staticClosure(manifest, 'index.html');
  // The closure follows imports, not dynamicImports: the pages and translations load when first needed.
  expect(chunks.length).toBeGreaterThan(1);
  const js = measure(chunks.map((chunk) => chunk.file));
  const css = measure([...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]);
  report('shell JS (build)', describe(js));
  report('shell CSS (build)', describe(css));
  expect(js.brotli, `the shell's initial JS (brotli) within ${kib(SHELL_BUDGET)}`).toBeLessThanOrEqual(SHELL_BUDGET);
});

test('a first visit of /fr/dashboard transfers at most 200 KiB of script (bodies and response headers), every script and style compressed', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const a = await practitioner(request, 'budgets');
  await signInAs(page, request, a.account);

  // A fresh browser context per test: the cache is empty.
  const finished: Request[] = [];
  page.on('requestfinished', (finishedRequest) => finished.push(finishedRequest));
  await page.goto('/fr/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');

  type TAsset = {
    kind: 'js' | 'css';
    pathname: string;
    status: number;
    encoding: string | null;
    body: number;
    headers: number;
    transferred: number;
    decoded: number;
  };
  const assets: TAsset[] = [];
  for (const assetRequest of finished) {
    const response = await assetRequest.response();
    const pathname = new URL(assetRequest.url()).pathname;
    const kind = /\.m?js$/.test(pathname) ? 'js' : pathname.endsWith('.css') ? 'css' : null;
    if (!response || !kind) continue;
    // What the browser's network panel counts as transferred: the (compressed) body and the response's headers.
    const sizes = await assetRequest.sizes();
    assets.push({
      kind,
      pathname,
      status: response.status(),
      encoding: (await response.headerValue('content-encoding')) ?? null,
      body: sizes.responseBodySize,
      headers: sizes.responseHeadersSize,
      transferred: sizes.responseBodySize + sizes.responseHeadersSize,
      decoded: (await response.body()).length,
    });
  }
  // Each script and style with its sizes, in the report: what to look at when the budget is exceeded.
  await test.info().attach('first-visit-assets.json', {
    body: JSON.stringify(
      [...assets].sort((x, y) => y.transferred - x.transferred),
      null,
      2,
    ),
    contentType: 'application/json',
  });
  const scripts = assets.filter((asset) => asset.kind === 'js');
  expect(scripts.length, 'the page loaded its scripts').toBeGreaterThan(0);
  expect(assets.filter((asset) => asset.status !== 200)).toEqual([]);
  // Playwright reports -1 for a size the browser did not give: a sum with it would read low.
  expect(assets.filter((asset) => asset.body < 0 || asset.headers <= 0).map((asset) => asset.pathname)).toEqual([]);
  const total = (list: TAsset[], key: 'body' | 'headers' | 'transferred' | 'decoded') => list.reduce((sum, asset) => sum + asset[key], 0);
  const transferredJs = total(scripts, 'transferred');
  const encodings = [...new Set(assets.map((asset) => asset.encoding ?? 'none'))].join(', ');
  report(
    'dashboard first visit JS',
    `${scripts.length} script(s): ${kib(transferredJs)} transferred = ${kib(total(scripts, 'body'))} bodies + ${kib(total(scripts, 'headers'))} headers ` +
      `(${Math.round(total(scripts, 'headers') / scripts.length)} B a script), ${kib(total(scripts, 'decoded'))} decoded (${encodings})`,
  );
  const styles = assets.filter((asset) => asset.kind === 'css');
  report(
    'dashboard first visit CSS',
    `${styles.length} file(s): ${kib(total(styles, 'transferred'))} transferred = ${kib(total(styles, 'body'))} bodies + ${kib(total(styles, 'headers'))} headers`,
  );

  // Soft: a run over budget still reports whether every file came compressed.
  expect.soft(transferredJs, `the JS transferred (bodies and headers) within ${kib(SHELL_BUDGET)}`).toBeLessThanOrEqual(SHELL_BUDGET);
  const uncompressed = assets.filter((asset) => asset.decoded >= MIN_COMPRESSED_BYTES && !['br', 'gzip'].includes(asset.encoding ?? ''));
  expect(uncompressed.map(({ pathname, decoded, encoding }) => ({ pathname, decoded, encoding }))).toEqual([]);
});
