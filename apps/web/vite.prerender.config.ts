// Server-side build of the public pages' renderer (src/prerender/entry-server.tsx) into dist/.prerender/ (a dotfile
// directory, never served), which scripts/prerender.mjs runs after the SPA's build to write
// dist/prerendered/<locale>/<page>.html and then deletes (docs/architecture.md, "Serving the SPA").
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
  // Bundled rather than imported from node_modules at run time: packages whose ESM entry Node cannot load as is.
  ssr: { noExternal: ['@praxiform/domain', '@praxiform/i18n'] },
});
