// Production build of the guest pages (guest.html: the public marketing and legal pages, login, register, forgot and
// reset password; docs/architecture.md "The guest pages"), apart from the SPA's (vite.config.ts). A visitor's first
// page should not wait for the app shell: it ships the same React code on Preact's React-compatible runtime, with only
// the routes, libraries and texts those pages use. Runs after the SPA's build, whose manifest gives the assets a guest
// page prefetches while the visitor fills a form (src/lib/app-prefetch.ts); never empties dist/. Unit tests and the
// dev server keep real React and the SPA's entry, which has these routes too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { GUEST_SHELL_NAMESPACES } from './src/lib/i18n-namespaces';
import { I18N_LITE_ALIAS, PREACT_ALIASES, preloadLatinFont, shellTextsChunk } from './vite.shared';

/** The form kit's library, which only the sign-in pages use (zod and its resolver load when a form is first used). */
const FORM_LIBRARIES = /node_modules[\\/]react-hook-form[\\/]/;
const VALIDATION_LIBRARIES = /node_modules[\\/](zod|@hookform[\\/]resolvers)[\\/]/;

type TChunk = { file: string; imports?: string[]; css?: string[] };

/** The SPA entry's first scripts and styles (its chunk and its static imports), from the SPA build's manifest. */
function spaFirstAssets(): string[] {
  const manifest = JSON.parse(readFileSync(fileURLToPath(new URL('dist/.vite/manifest.json', import.meta.url)), 'utf8')) as Record<string, TChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  if (files.size === 0) throw new Error('vite.guest.config.ts: build the SPA first (its manifest names no index.html entry)');
  return [...files];
}

/** <meta name="praxiform-app-assets">: what a guest page prefetches once the visitor starts on a form. */
function appAssetsMeta(): Plugin {
  return {
    name: 'praxiform-app-assets',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'praxiform-app-assets', content: spaFirstAssets().join(' ') }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [tailwindcss(), preloadLatinFont(), appAssetsMeta()],
  resolve: { alias: [...PREACT_ALIASES, I18N_LITE_ALIAS] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // dist/.vite/guest-manifest.json: e2e/budgets.spec.ts sums each guest page's first scripts from it.
    manifest: '.vite/guest-manifest.json',
    rolldownOptions: {
      input: { guest: 'guest.html' },
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // As the SPA's build (vite.config.ts): the first render's libraries in one chunk, the entry's own code in the
        // entry, the texts of the first render one chunk per language, the form kit's libraries in one chunk, the other
        // libraries split by the pages using them, splits under 1 KiB merged into a neighbour.
        codeSplitting: {
          groups: [
            { name: 'guest-vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 50 },
            { name: shellTextsChunk(GUEST_SHELL_NAMESPACES), priority: 40 },
            { name: 'guest-forms', test: FORM_LIBRARIES, priority: 35 },
            // Loaded when a sign-in form is first used (components/forms/form-kit.ts), never merged into a page's chunk.
            { name: 'guest-validation', test: VALIDATION_LIBRARIES, priority: 35 },
            { name: 'guest-vendor', test: /node_modules[\\/]/, priority: 30, entriesAware: true, entriesAwareMergeThreshold: 8192 },
          ],
        },
      },
    },
  },
});
