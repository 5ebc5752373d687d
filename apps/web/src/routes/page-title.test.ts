// Page titles: translated page name, separator, product name; unknown routes show the product name alone.
import { describe, expect, it } from 'vitest';
import { LOCALES, PRODUCT_NAME } from '@praxiform/domain';
import { resources, type TNamespace } from '@praxiform/i18n';
import { TITLE_SEPARATOR, pageNameKey, pageTitle } from './page-title';
import { ROUTE_NAMES, stripRouteNamePrefix } from './route-names';

const fakeTranslate = (key: string) => `<${key}>`;

describe('stripRouteNamePrefix', () => {
  it('removes a locale prefix', () => {
    expect(stripRouteNamePrefix('fr-Home')).toBe('Home');
    expect(stripRouteNamePrefix('nl-admin-users')).toBe('admin-users');
    expect(stripRouteNamePrefix('en-patient-detail')).toBe('patient-detail');
  });
  it('keeps names that only look prefixed', () => {
    expect(stripRouteNamePrefix('admin-users')).toBe('admin-users');
    expect(stripRouteNamePrefix('Dashboard')).toBe('Dashboard');
    expect(stripRouteNamePrefix('de-Home')).toBe('de-Home');
  });
});

describe('pageTitle', () => {
  it('joins the translated page name and the product name', () => {
    expect(pageTitle('fr-Dashboard', fakeTranslate)).toBe(`<pages.Dashboard>${TITLE_SEPARATOR}${PRODUCT_NAME}`);
    expect(pageTitle('admin-support-ticket', fakeTranslate)).toBe('<pages.admin-support-ticket> | Praxiform');
  });
  it('shows only the product name without a known route', () => {
    expect(pageTitle(undefined, fakeTranslate)).toBe(PRODUCT_NAME);
    expect(pageTitle(null, fakeTranslate)).toBe(PRODUCT_NAME);
    expect(pageTitle('fr-NoSuchPage', fakeTranslate)).toBe(PRODUCT_NAME);
  });
  it('uses the real French translation', () => {
    const fr = (key: string) => {
      const [, name] = key.split('.');
      return String((resources.fr.common.pages as Record<string, string>)[name ?? '']);
    };
    expect(pageTitle('fr-Faq', fr)).toBe('FAQ | Praxiform');
    expect(pageTitle('fr-login', fr)).toBe('Connexion | Praxiform');
  });
  it('has a translated page name for every route name in every language', () => {
    for (const locale of LOCALES) {
      for (const name of ROUTE_NAMES) {
        const [namespace, key] = pageNameKey(name).includes(':') ? pageNameKey(name).split(':') : ['common', pageNameKey(name)];
        const pages = resources[locale][namespace as TNamespace].pages as Record<string, unknown> | undefined;
        expect(typeof pages?.[key!.slice('pages.'.length)], `${locale}: ${namespace}:${key}`).toBe('string');
      }
    }
  });

  it('keeps a page name in the page’s own namespace where the page says so', () => {
    expect(pageNameKey('admin-users')).toBe('pages.admin-users');
    expect(pageNameKey('fr-admin-mails')).toBe('admin:pages.admin-mails');
  });
});
