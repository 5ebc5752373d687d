// Test helper: renders with an i18next instance holding the publicForm namespace only, like the public page, so a
// component needing another namespace shows its raw key and fails the test.
import { useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { TAnswerValue, TAnswers, TLocale } from '@praxiform/domain';
import { createTestI18n } from '../test/i18n';
import { FormFields, type TFormFieldsProps } from './form-fields';

export function renderPublicFormI18n(ui: ReactElement, locale: TLocale = 'fr') {
  const i18n = createTestI18n(locale, ['publicForm']);
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
