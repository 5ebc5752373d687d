// Turns error codes into sentences: validation codes per field, any failure into its errors:codes message.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './errors';

export function useFieldMessage(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (code) => {
      if (!code) return undefined;
      const key = `errors:validation.${code}`;
      return i18n.exists(key) ? t(key) : t('profile:form.invalidField');
    },
    [t, i18n],
  );
}

export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error) => t(errorMessageKey(error)), [t]);
}
