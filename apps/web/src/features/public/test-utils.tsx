// Test helper: renders a public page under /:lang with its own i18next instance in that language.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TLocale } from '@praxiform/domain';
import { createTestI18n } from '../../test/i18n';

export function renderInLocale(ui: ReactElement, locale: TLocale, path = '/') {
  const i18n = createTestI18n(locale);
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
