// Test helpers: a page with the real providers (i18n, TanStack Query, tRPC, auth, router) and a fake /api/trpc.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { TLocale } from '@praxiform/domain';
import { AuthProvider } from '../lib/auth';
import { TRPCProvider, createApiClient } from '../lib/trpc';
import { createTestI18n } from './i18n';

export type TFakeAnswer =
  { data: unknown } | { error: { appCode: string; httpStatus: number; details?: Record<string, unknown>; issues?: unknown[] } };
export type TFakeCall = { procedure: string; input: unknown };

/**
 * Answers /api/trpc/<procedure> calls and records them. Calls made in the same tick arrive batched
 * (/api/trpc/a,b?batch=1): each is answered, and recorded as if it had come alone.
 */
export function fakeTrpc(handlers: Record<string, (input: unknown) => TFakeAnswer>): TFakeCall[] {
  const calls: TFakeCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const procedure = url.pathname.replace('/api/trpc/', '');
    const raw = init?.body ? String(init.body) : url.searchParams.get('input');
    const body = raw ? (JSON.parse(raw) as unknown) : undefined;
    if (procedure.includes(',')) return batchAnswer(procedure.split(','), body as Record<string, unknown> | undefined);
    calls.push({ procedure, input: body });
    const handler = handlers[procedure];
    if (!handler)
      return new Response(
        JSON.stringify({ error: { message: 'NOT_FOUND', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404, appCode: 'NOT_FOUND' } } }),
        { status: 404 },
      );
    const answer = handler(body);
    if ('data' in answer)
      return new Response(JSON.stringify({ result: { data: answer.data } }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    const { httpStatus } = answer.error;
    return new Response(JSON.stringify({ error: { message: answer.error.appCode, code: -32600, data: { code: 'X', ...answer.error } } }), {
      status: httpStatus,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  function batchAnswer(procedures: string[], inputs: Record<string, unknown> | undefined): Response {
    const results = procedures.map((procedure, index) => {
      const input = inputs?.[String(index)];
      calls.push({ procedure, input: { 0: input } });
      const handler = handlers[procedure];
      const answer: TFakeAnswer = handler ? handler({ 0: input }) : { error: { appCode: 'NOT_FOUND', httpStatus: 404 } };
      if ('data' in answer) return { result: { data: answer.data } };
      return { error: { message: answer.error.appCode, code: -32600, data: { code: 'X', ...answer.error } } };
    });
    return new Response(JSON.stringify(results), {
      status: results.every((r) => 'result' in r) ? 200 : 207,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

type TRenderOptions = { locale?: TLocale; path: string; url?: string; state?: unknown };

/** Renders the page at /:locale<path> (or `url`); a probe shows where the router went. */
export function renderAuthPage(page: ReactElement, { locale = 'fr', path, url, state }: TRenderOptions) {
  const i18n = createTestI18n(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const [pathname = '', search = ''] = (url ?? `/${locale}${path}`).split(/(?=\?)/);
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
          <AuthProvider>
            <MemoryRouter initialEntries={[{ pathname, search, state }]}>
              <Routes>
                <Route path={`/:lang${path}`} element={page} />
                <Route path="*" element={<LocationProbe />} />
              </Routes>
            </MemoryRouter>
          </AuthProvider>
        </TRPCProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
