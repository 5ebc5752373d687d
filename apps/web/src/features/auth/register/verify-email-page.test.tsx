// /verify-email/:token: the browser that registered is signed in and lands on the profile form; another browser gets
// the confirmation page and signs in once, its address filled in (docs/auth-api.md#signing-up).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@praxiform/domain';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => vi.unstubAllGlobals());

const PROOF_KEY = 'praxiform.registrationProof';
const user = {
  id: 7,
  firstName: 'Inès',
  lastName: 'Dubois',
  email: 'ines@cabinet.fr',
  role: 'trial',
  isAdministrator: false,
  profileCompleted: false,
  interfaceLanguage: 'fr',
  trialWelcomePending: true,
  subscription: null,
};

function open(answer: unknown) {
  const calls = fakeTrpc({ 'auth.verifyEmail': () => ({ data: answer }) });
  renderAuthPage(<VerifyEmailPage />, { path: '/verify-email/:token', url: '/fr/verify-email/tok-123' });
  return calls;
}

describe('VerifyEmailPage', () => {
  it('signs the browser that registered in and opens the profile form', async () => {
    window.localStorage.setItem(PROOF_KEY, '7.1893456789012.proof');
    const calls = open({ status: 'verified', email: user.email, session: { token: 'session-token', user } });
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/complete-profile');
    expect(calls).toEqual([{ procedure: 'auth.verifyEmail', input: { token: 'tok-123', signInProof: '7.1893456789012.proof' } }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('session-token');
    expect(window.localStorage.getItem(PROOF_KEY)).toBeNull();
  });

  it('elsewhere confirms the address and asks to sign in, with the address handed to the login form', async () => {
    const calls = open({ status: 'verified', email: user.email });
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/fr/email-verified');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ status: 'verified', email: user.email });
    expect(calls).toEqual([{ procedure: 'auth.verifyEmail', input: { token: 'tok-123' } }]);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
