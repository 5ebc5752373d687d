// REST client: Bearer header, 2xx success, error codes from the body, and the 401 logout-and-redirect rule.
import { describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { ApiError, apiRequest, apiUrl, createAuthorizedFetch, loginPathFor } from './http';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function setup(response: Response | Error) {
  const fetchMock = vi.fn<typeof fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  const onUnauthorized = vi.fn();
  return { fetchMock, onUnauthorized, deps: { fetch: fetchMock, storage: window.localStorage, onUnauthorized } };
}

function sentHeaders(fetchMock: ReturnType<typeof setup>['fetchMock']): Headers {
  const init = fetchMock.mock.calls[0]?.[1];
  return new Headers(init?.headers);
}

describe('authorized fetch', () => {
  it('sends the stored token as a Bearer header', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    const { fetchMock, deps } = setup(jsonResponse(200, { ok: true }));
    await createAuthorizedFetch(deps)('/api/me', { headers: { Accept: 'application/json' } });
    const headers = sentHeaders(fetchMock);
    expect(headers.get('Authorization')).toBe('Bearer tok-123');
    expect(headers.get('Accept')).toBe('application/json');
  });

  it('never sends the token to a URL the app did not build for its own API', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    for (const url of [
      'https://elsewhere.example/api/files/x',
      '//elsewhere.example/api/x',
      'javascript:alert(1)',
      '/form/abc',
      new URL('https://elsewhere.example/api/x'),
    ]) {
      const { fetchMock, deps } = setup(jsonResponse(401, {}));
      await createAuthorizedFetch(deps)(url);
      expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
      // A foreign 401 does not log the user out either.
      expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok-123');
    }
  });

  it('sends no Authorization header without a token', async () => {
    const { fetchMock, deps } = setup(jsonResponse(200, {}));
    await createAuthorizedFetch(deps)('/api/trpc/health');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
  });

  it('on any 401 removes the token and asks for the login page', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const { deps, onUnauthorized } = setup(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    const response = await createAuthorizedFetch(deps)('/api/trpc/auth.me');
    expect(response.status).toBe(401);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves the page where it is on a 401 to a request sent without a token: there is no session to end', async () => {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    const { fetchMock, deps, onUnauthorized } = setup(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'no' }));
    const response = await createAuthorizedFetch(deps)('/api/trpc/billing.status');
    expect(sentHeaders(fetchMock).has('Authorization')).toBe(false);
    expect(response.status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('treats a 401 inside a mixed tRPC batch (207) like a 401', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const batch = [{ result: { data: { ok: true } } }, { error: { message: 'UNAUTHENTICATED', code: -32001, data: { httpStatus: 401 } } }];
    const { deps, onUnauthorized } = setup(jsonResponse(207, batch));
    const response = await createAuthorizedFetch(deps)('/api/trpc/health,auth.me?batch=1');
    expect(await response.json()).toEqual(batch);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('keeps the token on other errors', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'valid');
    const { deps, onUnauthorized } = setup(jsonResponse(403, { code: 'FORBIDDEN', message: 'no' }));
    await createAuthorizedFetch(deps)('/api/admin');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('valid');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('apiRequest', () => {
  it('resolves 2xx answers with the parsed body and sends JSON', async () => {
    const { fetchMock, deps } = setup(jsonResponse(201, { data: { id: 7 } }));
    await expect(apiRequest('/patients', { body: { name: 'x' } }, deps)).resolves.toEqual({ data: { id: 7 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/patients');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect(sentHeaders(fetchMock).get('Content-Type')).toBe('application/json');
  });

  it('resolves an empty 204 answer with null', async () => {
    const { deps } = setup(new Response(null, { status: 204 }));
    await expect(apiRequest('/logout', { method: 'POST' }, deps)).resolves.toBeNull();
  });

  it('rejects other statuses with the server code and message', async () => {
    const { deps } = setup(jsonResponse(410, { code: 'LINK_EXPIRED', message: 'Link expired' }));
    const error = await apiRequest('/form/abc', {}, deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 410, code: 'LINK_EXPIRED', message: 'Link expired' });
  });

  it('rejects a 401 and logs out', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    const { deps, onUnauthorized } = setup(jsonResponse(401, { code: 'UNAUTHENTICATED', message: 'Session expired' }));
    await expect(apiRequest('/me', {}, deps)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('maps unknown codes to UNKNOWN and failed fetches to NETWORK_ERROR', async () => {
    const unknown = setup(jsonResponse(500, { code: 'SOMETHING_ELSE' }));
    await expect(apiRequest('/me', {}, unknown.deps)).rejects.toMatchObject({ status: 500, code: 'UNKNOWN' });
    const offline = setup(new TypeError('Failed to fetch'));
    await expect(apiRequest('/me', {}, offline.deps)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('builds /api URLs with query parameters', () => {
    expect(apiUrl('/auth/google', { language: 'nl', skip: undefined })).toBe('/api/auth/google?language=nl');
    expect(apiUrl('me')).toBe('/api/me');
  });
});

describe('loginPathFor', () => {
  it('keeps the locale of the current URL', () => {
    expect(loginPathFor('/nl/templates')).toBe('/nl/login');
  });
  it('uses the stored locale on prefix-less pages', () => {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(loginPathFor('/verify-email/abc')).toBe('/en/login');
  });
});
