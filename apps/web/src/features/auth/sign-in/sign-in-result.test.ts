// Reading login answers (tRPC and REST shapes) and choosing where a signed-in user goes.
import { describe, expect, it } from 'vitest';
import { homePathFor, parseSignInResult, returnPathFrom } from './sign-in-result';

const user = {
  id: 3,
  firstName: 'A',
  lastName: 'B',
  email: 'a@b.fr',
  role: 'trial',
  isAdministrator: false,
  profileCompleted: false,
  interfaceLanguage: 'fr',
};

describe('parseSignInResult', () => {
  it('reads a TLoginResult, plain or wrapped in { success, data }', () => {
    expect(parseSignInResult({ status: 'authenticated', token: 't', user })).toEqual({ status: 'authenticated', token: 't', user });
    expect(parseSignInResult({ success: true, data: { user, token: 't' } })).toEqual({ status: 'authenticated', token: 't', user });
  });
  it('reads a pending 2FA login in camelCase or snake_case', () => {
    expect(parseSignInResult({ status: 'two_factor_required', pendingToken: 'p' })).toEqual({ status: 'two_factor_required', pendingToken: 'p' });
    expect(parseSignInResult({ success: true, data: { two_factor_required: true, pending_token: 'p' } })).toEqual({
      status: 'two_factor_required',
      pendingToken: 'p',
    });
  });
  it('refuses anything else', () => {
    for (const body of [null, 'x', {}, { token: 't' }, { success: true, data: { token: '', user } }]) expect(parseSignInResult(body)).toBeNull();
  });
});

describe('where a signed-in user goes', () => {
  it('opens complete-profile until the profile is complete', () => {
    expect(homePathFor(user)).toBe('/complete-profile');
    expect(homePathFor({ profileCompleted: true })).toBe('/dashboard');
  });
  it('returns to a same-site page only', () => {
    expect(returnPathFrom({ from: '/fr/templates' })).toBe('/fr/templates');
    expect(returnPathFrom({ from: '//evil.example' })).toBeNull();
    expect(returnPathFrom({ from: 'https://evil.example' })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
