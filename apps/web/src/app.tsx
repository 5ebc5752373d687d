// The app's providers (TanStack Query, tRPC, i18n, auth) around the router. Pages wait for their code and texts in
// the route table's Suspense boundaries, inside their layout; the one here only catches what waits outside a page.
import { Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PageLoader } from './components/layout/page-loader';
import { AuthProvider } from './lib/auth';
import { i18n } from './lib/i18n';
import { TRPCProvider, createApiClient } from './lib/trpc';
import { routes } from './routes/route-table';

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [apiClient] = useState(createApiClient);
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={apiClient} queryClient={queryClient}>
          <AuthProvider>
            <Suspense fallback={<PageLoader />}>
              <RouterProvider router={router} />
            </Suspense>
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
