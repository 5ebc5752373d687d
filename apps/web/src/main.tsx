// Entry point of the SPA: global styles, then, once the shell's texts of the starting language are loaded (lib/i18n.ts),
// the app into #root. A public page served prerendered (src/prerender/, docs/architecture.md "Serving the SPA") is
// hydrated: React adopts its HTML instead of replacing it. The page's own code and texts are loaded first, so that its
// first client render is complete and matches the HTML; the static page stays on screen, and usable, meanwhile.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LOCALE_ROUTES } from '@praxiform/domain';
import { App } from './app';
import { PUBLIC_PAGE_PRELOADS } from './features/public/pages';
import { i18nReady } from './lib/i18n';
import { stripLocalePrefix } from './lib/locale-core';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** The public page whose prerendered HTML #root holds, when it is this very URL's (a trailing slash aside). */
function prerenderedPage(root: HTMLElement): (typeof LOCALE_ROUTES.public)[number] | null {
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  if (!root.dataset.prerendered || root.dataset.prerendered !== pathname) return null;
  const path = stripLocalePrefix(pathname).replace(/^\//, '');
  return LOCALE_ROUTES.public.find(([route]) => route === path) ?? null;
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
const page = prerenderedPage(container);

if (page) {
  // A failed preload leaves the page to load as usual, under its Suspense boundary.
  const preload = PUBLIC_PAGE_PRELOADS[page[1]]?.().catch(() => undefined);
  void Promise.all([i18nReady, preload]).then(() => hydrateRoot(container, app));
} else {
  void i18nReady.then(() => {
    container.replaceChildren();
    createRoot(container).render(app);
  });
}
