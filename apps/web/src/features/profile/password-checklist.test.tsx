// The live checklist shows the five profile password rules and ticks each one the typed password meets.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';
import { renderWithLocale } from '../../test/render-with-locale';

function metRules(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-rule][data-met="true"]')].map((item) => item.getAttribute('data-rule') ?? '');
}

describe('PasswordChecklist', () => {
  it('lists the five rules, special character included', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    for (const text of ['Au moins 8 caractères.', 'Au moins une lettre majuscule.', 'Au moins une lettre minuscule.', 'Au moins un chiffre.', 'Au moins un caractère spécial.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
  });

  it('ticks the rules as the password meets them', () => {
    const { container, rerender } = renderWithLocale(<PasswordChecklist id="rules" password="abc" />);
    expect(metRules(container)).toEqual(['lowercase']);
    rerender(<PasswordChecklist id="rules" password="Abcdefg1" />);
    expect(metRules(container)).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
    rerender(<PasswordChecklist id="rules" password="Abcdefg1!" />);
    expect(metRules(container)).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special']);
  });

  it('tells screen readers which rules are met', () => {
    renderWithLocale(<PasswordChecklist id="rules" password="A" />, 'en');
    expect(screen.getByText('At least one uppercase letter.').closest('li')).toHaveTextContent('(met)');
    expect(screen.getByText('At least one digit.').closest('li')).toHaveTextContent('(not met yet)');
  });
});
