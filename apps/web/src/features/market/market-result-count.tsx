// The market's result line: how many templates, in which language, and the other language choice one click away
// ("Show all languages" on one language; back to the interface language on every language).
import { Languages } from 'lucide-react';
import type { TLocale } from '@praxiform/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { ALL_LANGUAGES, type TMarketLanguage } from './market-query';

export function MarketResultCount({
  total,
  language,
  locale,
  onLanguage,
}: {
  total: number;
  language: TMarketLanguage;
  /** The interface language: ranked first with every language. */
  locale: TLocale;
  onLanguage: (language: TMarketLanguage) => void;
}) {
  const { t } = useTranslation('market');
  const all = language === ALL_LANGUAGES;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="text-sm text-slate-600" role="status">
        {all
          ? t('page.resultCountAll', { count: total, inLanguage: t(`languages.in.${locale}`) })
          : t('page.resultCountIn', { count: total, inLanguage: t(`languages.in.${language}`) })}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onLanguage(all ? locale : ALL_LANGUAGES)}>
        <Languages aria-hidden="true" />
        {all ? t('filters.onlyLanguage', { inLanguage: t(`languages.in.${locale}`) }) : t('filters.showAllLanguages')}
      </Button>
    </div>
  );
}
