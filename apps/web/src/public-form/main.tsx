// Entry of the public form page (form.html): a light bundle of its own — React, the publicForm texts, fetch; no
// router, tRPC or react-query. Its production build (vite.form.config.ts) runs this code on Preact's React-compatible
// runtime with a small translator in place of i18next. The SPA's theme, with the system's fonts (form.css).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { detectBrowserLocale, localeFromPath } from '../lib/locale-core';
import { takeEmbeddedForm } from './embedded-form';
import { initPublicFormI18n, i18n } from './i18n';
import { PublicFormApp } from './public-form-app';
import './form.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const { pathname } = window.location;
const fallbackLocale = detectBrowserLocale();
initPublicFormI18n(localeFromPath(pathname) ?? fallbackLocale);
const embedded = takeEmbeddedForm(document);

createRoot(container).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <PublicFormApp pathname={pathname} fallbackLocale={fallbackLocale} embedded={embedded} />
    </I18nextProvider>
  </StrictMode>,
);
