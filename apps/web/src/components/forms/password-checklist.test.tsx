// The password checklist ticks each rule of the one password rule (PASSWORD_RULES) as the password is typed: the same
// five rules in both wordings, the sign-up texts (register, reset) or the profile's sentences (docs/product.md).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from '@praxiform/domain';
import { renderWithLocale } from '../../test/render-with-locale';
import { PasswordChecklist } from './password-checklist';

function metRules(): Record<string, boolean> {
  const items = screen.getAllByRole('listitem');
  return Object.fromEntries(items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']));
}

const NONE_MET = { length: false, uppercase: false, lowercase: false, digit: false, special: false };

describe('PasswordChecklist, account wording (register, reset)', () => {
  it('lists the five rules of the domain, special character included, none met for an empty password', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="" />);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-rule'))).toEqual(PASSWORD_RULES.map((rule) => rule.key));
    expect(metRules()).toEqual(NONE_MET);
    expect(screen.getByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getByText('Un caractère spécial (comme - ou @)')).toBeInTheDocument();
    expect(screen.getAllByText('(critère non respecté)')).toHaveLength(5);
  });

  it('ticks each rule independently', () => {
    const { rerender } = renderWithLocale(<PasswordChecklist id="rules" password="abc" />);
    expect(metRules()).toEqual({ ...NONE_MET, lowercase: true });
    rerender(<PasswordChecklist id="rules" password="ABCDEFGH1" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: false, digit: true, special: false });
    rerender(<PasswordChecklist id="rules" password="Abcdefg1!" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
  });

  it('accepts accented letters as upper and lower case, like the server; a letter is not a special character', () => {
    const { unmount } = renderWithLocale(<PasswordChecklist id="rules" password="Élodie2026" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: false });
    unmount();
    renderWithLocale(<PasswordChecklist id="rules" password="Élodie-2026" />);
    expect(screen.getAllByText('(critère respecté)')).toHaveLength(5);
  });

  it('is worded in English and Dutch too', () => {
    const { unmount } = renderWithLocale(<PasswordChecklist id="rules" password="" />, 'en');
    expect(screen.getByText('One special character (such as - or @)')).toBeInTheDocument();
    unmount();
    renderWithLocale(<PasswordChecklist id="rules" password="" />, 'nl');
    expect(screen.getByText('Een speciaal teken (zoals - of @)')).toBeInTheDocument();
  });
});

describe('PasswordChecklist, profile wording (change of password)', () => {
  it('lists the same five rules, in the sentences of the field errors', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="" wording="profile" />);
    expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-rule'))).toEqual(PASSWORD_RULES.map((rule) => rule.key));
    for (const text of [
      'Au moins 8 caractères.',
      'Au moins une lettre majuscule.',
      'Au moins une lettre minuscule.',
      'Au moins un chiffre.',
      'Au moins un caractère spécial.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('ticks the rules as the password meets them', () => {
    const { rerender } = renderWithLocale(<PasswordChecklist id="rules" password="abc" wording="profile" />);
    expect(metRules()).toEqual({ ...NONE_MET, lowercase: true });
    rerender(<PasswordChecklist id="rules" password="Abcdefg1!" wording="profile" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
  });

  it('tells screen readers which rules are met', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="A" wording="profile" />, 'en');
    expect(screen.getByText('At least one uppercase letter.').closest('li')).toHaveTextContent('(met)');
    expect(screen.getByText('At least one digit.').closest('li')).toHaveTextContent('(not met yet)');
  });
});
