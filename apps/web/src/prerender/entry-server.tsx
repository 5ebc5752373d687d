// Server-side render of the guest pages (the public marketing and legal pages, login, register, forgot and reset
// password), built by vite.prerender.config.ts and run once at build time by scripts/prerender.mjs
// (docs/architecture.md, "The guest pages"). Each page renders with the guest entry's route table and providers
// (app.tsx), in a memory router at its URL, with every namespace of its language already loaded, so that the
// browser's first render of the same URL (guest-main.tsx, hydrateRoot) produces the same DOM. Both run on Preact.
import { StrictMode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { QueryClient } from '@tanstack/react-query';
import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { LOCALES, type TLocale } from '@praxiform/domain';
import { AppProviders } from '../app';
import { GuestRoutes } from '../routes/guest-route-table';
import { pageTitle } from '../routes/page-title';
import { pageDescription, type TPrerenderedPage } from './pages';

export { PRERENDERED_PAGES } from './pages';

// Every translation file but the server's mail texts, read with the bundle.
const FILES = import.meta.glob<ResourceKey>(['../../../../packages/i18n/locales/*/*.json', '!**/mail.json'], {
  import: 'default',
  eager: true,
});

function resourcesOf(locale: TLocale): Record<string, ResourceKey> {
  const resources: Record<string, ResourceKey> = {};
  for (const [file, texts] of Object.entries(FILES)) {
    const match = /locales\/([a-z]{2})\/([A-Za-z]+)\.json$/.exec(file);
    if (match?.[1] === locale && match[2]) resources[match[2]] = texts;
  }
  return resources;
}

/** An i18next instance of one language with all its namespaces, ready before the first render. */
function i18nOf(locale: TLocale) {
  const resources = resourcesOf(locale);
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: 'common',
    lng: locale,
    supportedLngs: [...LOCALES],
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export type TRenderedPage = { lang: TLocale; title: string; description: string; body: string };

/**
 * The content of #root for one page, as the guest entry renders it before any answer from the API (no session, the
 * plans loading), plus its title and description. The render waits for the lazy page to load.
 */
export async function renderPage(page: TPrerenderedPage): Promise<TRenderedPage> {
  const i18n = i18nOf(page.locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const body = await renderToStringAsync(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={queryClient}>
        <MemoryRouter initialEntries={[page.url]}>
          <GuestRoutes />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  const [key, values] = pageDescription(page.name, page.locale);
  return {
    lang: page.locale,
    title: pageTitle(page.name, (k) => i18n.t(k)),
    description: i18n.t(key, values),
    body,
  };
}
