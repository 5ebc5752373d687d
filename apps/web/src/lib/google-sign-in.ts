// Starting a Google sign-in (the sign-in pages' button, and the profile's "sign in with Google again" before a change of
// address), and the page to come back to afterwards, kept in sessionStorage (never in a URL).
import type { TLocale } from '@praxiform/domain';
import { apiRequest } from './http';

const RETURN_KEY = 'praxiform.returnAfterSignIn';

type TGoogleStart = { success?: boolean; redirect_url?: unknown };

/** Google's URL for this browser (the server sets the state and PKCE cookies), or null when the answer had none. */
export async function googleRedirectUrl(locale: TLocale): Promise<string | null> {
  const answer = await apiRequest<TGoogleStart>('/auth/google', { query: { language: locale } }, { onUnauthorized: () => undefined });
  return typeof answer?.redirect_url === 'string' && answer.redirect_url ? answer.redirect_url : null;
}

/** A same-site path without a locale prefix ("/profile#information"); anything else is ignored. */
function isLocalPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//');
}

/** The page the next completed sign-in should open instead of the dashboard. */
export function saveReturnAfterSignIn(path: string): void {
  try {
    if (isLocalPath(path)) window.sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // Storage refused: the sign-in ends on the dashboard.
  }
}

/** Reads and forgets the page saved by saveReturnAfterSignIn. */
export function takeReturnAfterSignIn(): string | null {
  try {
    const path = window.sessionStorage.getItem(RETURN_KEY);
    window.sessionStorage.removeItem(RETURN_KEY);
    return isLocalPath(path) ? path : null;
  } catch {
    return null;
  }
}
