// Test helper: renders a public page under /:lang with its own i18next instance in that language, and the providers
// the pricing plans need (TanStack Query, tRPC, auth: billing.plans and the signed-in user; tests fake /api/trpc with
// src/test/render-page's fakeTrpc).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TLocale } from '@praxiform/domain';
import { AuthProvider } from '../../lib/auth';
import { TRPCProvider, createApiClient } from '../../lib/trpc';
import { createTestI18n } from '../../test/i18n';

export function renderInLocale(ui: ReactElement, locale: TLocale, path = '/') {
  const i18n = createTestI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/:lang/*" element={ui} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
