// tRPC client for the sign-in procedures: no stored session and no global 401 redirect, because here a 401 is an answer
// (wrong password, expired 2FA step) that the page must show, not an expired session.
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../../../lib/api-types';

function createGuestApi() {
  return createTRPCClient<AppRouter>({
    links: [httpLink({ url: '/api/trpc', fetch: (input, init) => globalThis.fetch(input, init) })],
  });
}

export type TGuestApi = ReturnType<typeof createGuestApi>;

let guestApi: TGuestApi | null = null;

/** The one guest client of the page (created on first use). */
export function getGuestApi(): TGuestApi {
  guestApi ??= createGuestApi();
  return guestApi;
}
