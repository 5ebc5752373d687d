// Entry point of the guest pages (docs/architecture.md, "The guest pages"): the public marketing and legal pages and
// the sign-in pages, without the app shell. Production builds it on Preact's React-compatible runtime (vite.guest.config.ts).
// A page served prerendered (src/prerender/) is hydrated: its code and texts are loaded first, so that its first
// client render is complete and matches the HTML; the static page stays on screen, and usable, meanwhile.
import { StrictMode, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { GUEST_ENTRY_PAGES, LOCALE_ROUTES } from '@praxiform/domain';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app';
import { hydratePrerendered } from './components/layout/keep-prerendered';
import { prefetchAppOnFormUse } from './lib/app-prefetch';
import { readToken } from './lib/http';
import { i18n, startI18n } from './lib/i18n';
import { GUEST_SHELL_NAMESPACES } from './lib/i18n-namespaces';
import { stripLocalePrefix } from './lib/locale-core';
import { GUEST_REGISTRY, GuestRoutes } from './routes/guest-route-table';
import type { TLazyPage } from './routes/lazy-page';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/**
 * The page whose prerendered HTML #root holds, when it is this very URL's (a trailing slash aside) and the first render
 * here gives that HTML: a sign-in page was rendered for a visitor without a session, a query or router state (a notice
 * handed over by another page); anyone else gets a fresh render.
 */
function hydratablePage(root: HTMLElement): TLazyPage | null {
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  if (!root.dataset.prerendered || root.dataset.prerendered !== pathname) return null;
  const path = stripLocalePrefix(pathname).replace(/^\//, '');
  const name = GUEST_ENTRY_PAGES.find(([route]) => route === path)?.[1];
  if (!name) return null;
  const isPublic = LOCALE_ROUTES.public.some(([, publicName]) => publicName === name);
  const routerState = (window.history.state as { usr?: unknown } | null)?.usr;
  if (!isPublic && (readToken(window.localStorage) || window.location.search || routerState)) return null;
  const page = GUEST_REGISTRY[name];
  return page && 'preload' in page ? (page as TLazyPage) : null;
}

function GuestApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <BrowserRouter>
        <GuestRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}

const app = (
  <StrictMode>
    <GuestApp />
  </StrictMode>
);
// The first read of localStorage loads the site's storage (a few milliseconds): done here, while the modules
// evaluate, rather than inside the hydration, where the session provider reads the token.
readToken(window.localStorage);
const page = hydratablePage(container);
const i18nReady = startI18n(GUEST_SHELL_NAMESPACES);

/** Resolves in a task of its own, after the current one. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

if (page) {
  // Started in a task of its own, apart from the evaluation of the entry's modules (its chunks' preload links are
  // added one by one). A failed preload leaves the page to load as usual, under its Suspense boundary.
  const preload = nextTask()
    .then(() => page.preload())
    .catch(() => undefined);
  void Promise.all([i18nReady, preload])
    // In a task of its own, apart from the evaluation of the page's modules that the preload ends with.
    .then(nextTask)
    .then(() => hydratePrerendered(() => hydrateRoot(container, app)))
    .then(() => {
      // The page's handlers are attached, those of the parts hydrated in their own task too (the browser tests wait
      // for this mark).
      container.dataset.hydrated = '';
    });
} else {
  void i18nReady.then(() => {
    container.replaceChildren();
    createRoot(container).render(app);
  });
}
prefetchAppOnFormUse(document);
