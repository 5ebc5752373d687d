// Second login step: the 6-digit field, wrong codes with attempts left, backup codes, and the ways back to login.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { normalizeTotpInput } from './two-factor-code-input';
import { fakeTrpc, renderAuthPage } from '../../../test/render-page';
import { VerifyTwoFactorPage } from './verify-two-factor-page';

const USER = {
  id: 7,
  firstName: 'Luc',
  lastName: 'Bernard',
  email: 'luc@cabinet.fr',
  role: 'member',
  isAdministrator: false,
  profileCompleted: true,
  interfaceLanguage: 'fr',
};

beforeEach(() => {
  window.sessionStorage.setItem('praxiform.pendingTwoFactor', JSON.stringify({ pendingToken: 'pending-1', email: 'luc@cabinet.fr' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

describe('normalizeTotpInput', () => {
  it('keeps at most six digits of what was typed or pasted', () => {
    expect(normalizeTotpInput('123 456')).toBe('123456');
    expect(normalizeTotpInput('12a3-4')).toBe('1234');
    expect(normalizeTotpInput('12345678')).toBe('123456');
  });
});

describe('VerifyTwoFactorPage', () => {
  it('offers a numeric one-time-code field that keeps digits only', () => {
    fakeTrpc({});
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor' });
    const input = screen.getByLabelText('Code de vérification');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '6');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: '12 34x567' } });
    expect(input).toHaveValue('123456');
    expect(screen.getByText('Connexion de luc@cabinet.fr')).toBeInTheDocument();
  });

  it('refuses an incomplete code without calling the server', async () => {
    const calls = fakeTrpc({});
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor' });
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code comporte 6 chiffres.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('says how many attempts are left after a wrong code', async () => {
    fakeTrpc({ 'auth.verifyTwoFactor': () => ({ error: { appCode: 'TWO_FACTOR_CODE_INVALID', httpStatus: 422, details: { attemptsLeft: 3 } } }) });
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor' });
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code incorrect. Il vous reste 3 tentatives.');
    expect(screen.getByLabelText('Code de vérification')).toHaveValue('');
  });

  it('accepts a backup code and opens the app', async () => {
    const calls = fakeTrpc({ 'auth.verifyTwoFactor': () => ({ data: { status: 'authenticated', token: 'session-2', user: USER } }) });
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor' });
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de secours' }));
    const input = screen.getByLabelText('Code de secours');
    fireEvent.change(input, { target: { value: 'abcde-fgh01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Un code de secours a la forme XXXXX-XXXXX.')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'abcde-23456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fr/dashboard');
    expect(calls[0]?.input).toEqual({ pendingToken: 'pending-1', code: 'ABCDE-23456' });
    expect(window.localStorage.getItem('praxiform.token')).toBe('session-2');
    expect(window.sessionStorage.getItem('praxiform.pendingTwoFactor')).toBeNull();
  });

  it('goes back to login when the pending login expired', async () => {
    fakeTrpc({ 'auth.verifyTwoFactor': () => ({ error: { appCode: 'TWO_FACTOR_LOGIN_EXPIRED', httpStatus: 401 } }) });
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor' });
    fireEvent.change(screen.getByLabelText('Code de vérification'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Vérifier' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/fr/login');
    expect(location.getAttribute('data-state')).toContain('twoFactorExpired');
    expect(window.sessionStorage.getItem('praxiform.pendingTwoFactor')).toBeNull();
  });

  it('sends a visit without a pending login to the login page', async () => {
    window.sessionStorage.clear();
    renderAuthPage(<VerifyTwoFactorPage />, { path: '/verify-two-factor', locale: 'nl' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/nl/login');
  });
});
