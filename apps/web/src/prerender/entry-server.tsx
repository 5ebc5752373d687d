// Server-side render of the public marketing and legal pages, built by vite.prerender.config.ts and run once at build
// time by scripts/prerender.mjs (docs/architecture.md, "Serving the SPA"). Each page renders with the SPA's own route
// table, providers and layout, in a memory router at its URL, with every namespace of its language already loaded, so
// that the browser's first render of the same URL (main.tsx, hydrateRoot) produces the same DOM.
import { StrictMode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next, { type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { LOCALES, LOCALE_ROUTES, type TLocale } from '@praxiform/domain';
import { PageLoader } from '../components/layout/page-loader';
import { AuthProvider } from '../lib/auth';
import { localizedPath } from '../lib/locale-core';
import { TRPCProvider, createApiClient } from '../lib/trpc';
import { pageTitle } from '../routes/page-title';
import { routes } from '../routes/route-table';
import { pageDescription, type TPrerenderedPage } from './pages';

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

/** The pages to prerender: each public page of the route table in each language. */
export const PRERENDERED_PAGES: readonly TPrerenderedPage[] = LOCALES.flatMap((locale) =>
  LOCALE_ROUTES.public.map(([path, name]) => ({ locale, path, name, url: localizedPath(locale, path === '' ? '/' : `/${path}`) })),
);

export type TRenderedPage = { lang: TLocale; title: string; description: string; body: string };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The content of #root for one page, as the SPA renders it before any answer from the API (no session, the plans
 * loading), plus its title and description. prerender waits for the lazy page to load before writing the HTML.
 */
export async function renderPage(page: TPrerenderedPage): Promise<TRenderedPage> {
  const i18n = i18nOf(page.locale);
  const router = createMemoryRouter(routes, { initialEntries: [page.url] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Same provider tree as app.tsx and main.tsx: useId values depend on it.
  const tree = (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
            <AuthProvider>
              <Suspense fallback={<PageLoader />}>
                <RouterProvider router={router} />
              </Suspense>
            </AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
  const { prelude } = await prerenderToNodeStream(tree, {
    // Every boundary inline, in place: no script that moves content (the page's CSP allows none, and the HTML is
    // complete when written).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  const body = await streamToString(prelude);
  const [key, values] = pageDescription(page.name, page.locale);
  return {
    lang: page.locale,
    title: pageTitle(page.name, (k) => i18n.t(k)),
    description: i18n.t(key, values),
    body,
  };
}
