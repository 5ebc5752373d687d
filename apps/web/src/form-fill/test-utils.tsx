// Test helper: renders with an i18next instance holding the publicForm namespace only, like the public page, so a
// component needing another namespace shows its raw key and fails the test.
import { useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { TAnswerValue, TAnswers, TLocale } from '@praxiform/domain';
import { resources } from '@praxiform/i18n';
import { FormFields, type TFormFieldsProps } from './form-fields';

export function renderPublicFormI18n(ui: ReactElement, locale: TLocale = 'fr') {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    resources: { fr: { publicForm: resources.fr.publicForm }, en: { publicForm: resources.en.publicForm }, nl: { publicForm: resources.nl.publicForm } },
    lng: locale,
    fallbackLng: 'fr',
    ns: ['publicForm'],
    defaultNS: 'publicForm',
    initAsync: false,
    interpolation: { escapeValue: false },
    // Every text is bundled: nothing to wait for, so no Suspense (a language switch must not remount the page).
    react: { useSuspense: false },
  });
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

type THarnessProps = Omit<TFormFieldsProps, 'answers' | 'onAnswer'> & { initial?: TAnswers; onAnswers?: (answers: TAnswers) => void };

/** FormFields with its answers held in state, as the pages hold them. */
export function FieldsHarness({ initial = {}, onAnswers, ...props }: THarnessProps) {
  const [answers, setAnswers] = useState<TAnswers>(initial);
  const onAnswer = (fieldId: string, value: TAnswerValue) => {
    const next = { ...answers, [fieldId]: value };
    setAnswers(next);
    onAnswers?.(next);
  };
  return <FormFields {...props} answers={answers} onAnswer={onAnswer} />;
}
