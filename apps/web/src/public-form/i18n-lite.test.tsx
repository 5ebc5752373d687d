// The translator of the form page's production build gives the texts i18next gives: every publicForm key in every
// language, plurals, placeholders, defaults and fallbacks; and its hook re-renders on a change of language.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { createInstance as createI18next } from 'i18next';
import { LOCALES } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { createTestI18n } from '../test/i18n';
import { I18nextProvider, createInstance, useTranslation } from './i18n-lite';

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
