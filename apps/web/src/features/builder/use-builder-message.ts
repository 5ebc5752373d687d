// Translates the builder's validation codes (REQUIRED, FIELD_OPTIONS_REQUIRED, ...) into sentences.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export function useBuilderMessage(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation('templates');
  return useCallback(
    (code) => {
      if (!code) return undefined;
      const key = `templates:builder.errors.${code}`;
      return i18n.exists(key) ? t(key) : t('builder.errors.INVALID');
    },
    [t, i18n],
  );
}
