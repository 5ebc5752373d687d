// What the Vite builds share (vite.config.ts for the SPA, vite.guest.config.ts for the guest pages, vite.form.config.ts
// for the patient's form page).
import { fileURLToPath } from 'node:url';
import type { Alias, Plugin } from 'vite';

/** React's modules on Preact's React-compatible runtime (the guest pages' and the form page's production builds). */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/** i18next and react-i18next as the part of their API these pages use (src/lib/i18n-lite.tsx). */
export const I18N_LITE_ALIAS: Alias = {
  find: /^(react-)?i18next$/,
  replacement: fileURLToPath(new URL('src/lib/i18n-lite.tsx', import.meta.url)),
};

/**
 * One chunk per language for the texts an entry loads before its first render (src/lib/i18n-namespaces.ts), i18n-fr,
 * i18n-en, i18n-nl; null leaves a module to the other groups.
 */
export function shellTextsChunk(namespaces: readonly string[]): (id: string) => string | null {
  const texts = new RegExp(`locales[\\\\/]([a-z]{2})[\\\\/](?:${namespaces.join('|')})\\.json$`);
  return (id) => {
    const language = texts.exec(id)?.[1];
    return language ? `i18n-${language}` : null;
  };
}

/** Preloads the Latin subset of Inter from the page's head, so that the first paint already has it (no swap reflow). */
export function preloadLatinFont(): Plugin {
  return {
    name: 'preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.keys(ctx.bundle ?? {}).find((file) => /inter-latin-wght-normal-[^/]*\.woff2$/.test(file));
        if (!font) return [];
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}
