// Production build of the patient's form page (form.html), apart from the SPA's (vite.config.ts): patients open it on
// phones, often on slow networks, so it ships the same React code on Preact's React-compatible runtime, as one script.
// Both builds write to dist/ (`vite build && vite build -c vite.form.config.ts`); this one never empties it. Unit tests
// and the dev server keep real React (docs/architecture.md, "The public form page").
import { defineConfig } from 'vite';
import tailwindcss from '@tailwindcss/vite';
import { I18N_LITE_ALIAS, PREACT_ALIASES } from './vite.shared';

export default defineConfig({
  plugins: [tailwindcss()],
  resolve: {
    alias: [
      ...PREACT_ALIASES,
      // The page's few translation calls, on its bundled texts.
      I18N_LITE_ALIAS,
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: true,
    // dist/.vite/form-manifest.json: the SPA's build keeps its own manifest name.
    manifest: '.vite/form-manifest.json',
    rolldownOptions: {
      input: { form: 'form.html' },
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
});
