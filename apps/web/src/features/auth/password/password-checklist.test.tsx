// The register checklist ticks each of the four PASSWORD_RULES as the password is typed.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../test/render-page';
import { PasswordChecklist } from './password-checklist';

function metRules(): Record<string, boolean> {
  const items = screen.getAllByRole('listitem');
  return Object.fromEntries(items.map((item) => [item.getAttribute('data-rule'), item.getAttribute('data-met') === 'true']));
}

function renderChecklist(password: string) {
  return render(
    <I18nextProvider i18n={i18n}>
      <PasswordChecklist id="rules" password={password} />
    </I18nextProvider>,
  );
}

const i18n = createTestI18n('fr');

describe('PasswordChecklist', () => {
  it('lists the four rules, none met for an empty password', () => {
    renderChecklist('');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(metRules()).toEqual({ length: false, uppercase: false, lowercase: false, digit: false });
    expect(screen.getByText('Au moins 8 caractères')).toBeInTheDocument();
    expect(screen.getAllByText('(critère non respecté)')).toHaveLength(4);
  });

  it('ticks each rule independently', () => {
    const { rerender } = renderChecklist('abc');
    expect(metRules()).toEqual({ length: false, uppercase: false, lowercase: true, digit: false });
    rerender(
      <I18nextProvider i18n={i18n}>
        <PasswordChecklist id="rules" password="ABCDEFGH1" />
      </I18nextProvider>,
    );
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: false, digit: true });
  });

  it('accepts accented letters as upper and lower case, like the server', () => {
    renderChecklist('Élodie-2026');
    expect(metRules()).toEqual({ length: true, uppercase: true, lowercase: true, digit: true });
    expect(screen.getAllByText('(critère respecté)')).toHaveLength(4);
  });
});
