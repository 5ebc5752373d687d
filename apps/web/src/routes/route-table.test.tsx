// The route table in jsdom: prefix-less redirects, not-found pages, guard redirects, titles, pages loaded on first visit
// inside their layout, and agreement with isKnownPath (domain), which the server uses to answer unknown paths with 404.
import { isValidElement } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { LOCALE_STORAGE_KEY, isKnownPath } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { AuthProvider } from '../lib/auth';
import { i18n, startI18n } from '../lib/i18n';
import { SHELL_NAMESPACES } from '../lib/i18n-namespaces';
import { TRPCProvider, createApiClient } from '../lib/trpc';
import { PrefixlessRedirect } from './prefixless-redirect';
import { currentRouteName } from './route-handle';
import { prefixlessDecision } from './route-params';
import { routes } from './route-table';

// The FAQ page's module arrives when the test opens this gate, as a slow network would deliver its chunk.
const faqChunk = vi.hoisted(() => {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve: () => resolve() };
});
vi.mock('../features/public/faq-page', async (importOriginal) => {
  await faqChunk.promise;
  return importOriginal();
});

const fr = resources.fr.common as { notFound: { title: string }; pages: Record<string, string>; loading: string };
const frFaq = (resources.fr.faq as { page: { title: string } }).page;

async function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = new QueryClient();
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
            <AuthProvider>
              <RouterProvider router={router} />
            </AuthProvider>
          </TRPCProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  });
  const { pathname, search, hash } = router.state.location;
  return { router, url: `${pathname}${search}${hash}` };
}

describe('route table', () => {
  beforeAll(async () => {
    await startI18n(SHELL_NAMESPACES);
  });

  beforeEach(async () => {
    // Pages outside the /fr|/en|/nl trees keep the language already active.
    await i18n.changeLanguage('fr');
  });

  it('prefixes a prefix-less URL with the stored locale, keeping query and hash', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'nl');
    expect((await renderAt('/cgu?x=1#art-2')).url).toBe('/nl/cgu?x=1#art-2');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('sends a visitor of a protected page to the login page of the same language', async () => {
    expect((await renderAt('/en/templates/create')).url).toBe('/en/login');
    await waitFor(() => expect(document.title).toBe(`${(resources.en.common as typeof fr).pages.login} | Praxiform`));
  });

  it('shows the not-found page for an unknown language and for non-numeric form ids', async () => {
    expect((await renderAt('/de/market')).url).toBe('/de/market');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.notFound.title);
    expect(document.title).toBe('Praxiform');
  });

  it('shows the not-found page for a public form with a non-numeric id', async () => {
    expect((await renderAt('/fr/form/12/abc/extra')).url).toBe('/fr/form/12/abc/extra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.notFound.title);
    expect(document.title).toBe('Praxiform');
  });

  it('serves the verification link without a prefix', async () => {
    expect((await renderAt('/verify-email/abc123')).url).toBe('/verify-email/abc123');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(fr.pages.VerifyEmail ?? '');
  });

  it('shows the page loader inside the layout while a page loads, then the page with its own texts', async () => {
    // From a page already loaded (the legal texts) to one that is not (the FAQ), within the public layout.
    const { router } = await renderAt('/fr/privacy');
    await screen.findByRole('heading', { level: 1, name: fr.pages.Privacy });
    const [header] = screen.getAllByRole('banner');
    await act(async () => {
      await router.navigate('/fr/faq');
    });
    // The FAQ's chunk is on its way: the public layout stays, the loader takes the page's place.
    expect(router.state.location.pathname).toBe('/fr/faq');
    expect(screen.getByRole('status', { name: fr.loading })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(header).toBeInTheDocument();
    faqChunk.resolve();
    expect(await screen.findByRole('heading', { level: 1, name: frFaq.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: fr.loading })).not.toBeInTheDocument();
    // The same header element all along: the layout was never unmounted.
    expect(header).toBeInTheDocument();
  });
});

/** Concrete URLs for a route's full pattern: each param becomes digits, a splat one or two more segments. */
function examplesOf(pattern: string): string[] {
  const path = (splat: string) =>
    pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '42' : part === '*' ? splat : part))
      .join('/');
  return pattern.endsWith('*') ? [path('a'), path('a/b')] : [path('')];
}

/** Full path patterns of the table's leaves, with whether the leaf is a named page or a catch-all. */
function leaves(routeList: readonly RouteObject[], parent = ''): { pattern: string; named: boolean }[] {
  return routeList.flatMap((route) => {
    const pattern = route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    if (route.children) return leaves(route.children, pattern);
    return [{ pattern: pattern || '/', named: Boolean((route.handle as { name?: string } | undefined)?.name) }];
  });
}

/** What the route table itself does with a path: a named page, a redirect to one, or the not-found page. */
function tableKnows(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return false;
  if (currentRouteName(matches.map((match) => ({ handle: match.route.handle, params: match.params })))) return true;
  const leaf = matches.at(-1)?.route.element;
  if (!isValidElement(leaf) || leaf.type !== PrefixlessRedirect) return false;
  const decision = prefixlessDecision('fr', pathname, '', '');
  return decision.kind === 'redirect' && tableKnows(decision.to);
}

describe('isKnownPath and the route table', () => {
  const all = leaves(routes);

  it('knows every named route of the table, and the table renders each one', () => {
    const named = all.filter((leaf) => leaf.named);
    expect(named.length).toBeGreaterThan(100);
    for (const { pattern } of named) {
      for (const url of examplesOf(pattern)) {
        expect(isKnownPath(url), url).toBe(true);
        expect(tableKnows(url), url).toBe(true);
      }
    }
  });

  it('does not know the not-found routes (the catch-alls), which the table answers with the not-found page', () => {
    const catchAlls = all.filter((leaf) => !leaf.named && leaf.pattern.endsWith('*') && !leaf.pattern.includes(':'));
    expect(catchAlls.map((leaf) => leaf.pattern).sort()).toEqual(['/*', '/en/*', '/fr/*', '/nl/*']);
    for (const { pattern } of catchAlls) {
      const url = pattern.replace('*', 'no-such-page');
      expect(isKnownPath(url), url).toBe(false);
      expect(tableKnows(url), url).toBe(false);
    }
  });

  it('agrees with the table on paths around the routes', () => {
    const urls = [
      '/',
      '/fr',
      '/en/',
      '/nl/faq',
      '/faq',
      '/market',
      '/de',
      '/de/market',
      '/pt-br/faq',
      '/fr/no-such-page',
      '/no-such-page',
      '/fr/patients/abc',
      '/fr/patients/abc/def',
      '/fr/templates/7/edit',
      '/fr/templates/7/edit/x',
      '/fr/form/abc',
      '/fr/form/12/34',
      '/fr/form/12/34/x/y',
      '/fr/form/12/abc',
      '/fr/form/12/abc/extra',
      '/form/12/abc',
      '/auth/google/callback',
      '/verify-email/abc',
      '/verify-email/abc/def',
      '/FR/Faq',
      '/fr/admin',
      '/fr/admin/support/3',
    ];
    for (const url of urls) expect(isKnownPath(url), url).toBe(tableKnows(url));
  });
});
