// The one password rule (docs/product.md, "Password"): five rules, the same schema for every password being set
// (register, reset, the profile's change), none at sign-in.
import { describe, expect, it } from 'vitest';
import { ZChangePasswordInput, ZLoginInput, ZPassword, ZRegisterInput, ZResetPasswordInput } from './auth';
import { PASSWORD_RULES } from './password-rules';

function issues(result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, field = 'password') {
  return (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === field).map((issue) => issue.message);
}

const register = (password: string) =>
  ZRegisterInput.safeParse({
    firstName: 'Claire',
    lastName: 'Martin',
    email: 'claire@example.org',
    password,
    passwordConfirmation: password,
    language: 'fr',
    acceptTerms: true,
  });
const reset = (password: string) =>
  ZResetPasswordInput.safeParse({ token: 't0k3n', email: 'claire@example.org', password, passwordConfirmation: password });
const change = (password: string) => ZChangePasswordInput.safeParse({ currentPassword: 'Old-password-1', password, passwordConfirmation: password });

describe('the password rule', () => {
  it('has five rules, the special character among them, each with its own code', () => {
    expect(PASSWORD_RULES.map((rule) => [rule.key, rule.message])).toEqual([
      ['length', 'PASSWORD_TOO_SHORT'],
      ['uppercase', 'PASSWORD_NO_UPPERCASE'],
      ['lowercase', 'PASSWORD_NO_LOWERCASE'],
      ['digit', 'PASSWORD_NO_DIGIT'],
      ['special', 'PASSWORD_NO_SPECIAL'],
    ]);
  });

  it.each([
    ['Secret-2026', []],
    ['Élodie_2026', []],
    ['Mot de passe 2026 €', []],
    ['Secret2026', ['PASSWORD_NO_SPECIAL']],
    ['Secret 2026', ['PASSWORD_NO_SPECIAL']],
    ['Sec-20', ['PASSWORD_TOO_SHORT']],
    ['secret-2026', ['PASSWORD_NO_UPPERCASE']],
    ['SECRET-2026', ['PASSWORD_NO_LOWERCASE']],
    ['Secret-deux', ['PASSWORD_NO_DIGIT']],
    ['', ['PASSWORD_TOO_SHORT', 'PASSWORD_NO_UPPERCASE', 'PASSWORD_NO_LOWERCASE', 'PASSWORD_NO_DIGIT', 'PASSWORD_NO_SPECIAL']],
    [`A-1${'a'.repeat(254)}`, ['PASSWORD_TOO_LONG']],
  ])('%j gives %j', (password, expected) => {
    expect(issues(ZPassword.safeParse(password), '')).toEqual(expected);
  });

  it('is the same for register, reset and the profile change: a password without a special character is refused by all three', () => {
    for (const password of ['Secret2026', 'short', 'Secret-2026', 'secret2026']) {
      const expected = issues(ZPassword.safeParse(password), '');
      expect(issues(register(password)), `register ${password}`).toEqual(expected);
      expect(issues(reset(password)), `reset ${password}`).toEqual(expected);
      expect(issues(change(password)), `change ${password}`).toEqual(expected);
    }
    expect(issues(register('Secret2026'))).toEqual(['PASSWORD_NO_SPECIAL']);
  });

  it('is never applied at sign-in: an older password without a special character still signs in', () => {
    expect(ZLoginInput.safeParse({ email: 'claire@example.org', password: 'Secret2026' }).success).toBe(true);
    expect(ZLoginInput.safeParse({ email: 'claire@example.org', password: 'x' }).success).toBe(true);
    // The current password of a change is checked against the stored hash, not against the rule.
    expect(
      issues(
        ZChangePasswordInput.safeParse({ currentPassword: 'old', password: 'Secret-2026', passwordConfirmation: 'Secret-2026' }),
        'currentPassword',
      ),
    ).toEqual([]);
  });
});
