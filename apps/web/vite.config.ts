// Vite build of the SPA (index.html): React + Tailwind 4. The public form page (form.html) has its own production
// build (vite.form.config.ts); in development this server serves it too: /api goes to the local Express server and
// form paths get form.html, as Express serves them.
import { defineConfig, type Connect, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** /form/… and /{fr,en,nl}/form/…: the patient's page (docs/forms-api.md, "The public form page"). */
const PUBLIC_FORM_PATH = /^\/(?:(?:fr|en|nl)\/)?form(?:\/|$)/;

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
  plugins: [publicFormPage(), react(), tailwindcss()],
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
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases. Entry-aware groups
        // split each group by the pages using it, so the form page never downloads the router, tRPC or react-query.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10, entriesAware: true },
          ],
        },
      },
    },
  },
});
