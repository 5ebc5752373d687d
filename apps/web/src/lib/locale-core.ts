// Pure locale helpers: URL prefix parsing, detection order and localized paths (no React, unit-tested).
import { DEFAULT_LOCALE, LOCALE_STORAGE_KEY, isLocale, type TLocale } from '@praxiform/domain';

/** The locale named by the first path segment ('/en/market' → 'en'), or null. */
export function localeFromPath(pathname: string): TLocale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : null;
}

/** Removes a locale prefix from a path ('/en/market' → '/market', '/en' → '/'). */
export function stripLocalePrefix(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (!locale) return pathname || '/';
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** Adds the locale prefix to a prefix-less path ('/market' → '/fr/market', '/' → '/fr'). */
export function localizedPath(locale: TLocale, path: string): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (normalized === '/') return `/${locale}`;
  if (/^\/[?#]/.test(normalized)) return `/${locale}${normalized.slice(1)}`;
  return `/${locale}${normalized}`;
}

/** Same page in another language: swaps (or adds) the prefix, keeping the rest of the path. */
export function switchLocalePath(pathname: string, locale: TLocale): string {
  return localizedPath(locale, stripLocalePrefix(pathname));
}

/** The locale stored by a previous visit, if valid. */
export function readStoredLocale(storage: Pick<Storage, 'getItem'> | undefined): TLocale | null {
  try {
    const value = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function storeLocale(storage: Pick<Storage, 'setItem'> | undefined, locale: TLocale): void {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode or quota: the locale simply is not remembered.
  }
}

/** First supported language among the browser's preferences ('en-GB' → 'en'), or null. */
export function browserLocale(languages: readonly string[] | undefined): TLocale | null {
  for (const language of languages ?? []) {
    const base = language.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

/** Locale for a prefix-less path: stored locale, else browser language if supported, else French. */
export function detectLocale(stored: TLocale | null, languages: readonly string[] | undefined): TLocale {
  return stored ?? browserLocale(languages) ?? DEFAULT_LOCALE;
}

/** The locale the browser environment implies right now (storage, then navigator). */
export function detectBrowserLocale(): TLocale {
  const storage = typeof window === 'undefined' ? undefined : window.localStorage;
  const languages = typeof navigator === 'undefined' ? undefined : navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectLocale(readStoredLocale(storage), languages);
}

/** Redirect target for a prefix-less URL: '/market?x=1#y' → '/fr/market?x=1#y'. */
export function prefixedRedirectTarget(locale: TLocale, pathname: string, search: string, hash: string): string {
  return `${localizedPath(locale, pathname)}${search}${hash}`;
}
