// Locale rules: prefix parsing, detection order (stored, browser, French) and localized paths.
import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '@praxiform/domain';
import {
  browserLocale,
  detectLocale,
  localeFromPath,
  localizedPath,
  prefixedRedirectTarget,
  readStoredLocale,
  stripLocalePrefix,
  switchLocalePath,
} from './locale-core';

const storageWith = (value: string | null) => ({ getItem: (key: string) => (key === LOCALE_STORAGE_KEY ? value : null) });

describe('detectLocale', () => {
  it('prefers the stored locale over the browser language', () => {
    expect(detectLocale('nl', ['en-US', 'fr'])).toBe('nl');
  });
  it('uses the first supported browser language when nothing is stored', () => {
    expect(detectLocale(null, ['de-DE', 'en-GB', 'fr'])).toBe('en');
  });
  it('falls back to French when no browser language is supported', () => {
    expect(detectLocale(null, ['de-DE', 'es'])).toBe('fr');
    expect(detectLocale(null, undefined)).toBe('fr');
  });
});

describe('readStoredLocale / browserLocale', () => {
  it('ignores a stored value that is not a supported locale', () => {
    expect(readStoredLocale(storageWith('de'))).toBeNull();
    expect(readStoredLocale(storageWith('en'))).toBe('en');
  });
  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readStoredLocale(throwing)).toBeNull();
  });
  it('reads the base language of a regional tag', () => {
    expect(browserLocale(['NL-be'])).toBe('nl');
  });
});

describe('paths', () => {
  it('reads and strips the locale prefix', () => {
    expect(localeFromPath('/en/market')).toBe('en');
    expect(localeFromPath('/de/market')).toBeNull();
    expect(localeFromPath('/english')).toBeNull();
    expect(stripLocalePrefix('/nl/forms/pending')).toBe('/forms/pending');
    expect(stripLocalePrefix('/fr')).toBe('/');
    expect(stripLocalePrefix('/market')).toBe('/market');
  });
  it('adds the prefix to a prefix-less path', () => {
    expect(localizedPath('fr', '/market')).toBe('/fr/market');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('nl', 'faq')).toBe('/nl/faq');
    expect(localizedPath('fr', '/?x=1')).toBe('/fr?x=1');
  });
  it('swaps the prefix to switch language on the same page', () => {
    expect(switchLocalePath('/fr/templates/12/edit', 'nl')).toBe('/nl/templates/12/edit');
    expect(switchLocalePath('/en', 'fr')).toBe('/fr');
  });
  it('keeps query and hash when redirecting a prefix-less URL', () => {
    expect(prefixedRedirectTarget('fr', '/market', '?x=1', '#y')).toBe('/fr/market?x=1#y');
    expect(prefixedRedirectTarget('en', '/', '?a=b', '')).toBe('/en?a=b');
  });
});
