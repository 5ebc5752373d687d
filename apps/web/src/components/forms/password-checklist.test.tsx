// The password checklist ticks each rule as the password is typed: the four account rules (register, reset), or five
// with a special character (profile), each in its own wording.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithLocale } from '../../test/render-with-locale';
import { PasswordChecklist } from './password-checklist';

function metRules(): Record<string, boolean> {
  const items = screen.getAllByRole('listitem');
  return Object.fromEntries(items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']));
}

describe('PasswordChecklist, account rules', () => {
  it('lists the four rules, none met for an empty password', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(metRules()).toEqual({ length: false, uppercase: false, lowercase: false, digit: false });
    expect(screen.getByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getAllByText('(critère non respecté)')).toHaveLength(4);
  });

  it('ticks each rule independently', () => {
    const { rerender } = renderWithLocale(<PasswordChecklist id="rules" password="abc" />);
    expect(metRules()).toEqual({ length: false, uppercase: false, lowercase: true, digit: false });
    rerender(<PasswordChecklist id="rules" password="ABCDEFGH1" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: false, digit: true });
  });

  it('accepts accented letters as upper and lower case, like the server', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="Élodie-2026" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true });
    expect(screen.getAllByText('(critère respecté)')).toHaveLength(4);
  });
});

describe('PasswordChecklist, strong rules', () => {
  it('lists the five rules, special character included', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="" rules="strong" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
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
    const { rerender } = renderWithLocale(<PasswordChecklist id="rules" password="abc" rules="strong" />);
    expect(metRules()).toEqual({ length: false, uppercase: false, lowercase: true, digit: false, special: false });
    rerender(<PasswordChecklist id="rules" password="Abcdefg1!" rules="strong" />);
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true, special: true });
  });

  it('tells screen readers which rules are met', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="A" rules="strong" />, 'en');
    expect(screen.getByText('At least one uppercase letter.').closest('li')).toHaveTextContent('(met)');
    expect(screen.getByText('At least one digit.').closest('li')).toHaveTextContent('(not met yet)');
  });
});
