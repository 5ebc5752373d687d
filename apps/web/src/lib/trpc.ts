// tRPC client for /api/trpc: types inferred from the server router, Bearer token and 401 handling through the shared fetch.
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from './api-types';
import { createAuthorizedFetch } from './http';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createApiClient() {
  const authorizedFetch = createAuthorizedFetch();
  return createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: '/api/trpc', fetch: (input, init) => authorizedFetch(input, init) })],
  });
}

export type TApiClient = ReturnType<typeof createApiClient>;
