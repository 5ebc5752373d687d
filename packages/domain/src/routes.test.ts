// isKnownPath: which paths the SPA answers with a page other than the not-found page (docs/product.md#routes).
import { describe, expect, it } from 'vitest';
import { GENERIC_FORM_ROUTES, LOCALE_ROUTES, ROUTE_NAMES, UNPREFIXED_ROUTES, isForeignLanguageSegment, isKnownPath, type TRoutePage } from './routes';

/** A concrete path for a pattern: each param becomes digits, a splat one more segment. */
function examplePath(pattern: string): string {
  return pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '42' : part === '*' ? 'rest' : part))
    .join('/');
}

const localePages: readonly TRoutePage[] = Object.values(LOCALE_ROUTES).flat();

describe('isKnownPath', () => {
  it('knows every page of the table under each locale prefix', () => {
    for (const locale of ['fr', 'en', 'nl']) {
      for (const [path] of localePages) {
        const url = path === '' ? `/${locale}` : `/${locale}/${examplePath(path)}`;
        expect(isKnownPath(url), url).toBe(true);
      }
    }
  });

  it('knows the root, the locale roots and the unprefixed callbacks', () => {
    for (const url of ['/', '/fr', '/en', '/nl', '/fr/', '/auth/google/callback', '/verify-email', '/verify-email/abc123']) {
      expect(isKnownPath(url), url).toBe(true);
    }
    for (const [path] of UNPREFIXED_ROUTES) expect(isKnownPath(`/${examplePath(path)}`)).toBe(true);
  });

  it('knows a prefix-less path whose prefixed version is a page, since the SPA adds the locale', () => {
    for (const url of ['/faq', '/market', '/templates/7/edit', '/patients/abc', '/admin/support/3', '/form/12/34/x/y']) {
      expect(isKnownPath(url), url).toBe(true);
    }
  });

  it('does not know paths off the table', () => {
    for (const url of [
      '/fr/no-such-page',
      '/no-such-page',
      '/fr/patients/abc/def',
      '/fr/patients',
      '/fr/patients/',
      '/fr//faq',
      '/fr/faq/extra',
      '/fr/fr',
      '/fr/templates/create/more',
      '/fr/admin',
      '',
      'fr/faq',
    ]) {
      expect(isKnownPath(url), url).toBe(false);
    }
  });

  it('matches a param against exactly one non-empty segment', () => {
    expect(isKnownPath('/en/patients/9')).toBe(true);
    expect(isKnownPath('/en/templates/x/edit')).toBe(true);
    expect(isKnownPath('/en/templates//edit')).toBe(false);
    expect(isKnownPath('/en/templates/1/2/edit')).toBe(false);
  });

  it('keeps the digits-only rule of generic form links', () => {
    expect(isKnownPath('/fr/form/12/34')).toBe(true);
    expect(isKnownPath('/fr/form/12/34/rest/of/the/path')).toBe(true);
    expect(isKnownPath('/nl/form/007/1/')).toBe(true);
    expect(isKnownPath('/fr/form/12/abc')).toBe(false);
    expect(isKnownPath('/fr/form/12/abc/extra')).toBe(false);
    expect(isKnownPath('/fr/form/x1/34/extra')).toBe(false);
    expect(isKnownPath('/form/12/abc')).toBe(false);
    // One segment is a token link, whatever its characters.
    expect(isKnownPath('/fr/form/abc-DEF_123')).toBe(true);
    expect(GENERIC_FORM_ROUTES.digitParams).toEqual(['templateId', 'userId']);
  });

  it('treats an unsupported language prefix as not found, with or without a known page after it', () => {
    for (const url of ['/de', '/de/market', '/pt-br/faq', '/ES/faq']) expect(isKnownPath(url), url).toBe(false);
    expect(isForeignLanguageSegment('fr')).toBe(false);
    expect(isForeignLanguageSegment('faq')).toBe(false);
    expect(isForeignLanguageSegment('pt-BR')).toBe(true);
  });

  it('compares static segments without case and decodes percent escapes, like the router', () => {
    expect(isKnownPath('/FR/Faq')).toBe(true);
    expect(isKnownPath('/fr/f%61q')).toBe(true);
    expect(isKnownPath('/fr/patients/%E9')).toBe(true);
    expect(isKnownPath('/fr/patients/a%2Fb')).toBe(true);
    expect(isKnownPath('/fr/no%2Fsuch')).toBe(false);
  });
});

describe('route table data', () => {
  it('gives every route name a path and has no duplicate pattern in a tree', () => {
    const named = new Set<string>([...localePages.map(([, name]) => name), GENERIC_FORM_ROUTES.name]);
    expect([...named].sort()).toEqual([...ROUTE_NAMES].sort());
    const paths = localePages.map(([path]) => path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
