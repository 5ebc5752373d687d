// The bot check in the sign-in pages (docs/auth-api.md#bot-check): Google's script only with a site key, a token named
// after the page's action sent with the form, and a clear message when the script cannot load.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { ForgotPasswordPage } from '../password/forgot-password-page';
import { LoginPage } from '../sign-in/login-page';
import { resetBotCheck } from './bot-check';

type TScriptOutcome = 'load' | 'error';

/** Stands in for the network: Google's script "loads" (defining grecaptcha) or fails, as the test says. */
function googleScript(outcome: TScriptOutcome) {
  const added: string[] = [];
  const execute = vi.fn(async (_key: string, options: { action: string }) => `token-for-${options.action}`);
  const original = document.head.appendChild.bind(document.head);
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    if (node instanceof HTMLScriptElement) {
      added.push(node.src);
      queueMicrotask(() => {
        if (outcome === 'load') {
          window.grecaptcha = { ready: (callback) => callback(), execute };
          node.onload?.(new Event('load'));
        } else node.onerror?.(new Event('error'));
      });
      return node;
    }
    return original(node);
  });
  return { added, execute };
}

beforeEach(() => resetBotCheck());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  delete window.grecaptcha;
});

function fillLogin() {
  fireEvent.change(screen.getByLabelText('Adresse e-mail'), { target: { value: 'claire@cabinet.fr' } });
  fireEvent.change(screen.getByLabelText('Mot de passe'), { target: { value: 'Secret2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('bot check', () => {
  it('off: no script is added and the login goes without a token', async () => {
    const script = googleScript('load');
    const calls = fakeTrpc({
      'auth.providers': () => ({ data: { google: false, recaptchaSiteKey: null } }),
      'auth.login': () => ({ error: { appCode: 'INVALID_CREDENTIALS', httpStatus: 401 } }),
    });
    renderAuthPage(<LoginPage />, { path: '/login' });
    fillLogin();
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect.')).toBeInTheDocument();
    expect(script.added).toEqual([]);
    expect(calls.find((call) => call.procedure === 'auth.login')?.input).not.toHaveProperty('recaptchaToken');
    expect(screen.queryByText(/reCAPTCHA/)).not.toBeInTheDocument();
  });

  it('on: loads the script with the site key, sends the login token, says the form is protected', async () => {
    const script = googleScript('load');
    const calls = fakeTrpc({
      'auth.providers': () => ({ data: { google: false, recaptchaSiteKey: 'site-key-1' } }),
      'auth.login': () => ({ error: { appCode: 'BOT_CHECK_FAILED', httpStatus: 422 } }),
    });
    renderAuthPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByText(/protégé par reCAPTCHA/)).toBeInTheDocument();
    await waitFor(() => expect(script.added).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key-1']));
    fillLogin();
    // The server refused the token: the translated "bot-check failure".
    expect(await screen.findByText('La vérification anti-robot a échoué. Réessayez.')).toBeInTheDocument();
    expect(calls.find((call) => call.procedure === 'auth.login')?.input).toMatchObject({ recaptchaToken: 'token-for-login' });
    expect(script.execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
  });

  it('a script that cannot load: a clear message, and nothing is sent', async () => {
    googleScript('error');
    const calls = fakeTrpc({ 'auth.providers': () => ({ data: { google: false, recaptchaSiteKey: 'site-key-1' } }) });
    renderAuthPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    fireEvent.change(await screen.findByLabelText('Adresse e-mail'), { target: { value: 'claire@cabinet.fr' } });
    fireEvent.click(screen.getByRole('button', { name: /Envoyer/ }));
    expect(await screen.findByText(/La vérification anti-robot n’a pas pu se charger/)).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('auth.forgotPassword');
  });
});
