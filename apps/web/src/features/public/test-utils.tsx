// Test helper: renders a public page under /:lang with its own i18next instance in that language.
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TLocale } from '@praxiform/domain';
import { NAMESPACES, resources } from '@praxiform/i18n';

export function renderInLocale(ui: ReactElement, locale: TLocale, path = '/') {
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
  const url = path === '/' ? `/${locale}` : `/${locale}${path}`;
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:lang/*" element={ui} />
        </Routes>
      </MemoryRouter>
    </I18nextProvider>,
  );
}
