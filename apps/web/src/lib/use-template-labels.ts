// Translated labels of a template's metadata: type, category (a known key or the practitioner's own text), language, dates.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TLocale, type TTemplateType } from '@praxiform/domain';
import { useLocale } from './locale';

export function isTemplateType(value: string | null): value is TTemplateType {
  return value !== null && (TEMPLATE_TYPES as readonly string[]).includes(value);
}

export function isKnownCategory(value: string): boolean {
  return (TEMPLATE_CATEGORIES as readonly string[]).includes(value);
}

export function useTemplateLabels() {
  const { t } = useTranslation('templates');
  const locale = useLocale();
  const typeLabel = useCallback((type: TTemplateType) => t(`types.${type}`), [t]);
  const categoryLabel = useCallback((category: string) => (isKnownCategory(category) ? t(`categories.${category}`) : category), [t]);
  const languageLabel = useCallback((language: TLocale) => t(`common:language.names.${language}`), [t]);
  const dateLabel = useCallback(
    (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
    },
    [locale],
  );
  return { typeLabel, categoryLabel, languageLabel, dateLabel };
}
