// Guard decisions for each kind of route and auth state (docs/product.md#routes and #states).
import { describe, expect, it } from 'vitest';
import { currentUser } from '../test/account-fixtures';
import { authStatus, guardDecision, type TCurrentUser } from './auth-state';

const user = (overrides: Partial<TCurrentUser> = {}): TCurrentUser => currentUser(overrides);

describe('authStatus', () => {
  it('is guest without token, loading with a token but no user, authenticated with both', () => {
    expect(authStatus(null, null)).toBe('guest');
    expect(authStatus('t', null)).toBe('loading');
    expect(authStatus('t', user())).toBe('authenticated');
  });
});

describe('guardDecision', () => {
  it('sends visitors of protected routes to login', () => {
    for (const kind of ['login', 'incomplete-profile', 'profile', 'admin'] as const) {
      expect(guardDecision(kind, null, null)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });
  it('waits while the user of a stored token loads', () => {
    for (const kind of ['guest', 'login', 'profile', 'admin'] as const) expect(guardDecision(kind, 't', null)).toEqual({ kind: 'wait' });
  });
  it('sends logged-in users away from guest pages', () => {
    expect(guardDecision('guest', null, null)).toEqual({ kind: 'allow' });
    expect(guardDecision('guest', 't', user())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardDecision('guest', 't', user({ profileCompleted: false }))).toEqual({ kind: 'redirect', to: '/complete-profile' });
  });
  it('keeps incomplete profiles on complete-profile and complete ones off it', () => {
    expect(guardDecision('profile', 't', user({ profileCompleted: false }))).toEqual({ kind: 'redirect', to: '/complete-profile' });
    expect(guardDecision('incomplete-profile', 't', user({ profileCompleted: false }))).toEqual({ kind: 'allow' });
    expect(guardDecision('incomplete-profile', 't', user())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardDecision('login', 't', user({ profileCompleted: false }))).toEqual({ kind: 'allow' });
  });
  it('sends non-administrators from admin pages to the dashboard', () => {
    expect(guardDecision('admin', 't', user())).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(guardDecision('admin', 't', user({ isAdministrator: true, role: 'administrator' }))).toEqual({ kind: 'allow' });
    expect(guardDecision('profile', 't', user())).toEqual({ kind: 'allow' });
  });
});
