// Test helper: renders a component with its own i18next instance in the given language.
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TLocale } from '@praxiform/domain';
import { NAMESPACES, resources } from '@praxiform/i18n';

export function renderWithLocale(ui: ReactElement, locale: TLocale = 'fr') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'fr',
    ns: [...NAMESPACES],
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
