// Empty states of the market: nothing matches the filters, nothing in the chosen language (every language is one click
// away), or nothing is published yet (publish the first template).
import { Globe, Languages, SearchX } from 'lucide-react';
import type { TLocale } from '@praxiform/domain';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { ListNotice } from '../../components/lists/empty-state';
import { LocalizedLink } from '../../lib/locale';

export function MarketEmpty({
  filtered,
  language,
  onAllLanguages,
  onClear,
}: {
  /** Filters other than the language are set. */
  filtered: boolean;
  /** The one language listed, or null for every language. */
  language: TLocale | null;
  onAllLanguages: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('market');
  const inLanguage = language ? t(`languages.in.${language}`) : null;
  const Icon = filtered ? SearchX : Globe;
  return (
    <ListNotice>
      <Icon className="size-8 text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-900">
        {filtered ? t('empty.filteredTitle') : inLanguage ? t('empty.languageTitle', { inLanguage }) : t('empty.title')}
      </p>
      <p className="max-w-md text-sm text-slate-600">{filtered ? t('empty.filteredText') : inLanguage ? t('empty.languageText') : t('empty.text')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {inLanguage && (
          <Button variant="secondary" size="sm" onClick={onAllLanguages}>
            <Languages aria-hidden="true" />
            {t('filters.showAllLanguages')}
          </Button>
        )}
        {filtered ? (
          <Button variant="outline" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : (
          <Button asChild size="sm" variant={inLanguage ? 'outline' : 'primary'}>
            <LocalizedLink to="/market/create">{t('page.publish')}</LocalizedLink>
          </Button>
        )}
      </div>
    </ListNotice>
  );
}
