// The market's filter bar: search, type, category (translated, sorted by label), language (the interface language by
// default, or every language), sort and "favorites only".
import { useMemo } from 'react';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TTemplateType } from '@praxiform/domain';
import { Button, cn } from '../../components/ui';
import { SearchField } from '../../components/lists/search-field';
import { useTemplateLabels } from '../../lib/use-template-labels';
import { FilterSelect } from './filter-select';
import { useLocale } from '../../lib/locale';
import {
  ALL_LANGUAGES,
  clearedMarketFilters,
  hasMarketFilters,
  MARKET_SORTS,
  type TMarketLanguage,
  type TMarketSort,
  type TMarketView,
} from './market-query';

export function MarketFilters({ view, update }: { view: TMarketView; update: (changes: Partial<TMarketView>) => void }) {
  const { t, i18n } = useTranslation('market');
  const { typeLabel, categoryLabel, languageLabel } = useTemplateLabels();
  const locale = useLocale();
  const all = { value: '', label: t('filters.all') };
  const categories = useMemo(
    () => TEMPLATE_CATEGORIES.map((key) => ({ value: key, label: categoryLabel(key) })).sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [categoryLabel, i18n.language],
  );

  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <SearchField value={view.search} onSearch={(search) => update({ search })} label={t('filters.search')} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FilterSelect
          label={t('filters.type')}
          value={view.type ?? ''}
          options={[all, ...TEMPLATE_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))]}
          onChange={(value) => update({ type: (value || null) as TTemplateType | null })}
        />
        <FilterSelect
          label={t('filters.category')}
          value={view.category ?? ''}
          options={[all, ...categories]}
          onChange={(value) => update({ category: value || null })}
        />
        {/* Language and sort take a whole row on phones: "Toutes les langues" or "Plus récents" are not cut there. */}
        <FilterSelect
          className="col-span-2 sm:col-span-1"
          label={t('filters.language')}
          value={view.language}
          options={[
            { value: ALL_LANGUAGES, label: t('filters.allLanguages') },
            ...LOCALES.map((language) => ({ value: language, label: languageLabel(language) })),
          ]}
          onChange={(value) => update({ language: value as TMarketLanguage })}
        />
        <FilterSelect
          className="col-span-2 sm:col-span-1"
          label={t('filters.sort')}
          value={view.sort}
          options={MARKET_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
          onChange={(value) => update({ sort: value as TMarketSort })}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button
          type="button"
          aria-pressed={view.favoritesOnly}
          onClick={() => update({ favoritesOnly: !view.favoritesOnly })}
          className={cn(
            'inline-flex min-h-9 items-center gap-2 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
            view.favoritesOnly ? 'border-rose-300 bg-rose-50 text-rose-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
          )}
        >
          <Heart className={cn('size-4', view.favoritesOnly && 'fill-current')} aria-hidden="true" />
          {t('filters.favoritesOnly')}
        </button>
        {hasMarketFilters(view, locale) && (
          <Button variant="ghost" size="sm" onClick={() => update(clearedMarketFilters(locale))}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </section>
  );
}
