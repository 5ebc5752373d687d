// Pure auth state rules (docs/product.md#states): a stored token means authenticated; the user says whether the profile is complete.
import type { TCurrentUser } from './api-types';

export type { TCurrentUser };

export type TAuthStatus = 'loading' | 'guest' | 'authenticated';

/** loading while a token exists but its user is not known yet. */
export function authStatus(token: string | null, user: TCurrentUser | null): TAuthStatus {
  if (!token) return 'guest';
  return user ? 'authenticated' : 'loading';
}

export type TGuardKind = 'guest' | 'login' | 'profile' | 'admin' | 'incomplete-profile';

export type TGuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

/**
 * What a guarded route does for this auth state. Paths are prefix-less.
 * guest: only for visitors; login: any session; incomplete-profile: a session whose profile still needs completing;
 * profile: a session with a complete profile; admin: that plus is_administrator.
 */
export function guardDecision(guard: TGuardKind, token: string | null, user: TCurrentUser | null): TGuardDecision {
  const status = authStatus(token, user);
  if (guard === 'guest') {
    if (status === 'guest') return { kind: 'allow' };
    if (!user) return { kind: 'wait' };
    return { kind: 'redirect', to: user.profileCompleted ? '/dashboard' : '/complete-profile' };
  }
  if (status === 'guest') return { kind: 'redirect', to: '/login' };
  if (!user) return { kind: 'wait' };
  if (guard === 'login') return { kind: 'allow' };
  if (guard === 'incomplete-profile') return user.profileCompleted ? { kind: 'redirect', to: '/dashboard' } : { kind: 'allow' };
  if (!user.profileCompleted) return { kind: 'redirect', to: '/complete-profile' };
  if (guard === 'admin' && !user.isAdministrator) return { kind: 'redirect', to: '/dashboard' };
  return { kind: 'allow' };
}
