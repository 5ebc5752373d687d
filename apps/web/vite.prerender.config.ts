// Server-side build of the public pages' renderer (src/prerender/entry-server.tsx) into dist/.prerender/ (a dotfile
// directory, never served), which scripts/prerender.mjs runs after the browser builds to write
// dist/prerendered/<locale>/<page>.html and then deletes (docs/architecture.md, "The guest pages"). It renders on
// Preact, as the guest entry that hydrates the pages runs (vite.guest.config.ts): the HTML is what that entry renders.
import { defineConfig } from 'vite';
import { I18N_LITE_ALIAS, PREACT_ALIASES } from './vite.shared';

export default defineConfig({
  resolve: { alias: [...PREACT_ALIASES, I18N_LITE_ALIAS] },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    ssr: 'src/prerender/entry-server.tsx',
    outDir: 'dist/.prerender',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: { entryFileNames: 'entry-server.js' },
      // The renderer reads every translation file up front, which the SPA's i18n.ts imports one by one.
      checks: { ineffectiveDynamicImport: false },
    },
  },
  // Everything bundled, so that every library's `react` is Preact's compat layer, as in the browser.
  ssr: { noExternal: true },
});
