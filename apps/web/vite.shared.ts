// What the Vite builds share (vite.config.ts for the SPA, vite.guest.config.ts for the guest pages, vite.form.config.ts
// for the patient's form page).
import type { Alias, Plugin } from 'vite';
import { SHELL_NAMESPACES } from './src/lib/i18n-namespaces';

/** React's modules on Preact's React-compatible runtime (the guest pages' and the form page's production builds). */
export const PREACT_ALIASES: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

/** A translation file the shell loads before its first render (src/lib/i18n-namespaces.ts); group 1 is its language. */
const SHELL_TEXTS = new RegExp(`locales[\\\\/]([a-z]{2})[\\\\/](?:${SHELL_NAMESPACES.join('|')})\\.json$`);
/** One chunk per language for the shell's texts, i18n-fr, i18n-en, i18n-nl; null leaves a module to the other groups. */
export const shellTextsChunk = (id: string): string | null => {
  const language = SHELL_TEXTS.exec(id)?.[1];
  return language ? `i18n-${language}` : null;
};

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
