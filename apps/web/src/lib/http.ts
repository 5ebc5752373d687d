// Fetch wrapper for the REST /api/* paths: Bearer token on every request, any 401 logs out, errors carry the server's code.
import { TOKEN_STORAGE_KEY, isAppErrorCode, type TAppErrorCode } from '@praxiform/domain';
import { detectBrowserLocale, localeFromPath, localizedPath } from './locale-core';

/** Error code of a failure with no server code: the request never got an answer. */
/** Besides the server's codes: no answer (NETWORK_ERROR), the bot check's script could not load (BOT_CHECK_UNAVAILABLE), anything else. */
export type TClientErrorCode = TAppErrorCode | 'NETWORK_ERROR' | 'BOT_CHECK_UNAVAILABLE' | 'UNKNOWN';

export class ApiError extends Error {
  readonly status: number;
  readonly code: TClientErrorCode;
  readonly body: unknown;

  constructor(status: number, code: TClientErrorCode, message: string, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

export type THttpDeps = {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'removeItem'>;
  /** Called after a 401 removed the token; sends the browser to the login page. */
  onUnauthorized: () => void;
};

export function readToken(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Request headers plus the Bearer token when one is stored. */
export function withAuthorization(headers: HeadersInit | undefined, token: string | null): Headers {
  const merged = new Headers(headers);
  if (token) merged.set('Authorization', `Bearer ${token}`);
  return merged;
}

/** The login page in the active locale (the URL prefix, else the detected locale). */
export function loginPathFor(pathname: string): string {
  return localizedPath(localeFromPath(pathname) ?? detectBrowserLocale(), '/login');
}

function defaultDeps(): THttpDeps {
  return {
    fetch: (input, init) => globalThis.fetch(input, init),
    storage: window.localStorage,
    onUnauthorized: () => {
      const target = loginPathFor(window.location.pathname);
      // Already on the login page: reloading it would only wipe what the user typed.
      if (window.location.pathname !== target) window.location.assign(target);
    },
  };
}

/** A tRPC batch that mixes results answers 207; a 401 then hides inside one item's error data. */
async function batchHasUnauthorized(response: Response): Promise<boolean> {
  if (response.status !== 207) return false;
  try {
    const items = (await response.clone().json()) as unknown;
    return (
      Array.isArray(items) &&
      items.some((item: unknown) => (item as { error?: { data?: { httpStatus?: unknown } } } | null)?.error?.data?.httpStatus === 401)
    );
  } catch {
    return false;
  }
}

/**
 * Whether the token may go with a request: only to this app's own API, given as a path the app built ("/api/..."),
 * never to another origin, a protocol-relative URL, a data: or javascript: URL, or a Request object.
 */
export function isOwnApiPath(input: Parameters<typeof fetch>[0]): boolean {
  return typeof input === 'string' && input.startsWith('/api/') && !input.includes('\\');
}

/**
 * fetch with the stored Bearer token (own API paths only); on a 401 to a request that carried it, the token is removed
 * and the browser goes to login.
 * Used by the REST helpers below and by the tRPC link. No timeout on purpose (docs/product.md#constants).
 */
export function createAuthorizedFetch(deps?: Partial<THttpDeps>): typeof fetch {
  return async (input, init) => {
    const resolved = { ...defaultDeps(), ...deps };
    const own = isOwnApiPath(input);
    const token = own ? readToken(resolved.storage) : null;
    const headers = withAuthorization(init?.headers, token);
    const response = await resolved.fetch(input, { ...init, headers });
    // A 401 to a request sent without a session ends no session: the caller shows the error (a visitor signed out a
    // moment ago, say, whose page still asked for a signed-in answer, stays on the page it went to).
    if (!token) return response;
    if (response.status === 401 || (await batchHasUnauthorized(response))) {
      resolved.storage.removeItem(TOKEN_STORAGE_KEY);
      resolved.onUnauthorized();
    }
    return response;
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = isAppErrorCode(record.code) ? record.code : 'UNKNOWN';
  const message = typeof record.message === 'string' ? record.message : `HTTP ${status}`;
  return new ApiError(status, code, message, body);
}

export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
};

export function apiUrl(path: string, query?: TRequestOptions['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Calls a REST path under /api: 200-299 resolve with the parsed JSON, anything else throws ApiError. */
export async function apiRequest<TResult>(path: string, options: TRequestOptions = {}, deps?: Partial<THttpDeps>): Promise<TResult> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await createAuthorizedFetch(deps)(apiUrl(path, options.query), {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', null);
  }
  const body = await readBody(response);
  if (response.status >= 200 && response.status <= 299) return body as TResult;
  throw errorFrom(response.status, body);
}
