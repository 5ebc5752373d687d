// Translates the builder's validation codes (REQUIRED, FIELD_OPTIONS_REQUIRED, ...) into sentences; codes shared with
// the server's validation (SCORE_BANDS_GAP, ...) come from errors:validation.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILDER_NS } from './builder-i18n';

export function useBuilderMessage(): (code: string | undefined) => string | undefined {
  const { t, i18n } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return useCallback(
    (code) => {
      if (!code) return undefined;
      const key = `builder:builder.errors.${code}`;
      if (i18n.exists(key)) return t(key);
      const shared = `errors:validation.${code}`;
      return i18n.exists(shared) ? t(shared) : t('builder.errors.INVALID');
    },
    [t, i18n],
  );
}
