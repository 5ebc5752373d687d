// Register page: field errors from the shared schema, "email already used" with a login link, the verify-your-email screen.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { RegisterPage } from './register-page';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

const VALID = {
  Prénom: 'Claire',
  Nom: 'Martin',
  'Adresse e-mail': 'claire@cabinet.fr',
  'Mot de passe': 'Secret-2026',
  'Confirmez le mot de passe': 'Secret-2026',
};

function metRules(): Record<string, boolean> {
  const items = screen.getAllByRole('listitem').filter((item) => item.hasAttribute('data-rule'));
  return Object.fromEntries(items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']));
}

afterEach(() => vi.unstubAllGlobals());

describe('RegisterPage', () => {
  it('shows the field errors of the shared schema', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<RegisterPage />, { path: '/register' });
    fill({ ...VALID, Prénom: 'C', Nom: '', 'Mot de passe': 'secret', 'Confirmez le mot de passe': 'other' });
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Au moins 2 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Ce champ est obligatoire.')).toBeInTheDocument();
    expect(screen.getByText('Au moins 8 caractères.')).toBeInTheDocument();
    expect(screen.getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(screen.getByText('Vous devez accepter les conditions d’utilisation.')).toBeInTheDocument();
    expect(calls.filter((call) => call.procedure !== 'auth.providers')).toHaveLength(0);
  });

  it('ticks the one password rule live, special character included, and refuses a password without one', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<RegisterPage />, { path: '/register' });
    fill({ ...VALID, 'Mot de passe': 'Secret2026', 'Confirmez le mot de passe': 'Secret2026' });
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: false });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByText('Au moins un caractère spécial.')).toBeInTheDocument();
    expect(calls.map((call) => call.procedure)).not.toContain('auth.register');
    fill({ 'Mot de passe': 'Secret-2026' });
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
  });

  it('tells a practitioner invited to a cabinet to sign up with the invited address, only when arriving from the invitation', () => {
    fakeTrpc({});
    const { unmount } = renderAuthPage(<RegisterPage />, { path: '/register', locale: 'en', url: '/en/register?invite=abc' });
    expect(screen.getByRole('status')).toHaveTextContent('Create your account with the address the invitation was sent to');
    unmount();
    renderAuthPage(<RegisterPage />, { path: '/register' });
    expect(screen.queryByText(/l’adresse à laquelle l’invitation a été envoyée/)).not.toBeInTheDocument();
  });

  it('defaults the interface language to the page language and links the terms', () => {
    fakeTrpc({});
    renderAuthPage(<RegisterPage />, { path: '/register', locale: 'nl' });
    expect(screen.getByLabelText('Taal van de interface')).toHaveValue('nl');
    expect(screen.getByRole('link', { name: 'gebruiksvoorwaarden' })).toHaveAttribute('href', '/nl/cgu');
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/nl/privacy');
  });

  it('gives an address already in use its own message with a link to login', async () => {
    fakeTrpc({ 'auth.register': () => ({ error: { appCode: 'EMAIL_ALREADY_USED', httpStatus: 409 } }) });
    renderAuthPage(<RegisterPage />, { path: '/register' });
    fill(VALID);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Un compte existe déjà avec cette adresse e-mail.');
    expect(within(alert).getByRole('link', { name: 'Se connecter avec cette adresse' })).toHaveAttribute('href', '/fr/login');
  });

  it('asks to verify the email after registering, with a resend button', async () => {
    const calls = fakeTrpc({
      'auth.register': () => ({ data: { email: 'claire@cabinet.fr', signInProof: '12.1893456789012.proof' } }),
      'auth.resendVerification': () => ({ data: { sent: true } }),
    });
    renderAuthPage(<RegisterPage />, { path: '/register' });
    fill(VALID);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte mail' })).toBeInTheDocument();
    expect(screen.getByText('claire@cabinet.fr')).toBeInTheDocument();
    expect(calls.find((call) => call.procedure === 'auth.register')?.input).toMatchObject({
      firstName: 'Claire',
      lastName: 'Martin',
      email: 'claire@cabinet.fr',
      language: 'fr',
      acceptTerms: true,
    });
    // Kept for the mail's link opened in this browser (registration-proof.ts).
    expect(window.localStorage.getItem('praxiform.registrationProof')).toBe('12.1893456789012.proof');
    fireEvent.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail' }));
    expect(await screen.findByRole('status')).toHaveTextContent('claire@cabinet.fr');
  });
});
