// Vite build of the SPA (index.html): React + Tailwind 4. The public form page (form.html) has its own production
// build (vite.form.config.ts); in development this server serves it too: /api goes to the local Express server and
// form paths get form.html, as Express serves them.
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { SHELL_NAMESPACES } from './src/lib/i18n-namespaces';
import { preloadLatinFont, shellTextsChunk } from './vite.shared';

/** /form/… and /{fr,en,nl}/form/…: the patient's page (docs/forms-api.md, "The public form page"). */
const PUBLIC_FORM_PATH = /^\/(?:(?:fr|en|nl)\/)?form(?:\/|$)/;

/** The app's own modules and Vite's helpers: anything outside node_modules. */
const APP_CODE = /^(?!.*node_modules)/;

/** Dev and preview servers answer form paths with form.html, like Express does in production. */
function publicFormPage(): Plugin {
  const rewrite: Connect.NextHandleFunction = (req, _res, next) => {
    const [pathname = '', query] = (req.url ?? '').split('?');
    if ((req.method === 'GET' || req.method === 'HEAD') && PUBLIC_FORM_PATH.test(pathname)) {
      req.url = `/form.html${query === undefined ? '' : `?${query}`}`;
    }
    next();
  };
  return {
    name: 'praxiform-public-form-page',
    configureServer(server) {
      server.middlewares.use(rewrite);
    },
    configurePreviewServer(server) {
      server.middlewares.use(rewrite);
    },
  };
}

export default defineConfig({
  plugins: [publicFormPage(), react(), tailwindcss(), preloadLatinFont()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: the budgets browser test (e2e/budgets.spec.ts) sums the shell's initial scripts from it.
    manifest: true,
    rolldownOptions: {
      input: { main: 'index.html' },
      // The shared domain package only declares things: a page that uses one rule does not need the others' modules.
      // Neither does @trpc/client, whose package does not say so: without the rule the bundle keeps its WebSocket link.
      treeshake: {
        moduleSideEffects: [
          { test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false },
          { test: /node_modules[\\/]@trpc[\\/]client[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // A first visit pays each script's response headers as well as its bytes, and brotli compresses one file
        // better than several (docs/architecture.md, "Serving the SPA"; e2e/budgets.spec.ts). What the shell loads
        // before its first render (tag $initial) is the libraries in one chunk (apart from the app's code, which
        // changes with every release), the app's own code merged into the entry chunk (main), the bundler's runtime,
        // and the shell's texts in the visitor's language. The pages' own libraries are split by the pages using them
        // (entriesAware), splits under 1 KiB (a few icons) merged into a neighbour; the lists' building blocks, used
        // by every list page, are one chunk instead of five tiny ones.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 50 },
            { name: shellTextsChunk(SHELL_NAMESPACES), priority: 40 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 30, entriesAware: true, entriesAwareMergeThreshold: 1024 },
            { name: 'shell', test: APP_CODE, tags: ['$initial'], priority: 20 },
            { name: 'lists', test: /apps[\\/]web[\\/]src[\\/]components[\\/]lists[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
