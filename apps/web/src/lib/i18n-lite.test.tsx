// The translator of the Preact builds (the form page, the guest pages) gives the texts i18next gives: every key of
// their namespaces in every language, plurals, placeholders, defaults, fallbacks, namespace lists, returned objects and
// <Trans>; its hook re-renders on a change of language and waits for a namespace its backend loads.
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createInstance as createI18next } from 'i18next';
import { Trans as RealTrans } from 'react-i18next';
import { LOCALES, type TLocale } from '@praxiform/domain';
import { resources, type TNamespace } from '@praxiform/i18n';
import { createTestI18n } from '../test/i18n';
import { I18nextProvider, Trans as LiteTrans, createInstance, useTranslation } from './i18n-lite';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key));
}

const publicForm = Object.fromEntries(LOCALES.map((lng) => [lng, { publicForm: resources[lng].publicForm }]));

type TExtra = Record<string, Record<string, object>>;
/** i18next's `t` with plain options (its overloads want literal option types). */
type TPlainT = (key: string, options?: Record<string, unknown>) => string;

function liteIn(lng: string, extra: TExtra = {}) {
  const lite = createInstance();
  void lite.init({ resources: { ...publicForm, ...extra }, lng, fallbackLng: 'fr', defaultNS: 'publicForm' });
  return lite;
}

function i18nextIn(lng: string, extra: TExtra = {}): TPlainT {
  const real = createI18next();
  void real.init({
    resources: { ...publicForm, ...extra },
    lng,
    fallbackLng: 'fr',
    ns: ['publicForm'],
    defaultNS: 'publicForm',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return real.t.bind(real) as TPlainT;
}

describe('i18n-lite', () => {
  it('gives i18next’s text for every publicForm key, in every language, with every count', () => {
    const keys = [...new Set(flatten(resources.fr.publicForm).map((key) => key.replace(PLURAL_SUFFIX, '')))];
    for (const lng of LOCALES) {
      const real = createTestI18n(lng, ['publicForm']);
      const realT = real.t.bind(real) as TPlainT;
      const lite = liteIn(lng);
      for (const key of keys) {
        const texts = flatten(resources.fr.publicForm)
          .filter((k) => k === key || k.replace(PLURAL_SUFFIX, '') === key)
          .map((k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], resources[lng].publicForm) as string);
        const names = [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!)))];
        const values = Object.fromEntries(names.map((name) => [name, `<${name}> & "${name}"`]));
        const counts = texts.length > 1 || names.includes('count') ? [0, 1, 2, 5, 21] : [undefined];
        for (const count of counts) {
          const options = count === undefined ? values : { ...values, count };
          expect(lite.t(key, options), `${lng} ${key} ${count}`).toBe(realT(key, options));
        }
      }
    }
  });

  it('falls back, defaults and leaves placeholders as i18next does', () => {
    // English without one text: the French text; a key nobody has: its default, else the key.
    const extra = { en: { publicForm: { ...resources.en.publicForm, page: { documentTitle: '{{name}} | Praxiform' } } } };
    const lite = liteIn('en', extra);
    const realT = i18nextIn('en', extra);
    const cases: [string, Record<string, unknown>?][] = [
      ['page.secure'],
      ['page.documentTitle', { name: 'Form' }],
      ['page.documentTitle'],
      ['page.documentTitle', { name: undefined }],
      ['page.documentTitle', { name: 3 }],
      ['validation.ANSWER_WEIRD', { defaultValue: 'Not accepted {{why}}', why: 'here' }],
      ['validation.ANSWER_WEIRD'],
      ['fields.star', { count: 1, max: 5 }],
      ['fields.star', { count: 4, max: 5 }],
    ];
    for (const [key, options] of cases) expect(lite.t(key, options), key).toBe(realT(key, options));
    expect(lite.t('page.secure')).toBe(createTestI18n('fr', ['publicForm']).t('publicForm:page.secure'));
  });

  it('re-renders the components using it when the language changes', async () => {
    const lite = liteIn('fr');
    function Title() {
      const { t, i18n } = useTranslation('publicForm');
      return (
        <p>
          {t('states.expiredTitle')} ({i18n.language})
        </p>
      );
    }
    render(
      <I18nextProvider i18n={lite}>
        <Title />
      </I18nextProvider>,
    );
    expect(screen.getByText('Ce lien a expiré (fr)')).toBeInTheDocument();
    await act(() => lite.changeLanguage('nl'));
    expect(screen.getByText('Deze link is verlopen (nl)')).toBeInTheDocument();
    expect(lite.getFixedT('nl', 'publicForm')).toBe(lite.getFixedT(null, 'publicForm'));
  });
});

/** Every text of a namespace, by dotted key, plural suffixes cut off (the count chooses them). */
function keysOf(namespace: TNamespace): string[] {
  return [...new Set(flatten(resources.fr[namespace]).map((key) => key.replace(PLURAL_SUFFIX, '')))];
}

const faqTitle = (lng: TLocale) => lookupText(resources[lng].faq, 'page.title');

function lookupText(tree: unknown, key: string): string {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) as string;
}

describe('i18n-lite on the guest pages', () => {
  const GUEST_NAMESPACES = ['common', 'errors', 'profile', 'auth', 'landing', 'faq', 'pricing', 'legal'] as const satisfies readonly TNamespace[];

  function guestLite(lng: TLocale) {
    const lite = createInstance();
    const all = Object.fromEntries(LOCALES.map((code) => [code, Object.fromEntries(GUEST_NAMESPACES.map((ns) => [ns, resources[code][ns]]))]));
    void lite.init({ resources: all, lng, fallbackLng: false, defaultNS: 'common', ns: [...GUEST_NAMESPACES] });
    return lite;
  }

  it('gives i18next’s text for every key of the guest pages’ namespaces, by `ns:key` and through a list of namespaces', () => {
    for (const lng of LOCALES) {
      const real = createTestI18n(lng, GUEST_NAMESPACES);
      const lite = guestLite(lng);
      for (const namespace of GUEST_NAMESPACES) {
        const realT = real.getFixedT(lng, ['auth', namespace]) as unknown as TPlainT;
        const liteT = lite.getFixedT(lng, ['auth', namespace]);
        for (const key of keysOf(namespace)) {
          const options = { count: 2, email: 'a@b.c', days: 30, name: 'N' };
          expect(lite.t(`${namespace}:${key}`, options), `${lng} ${namespace}:${key}`).toBe(
            (real.t as unknown as TPlainT)(`${namespace}:${key}`, options),
          );
          expect(liteT(key, options), `${lng} [auth, ${namespace}] ${key}`).toBe(realT(key, options));
        }
      }
      expect(lite.exists('errors:validation.REQUIRED')).toBe(true);
      expect(lite.exists('errors:validation.NOT_A_CODE')).toBe(real.exists('errors:validation.NOT_A_CODE'));
    }
  });

  it('returns a legal text’s sections as objects, interpolated, as i18next does', () => {
    const real = createTestI18n('en', GUEST_NAMESPACES);
    const lite = guestLite('en');
    const options = { returnObjects: true, company: 'Praxiform SAS', email: 'dpo@example.com' };
    for (const kind of ['cgv', 'cgu', 'rgpd', 'privacy']) {
      const key = `legal:${kind}.sections`;
      expect(lite.getFixedT('en', 'legal')(key, options) as unknown).toEqual((real.t as unknown as TPlainT)(key, options));
    }
  });

  it('renders <Trans> with named tags and values as react-i18next does', () => {
    const real = createTestI18n('fr', GUEST_NAMESPACES);
    const lite = guestLite('fr');
    const components = { terms: <a href="/fr/cgu" />, privacy: <a href="/fr/privacy" />, strong: <strong className="font-semibold" /> };
    for (const [i18nKey, values] of [
      ['auth:register.acceptTerms', undefined],
      ['auth:forgotPassword.sentText', { email: 'marie@cabinet.fr' }],
    ] as const) {
      const expected = render(<RealTrans t={real.t} i18nKey={i18nKey} values={values} components={components} />).container.innerHTML;
      const got = render(<LiteTrans t={lite.getFixedT('fr', 'auth')} i18nKey={i18nKey} values={values} components={components} />).container
        .innerHTML;
      expect(got, i18nKey).toBe(expected);
      expect(got).toMatch(/<(a|strong)\b/);
    }
  });

  it('loads a namespace through the backend when first used, waiting in Suspense, and a new language before switching to it', async () => {
    const reads: string[] = [];
    const backend = {
      type: 'backend' as const,
      read(language: string, namespace: string, callback: (error: unknown, data: unknown) => void) {
        reads.push(`${language}/${namespace}`);
        setTimeout(() => callback(null, resources[language as TLocale][namespace as TNamespace]), 5);
      },
    };
    const lite = createInstance().use(backend);
    await lite.init({ lng: 'fr', fallbackLng: false, defaultNS: 'common', ns: ['common'] });
    expect(reads).toEqual(['fr/common']);
    function Question() {
      const { t } = useTranslation('faq');
      return <h1>{t('page.title')}</h1>;
    }
    render(
      <I18nextProvider i18n={lite}>
        <Suspense fallback={<p aria-busy="true" />}>
          <Question />
        </Suspense>
      </I18nextProvider>,
    );
    expect(document.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: faqTitle('fr') })).toBeInTheDocument();
    await act(() => lite.changeLanguage('nl'));
    expect(reads).toEqual(['fr/common', 'fr/faq', 'nl/common', 'nl/faq']);
    expect(screen.getByRole('heading', { name: faqTitle('nl') })).toBeInTheDocument();
  });
});
