// The app's providers (TanStack Query, tRPC, i18n, auth) around a router. Both entries use them: the SPA's (main.tsx,
// every route) and the guest pages' (guest-main.tsx, the public and sign-in pages), and so does the build's prerender
// (prerender/entry-server.tsx), with the same tree: useId values depend on it. Pages wait for their code and texts in
// the route table's Suspense boundaries, inside their layout; the one here only catches what waits outside a page.
import { Suspense, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { PageLoader } from './components/layout/page-loader';
import { AuthProvider } from './lib/auth';
import { isWorthRetrying } from './lib/errors';
import { TRPCProvider, createApiClient } from './lib/trpc';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One more try for a network or server fault; a refusal (not found, forbidden) shows at once.
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: (failures, error) => failures < 1 && isWorthRetrying(error) },
    },
  });
}

type TProvidersProps = { i18n: TI18n; queryClient: QueryClient; children: ReactNode };

export function AppProviders({ i18n, queryClient, children }: TProvidersProps) {
  const [apiClient] = useState(createApiClient);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <AuthProvider>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The app in the browser: a route table behind the providers, on the browser's history. */
export function App({ routes, i18n }: { routes: RouteObject[]; i18n: TI18n }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
