// i18next set-up: every namespace of @praxiform/i18n bundled, French default and fallback, <html lang> kept in sync.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@praxiform/domain';
import { NAMESPACES, resources } from '@praxiform/i18n';
import { detectBrowserLocale, localeFromPath, storeLocale } from './locale-core';

/** Locale to start with: the URL prefix if any, else stored, browser, French. */
export function initialLocale(pathname: string): TLocale {
  return localeFromPath(pathname) ?? detectBrowserLocale();
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  ns: [...NAMESPACES],
  defaultNS: 'common',
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  lng: typeof window === 'undefined' ? DEFAULT_LOCALE : initialLocale(window.location.pathname),
  initAsync: false,
  interpolation: { escapeValue: false },
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** Makes `locale` the active language: i18next, the stored choice and <html lang>. */
export function activateLocale(locale: TLocale): void {
  if (typeof window !== 'undefined') storeLocale(window.localStorage, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
