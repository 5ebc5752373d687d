// i18next set-up: each namespace of each language (packages/i18n/locales/<locale>/<namespace>.json) is a chunk of its
// own, loaded when needed: the entry's first namespaces (i18n-namespaces.ts) before the first render (main.tsx and
// guest-main.tsx wait for startI18n), a page's with the page (routes/lazy-page.ts), and those already used again when the language changes.
// French is the default language; <html lang> is kept in sync.
import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@praxiform/domain';
import type { TNamespace } from '@praxiform/i18n';
import { detectBrowserLocale, localeFromPath, storeLocale } from './locale-core';

/** Locale to start with: the URL prefix if any, else stored, browser, French. */
export function initialLocale(pathname: string): TLocale {
  return localeFromPath(pathname) ?? detectBrowserLocale();
}

// The mail texts are the server's.
const FILES = import.meta.glob<ResourceKey>(['../../../../packages/i18n/locales/*/*.json', '!**/mail.json'], { import: 'default' });

/** The loader of one translation file, or undefined when there is no such file. */
export function translationLoader(locale: string, namespace: string): (() => Promise<ResourceKey>) | undefined {
  return FILES[`../../../../packages/i18n/locales/${locale}/${namespace}.json`];
}

/** i18next backend reading the files above. */
const translationFiles: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language, namespace, callback) {
    const load = translationLoader(language, namespace);
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Starts i18next with the namespaces an entry's first render needs (the SPA's shell, main.tsx; the guest pages',
 * guest-main.tsx): settles once they are loaded in the starting language (or failed to load).
 */
export function startI18n(namespaces: readonly TNamespace[]): Promise<unknown> {
  const ready = i18n
    .use(translationFiles)
    .use(initReactI18next)
    .init({
      ns: [...namespaces],
      defaultNS: 'common',
      supportedLngs: [...LOCALES],
      // Every language has every key (packages/i18n/src/keys.test.ts): without a fallback language, a Dutch visitor
      // downloads no French texts.
      fallbackLng: false,
      lng: typeof window === 'undefined' ? DEFAULT_LOCALE : initialLocale(window.location.pathname),
      initAsync: false,
      interpolation: { escapeValue: false },
    })
    .catch(() => undefined);
  if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
  return ready;
}

/** Loads namespaces in the active language; a component using one before it is there waits in its Suspense boundary. */
export function loadNamespaces(namespaces: readonly TNamespace[]): Promise<void> {
  return namespaces.length === 0 ? Promise.resolve() : i18n.loadNamespaces([...namespaces]);
}

/** Makes `locale` the active language: i18next (once the namespaces in use are loaded), the stored choice and <html lang>. */
export function activateLocale(locale: TLocale): void {
  if (typeof window !== 'undefined') storeLocale(window.localStorage, locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
