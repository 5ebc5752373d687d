// Entry of the public form page (form.html): a light bundle of its own — React, i18next with the publicForm
// namespace, fetch; no router, tRPC or react-query. The SPA's styles, so it looks like the product.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { detectBrowserLocale, localeFromPath } from '../lib/locale-core';
import { initPublicFormI18n, i18n } from './i18n';
import { PublicFormApp } from './public-form-app';
import '../styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const { pathname } = window.location;
const fallbackLocale = detectBrowserLocale();
initPublicFormI18n(localeFromPath(pathname) ?? fallbackLocale);

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <PublicFormApp pathname={pathname} fallbackLocale={fallbackLocale} />
    </I18nextProvider>
  </StrictMode>,
);
