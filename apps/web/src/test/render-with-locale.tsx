// Test helper: renders a component with its own i18next instance in the given language.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import { createTestI18n } from './i18n';

export function renderWithLocale(ui: ReactElement, locale: TLocale = 'fr') {
  const i18n = createTestI18n(locale);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
