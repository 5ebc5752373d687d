// The route table in jsdom: prefix-less redirects, not-found pages, guard redirects and titles.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { LOCALE_STORAGE_KEY } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { AuthProvider } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { TRPCProvider, createApiClient } from '../lib/trpc';
import { routes } from './route-table';

const fr = resources.fr.common as { notFound: { title: string }; pages: Record<string, string> };

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
  return `${pathname}${search}${hash}`;
}

describe('route table', () => {
  beforeEach(async () => {
    // Pages outside the /fr|/en|/nl trees keep the language already active.
    await i18n.changeLanguage('fr');
  });

  it('prefixes a prefix-less URL with the stored locale, keeping query and hash', async () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'nl');
    expect(await renderAt('/cgu?x=1#art-2')).toBe('/nl/cgu?x=1#art-2');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('sends a visitor of a protected page to the login page of the same language', async () => {
    expect(await renderAt('/en/templates/create')).toBe('/en/login');
    expect(document.title).toBe(`${(resources.en.common as typeof fr).pages.login} | Praxiform`);
  });

  it('shows the not-found page for an unknown language and for non-numeric form ids', async () => {
    expect(await renderAt('/de/market')).toBe('/de/market');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.notFound.title);
    expect(document.title).toBe('Praxiform');
  });

  it('shows the not-found page for a public form with a non-numeric id', async () => {
    expect(await renderAt('/fr/form/12/abc/extra')).toBe('/fr/form/12/abc/extra');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.notFound.title);
    expect(document.title).toBe('Praxiform');
  });

  it('serves the verification link without a prefix', async () => {
    expect(await renderAt('/verify-email/abc123')).toBe('/verify-email/abc123');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(fr.pages.VerifyEmail ?? '');
  });
});
