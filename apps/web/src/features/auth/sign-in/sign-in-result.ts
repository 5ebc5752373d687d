// What a login answers (auth.login, auth.verifyTwoFactor, the Google callback) and where the user goes next.
import type { TCurrentUser } from '../../../lib/auth';

export type TSignInResult = { status: 'authenticated'; token: string; user: TCurrentUser } | { status: 'two_factor_required'; pendingToken: string };

/** Prefix-less page after a full login: the app, or the profile form first. */
export function homePathFor(user: Pick<TCurrentUser, 'profileCompleted'> | undefined): string {
  return user && !user.profileCompleted ? '/complete-profile' : '/dashboard';
}

/** The page the guard sent the visitor away from (router state `from`), if it is a same-site path. */
export function returnPathFrom(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const from = (state as { from?: unknown }).from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return null;
  return from;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isUser(value: unknown): value is TCurrentUser {
  return isRecord(value) && typeof value.id === 'number' && typeof value.email === 'string' && typeof value.profileCompleted === 'boolean';
}

/**
 * Reads the Google callback answer. The contract says a TLoginResult; the REST adapters wrap answers as
 * `{ success, data }` and use snake_case, so both shapes are accepted.
 */
export function parseSignInResult(body: unknown): TSignInResult | null {
  const root = isRecord(body) && isRecord(body.data) ? body.data : body;
  if (!isRecord(root)) return null;
  const pendingToken = root.pendingToken ?? root.pending_token;
  if ((root.status === 'two_factor_required' || root.two_factor_required === true) && typeof pendingToken === 'string' && pendingToken) {
    return { status: 'two_factor_required', pendingToken };
  }
  if (typeof root.token === 'string' && root.token && isUser(root.user)) return { status: 'authenticated', token: root.token, user: root.user };
  return null;
}
