// i18next for the public form page: the publicForm namespace only, in the three languages (no SPA bootstrap).
import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@praxiform/domain';
import fr from '@praxiform/i18n/locales/fr/publicForm.json';
import en from '@praxiform/i18n/locales/en/publicForm.json';
import nl from '@praxiform/i18n/locales/nl/publicForm.json';

export const i18n = i18next.createInstance();

export function initPublicFormI18n(locale: TLocale): void {
  void i18n.use(initReactI18next).init({
    resources: { fr: { publicForm: fr }, en: { publicForm: en }, nl: { publicForm: nl } },
    ns: ['publicForm'],
    defaultNS: 'publicForm',
    supportedLngs: [...LOCALES],
    fallbackLng: DEFAULT_LOCALE,
    lng: locale,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Every text is bundled: nothing to wait for, so no Suspense (a language switch must not remount the page).
    react: { useSuspense: false },
  });
  document.documentElement.lang = locale;
}

/** The page's language: i18next and <html lang> (the patient's stored SPA locale is left alone). */
export function setPageLanguage(instance: TI18n, locale: TLocale): void {
  if (instance.language !== locale) void instance.changeLanguage(locale);
  document.documentElement.lang = locale;
}
