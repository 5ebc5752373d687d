// Login page: client-side checks with the shared schema, one message per server code, resend for unverified emails, Google.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { fakeTrpc, renderAuthPage, type TFakeAnswer } from '../../../test/render-page';
import { LoginPage } from './login-page';

const noGoogle = () => ({ data: { google: false, recaptchaSiteKey: null } });
const fail = (appCode: string, httpStatus: number, details?: Record<string, unknown>): TFakeAnswer => ({
  error: { appCode, httpStatus, ...(details ? { details } : {}) },
});

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('LoginPage', () => {
  it('checks the fields with the shared schema before calling the server', async () => {
    const calls = fakeTrpc({ 'auth.providers': noGoogle });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getByText('Saisissez votre mot de passe.')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.procedure)).not.toContain('auth.login');
  });

  it('shows "Email non vérifié" with a resend action that sends the link to the returned address', async () => {
    const calls = fakeTrpc({
      'auth.providers': noGoogle,
      'auth.login': () => fail('EMAIL_NOT_VERIFIED', 403, { email: 'claire@cabinet.fr' }),
      'auth.resendVerification': () => ({ data: { sent: true } }),
    });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('Claire@Cabinet.fr', 'Secret-2026');
    expect(await screen.findByText('Email non vérifié')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Email non vérifié');
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }));
    expect(await screen.findByText('Un nouveau lien de vérification a été envoyé à claire@cabinet.fr.')).toBeInTheDocument();
    expect(calls.find((call) => call.procedure === 'auth.login')?.input).toEqual({ email: 'claire@cabinet.fr', password: 'Secret-2026' });
    expect(calls.find((call) => call.procedure === 'auth.resendVerification')?.input).toEqual({ email: 'claire@cabinet.fr' });
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'Adresse e-mail ou mot de passe incorrect.'],
    ['ACCOUNT_LOCKED', 429, 'Trop de tentatives de connexion échouées. Votre compte est verrouillé pendant 15 minutes.'],
    ['ACCOUNT_BLOCKED', 403, 'Votre compte est bloqué. Contactez le support.'],
    ['RATE_LIMITED', 429, 'Trop de tentatives. Patientez un instant avant de réessayer.'],
    ['BOT_CHECK_FAILED', 422, 'La vérification anti-robot a échoué. Réessayez.'],
    ['INTERNAL', 500, 'Une erreur inattendue est survenue. Réessayez dans un instant.'],
  ])('maps %s to its message, without a resend action', async (code, status, message) => {
    fakeTrpc({ 'auth.providers': noGoogle, 'auth.login': () => fail(code, status) });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('claire@cabinet.fr', 'Secret-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Renvoyer l’e-mail de vérification' })).not.toBeInTheDocument();
  });

  it('puts the server refusal of a field on that field, focused, without a general message', async () => {
    fakeTrpc({
      'auth.providers': noGoogle,
      'auth.login': () => ({ error: { appCode: 'VALIDATION_FAILED', httpStatus: 422, issues: [{ path: ['email'], message: 'EMAIL_INVALID' }] } }),
    });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('claire@cabinet.fr', 'Secret-2026');
    expect(await screen.findByText('Saisissez une adresse e-mail valide.')).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await waitFor(() => expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus());
  });

  it('shows the network message when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('claire@cabinet.fr', 'Secret-2026');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur réseau : vérifiez votre connexion internet.');
  });

  it('hands a login with 2FA to /verify-two-factor, the pending token in sessionStorage only', async () => {
    fakeTrpc({ 'auth.providers': noGoogle, 'auth.login': () => ({ data: { status: 'two_factor_required', pendingToken: 'pending-123' } }) });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillAndSubmit('claire@cabinet.fr', 'Secret-2026');
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/verify-two-factor');
    expect(JSON.parse(window.sessionStorage.getItem('praxiform.pendingTwoFactor') ?? '{}')).toEqual({
      pendingToken: 'pending-123',
      email: 'claire@cabinet.fr',
    });
  });

  it('keeps the session and opens complete-profile for a new account', async () => {
    const user = {
      id: 1,
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@cabinet.fr',
      role: 'trial',
      isAdministrator: false,
      profileCompleted: false,
      interfaceLanguage: 'fr',
    };
    fakeTrpc({ 'auth.providers': noGoogle, 'auth.login': () => ({ data: { status: 'authenticated', token: 'session-token', user } }) });
    renderAuthPage(<LoginPage />, { path: '/login', locale: 'en' });
    fireEvent.change(screen.getByLabelText('Email address'), { target: { value: 'claire@cabinet.fr' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Secret-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/en/complete-profile');
    expect(window.localStorage.getItem('praxiform.token')).toBe('session-token');
  });

  it('shows the Google button only when the server offers Google', async () => {
    fakeTrpc({ 'auth.providers': () => ({ data: { google: true, recaptchaSiteKey: null } }) });
    renderAuthPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('button', { name: 'Continuer avec Google' })).toBeInTheDocument();
  });

  it('says so when the server gives no Google redirect URL', async () => {
    fakeTrpc({ 'auth.providers': () => ({ data: { google: true, recaptchaSiteKey: null } }) });
    renderAuthPage(<LoginPage />, { path: '/login' });
    const button = await screen.findByRole('button', { name: 'Continuer avec Google' });
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: true }), { status: 200 }));
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent("Impossible d'obtenir l'URL de redirection Google");
  });

  it('has no Google button without Google, and toggles the password visibility', async () => {
    const calls = fakeTrpc({ 'auth.providers': noGoogle });
    renderAuthPage(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(calls.map((call) => call.procedure)).toContain('auth.providers'));
    expect(screen.queryByRole('button', { name: 'Continuer avec Google' })).not.toBeInTheDocument();
    const password = screen.getByLabelText('Mot de passe');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    fireEvent.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Adresse e-mail')).toHaveFocus();
  });
});
