// Hand-offs between sign-in pages kept in sessionStorage (never in a URL): the pending 2FA login and the Google session.
import type { TCurrentUser } from '../../../lib/auth';

const PENDING_TWO_FACTOR_KEY = 'praxiform.pendingTwoFactor';
const OAUTH_SESSION_KEY = 'praxiform.oauthSession';

export type TPendingTwoFactor = { pendingToken: string; email?: string };
export type TOAuthSession = { token: string; user?: TCurrentUser };

function read(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused (private mode, quota): the next page falls back to the login page.
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function savePendingTwoFactor(pending: TPendingTwoFactor): void {
  write(PENDING_TWO_FACTOR_KEY, pending);
}

export function readPendingTwoFactor(): TPendingTwoFactor | null {
  const value = read(PENDING_TWO_FACTOR_KEY);
  if (!isRecord(value) || typeof value.pendingToken !== 'string' || !value.pendingToken) return null;
  return { pendingToken: value.pendingToken, ...(typeof value.email === 'string' ? { email: value.email } : {}) };
}

export function clearPendingTwoFactor(): void {
  write(PENDING_TWO_FACTOR_KEY, null);
}

export function saveOAuthSession(session: TOAuthSession): void {
  write(OAUTH_SESSION_KEY, session);
}

export function readOAuthSession(): TOAuthSession | null {
  const value = read(OAUTH_SESSION_KEY);
  if (!isRecord(value) || typeof value.token !== 'string' || !value.token) return null;
  return { token: value.token, ...(isRecord(value.user) ? { user: value.user as TCurrentUser } : {}) };
}

export function clearOAuthSession(): void {
  write(OAUTH_SESSION_KEY, null);
}
