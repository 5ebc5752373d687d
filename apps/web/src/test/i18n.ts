// The one i18next set-up of the tests: an instance of its own per render, in one language, every text bundled (no
// waiting, no Suspense). `namespaces` narrows the texts, as the public form page holds only publicForm: a component
// needing another namespace then shows its raw key and fails its test.
import { createInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type TLocale } from '@praxiform/domain';
import { NAMESPACES, resources, type TNamespace } from '@praxiform/i18n';

export function createTestI18n(locale: TLocale = 'fr', namespaces: readonly TNamespace[] = NAMESPACES) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(LOCALES.map((lng) => [lng, Object.fromEntries(namespaces.map((ns) => [ns, resources[lng][ns]]))])),
    lng: locale,
    fallbackLng: 'fr',
    ns: [...namespaces],
    defaultNS: namespaces.includes('common') ? 'common' : namespaces[0],
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
