// Google sign-in finishing pages: the callback hands the session over in sessionStorage (never the URL), /oauth/success stores it.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAuthPage } from '../../../test/render-page';
import { GoogleCallbackPage } from './google-callback-page';
import { OAuthSuccessPage } from './oauth-success-page';

const USER = {
  id: 9,
  firstName: 'Zoé',
  lastName: 'Petit',
  email: 'zoe@cabinet.fr',
  role: 'trial',
  isAdministrator: false,
  profileCompleted: false,
  interfaceLanguage: 'fr',
};

function answerCallback(status: number, body: unknown) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('GoogleCallbackPage', () => {
  it('posts code and state, then continues to /oauth/success with the session in sessionStorage', async () => {
    const calls = answerCallback(200, { status: 'authenticated', token: 'google-session', user: USER });
    renderAuthPage(<GoogleCallbackPage />, { path: '/auth/google/callback', url: '/fr/auth/google/callback?code=abc&state=xyz' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/oauth/success');
    expect(calls[0]).toEqual({ url: '/api/auth/google/callback', body: { code: 'abc', state: 'xyz' } });
    expect(JSON.parse(window.sessionStorage.getItem('praxiform.oauthSession') ?? '{}')).toMatchObject({ token: 'google-session' });
  });

  it('sends a 2FA account to /verify-two-factor', async () => {
    answerCallback(200, { status: 'two_factor_required', pendingToken: 'pending-g' });
    renderAuthPage(<GoogleCallbackPage />, { path: '/auth/google/callback', url: '/fr/auth/google/callback?code=abc&state=xyz' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/verify-two-factor');
    expect(JSON.parse(window.sessionStorage.getItem('praxiform.pendingTwoFactor') ?? '{}')).toEqual({ pendingToken: 'pending-g' });
  });

  it('goes back to login with the Google error message on failure', async () => {
    answerCallback(401, { success: false, code: 'GOOGLE_AUTH_FAILED', message: 'GOOGLE_AUTH_FAILED' });
    renderAuthPage(<GoogleCallbackPage />, { path: '/auth/google/callback', url: '/fr/auth/google/callback?code=abc&state=xyz' });
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/fr/login');
    expect(location.getAttribute('data-state')).toContain('auth:google.failed');
  });

  it('says why an unverified account of the address is not opened (docs/auth-api.md#google)', async () => {
    answerCallback(403, { success: false, code: 'GOOGLE_ACCOUNT_UNVERIFIED', message: 'GOOGLE_ACCOUNT_UNVERIFIED' });
    renderAuthPage(<GoogleCallbackPage />, { path: '/auth/google/callback', url: '/fr/auth/google/callback?code=abc&state=xyz' });
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/fr/login');
    expect(location.getAttribute('data-state')).toContain('errors:codes.GOOGLE_ACCOUNT_UNVERIFIED');
  });
});

describe('OAuthSuccessPage', () => {
  it('stores the token and opens complete-profile for a new account', async () => {
    window.sessionStorage.setItem('praxiform.oauthSession', JSON.stringify({ token: 'google-session', user: USER }));
    renderAuthPage(<OAuthSuccessPage />, { path: '/oauth/success' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/complete-profile');
    expect(window.localStorage.getItem('praxiform.token')).toBe('google-session');
    expect(window.sessionStorage.getItem('praxiform.oauthSession')).toBeNull();
  });

  it('goes back to the page that asked for a fresh Google sign-in (the profile, before a change of address)', async () => {
    window.sessionStorage.setItem('praxiform.oauthSession', JSON.stringify({ token: 'google-session', user: { ...USER, profileCompleted: true } }));
    window.sessionStorage.setItem('praxiform.returnAfterSignIn', '/profile#information');
    renderAuthPage(<OAuthSuccessPage />, { path: '/oauth/success' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/profile');
    expect(window.sessionStorage.getItem('praxiform.returnAfterSignIn')).toBeNull();
  });

  it('without a handed-over session goes to login', async () => {
    renderAuthPage(<OAuthSuccessPage />, { path: '/oauth/success', locale: 'en' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/login');
  });
});
