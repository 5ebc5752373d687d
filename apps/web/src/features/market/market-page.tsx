// /market: everyone's public templates with filters, sort, search, favorites and pages kept in the URL. The language
// filter starts on the interface language; every language (the interface's first) is one click away.
import { useCallback, useState } from 'react';
import { Globe } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { ListError } from '../../components/lists/list-error';
import { TemplateListSkeleton } from '../../components/templates/template-list-skeleton';
import { PageMessage, type TPageMessageState } from '../../components/lists/page-message';
import { Pagination } from '../../components/lists/pagination';
import { TemplatePreviewDialog } from '../../components/templates/template-preview-dialog';
import { pageCount, useUrlView } from '../../lib/url-view';
import { MarketCard } from './market-card';
import { MarketEmpty } from './market-empty';
import { MarketFilters } from './market-filters';
import {
  ALL_LANGUAGES,
  clearedMarketFilters,
  hasMarketFilters,
  MARKET_PAGE_SIZE,
  marketListInput,
  marketViewToParams,
  parseMarketView,
  type TMarketView,
} from './market-query';
import { MarketResultCount } from './market-result-count';
import { useMarketActions } from './use-market-actions';
import { ValidatedLanguagesNote } from './validated-languages-note';

export function MarketPage() {
  const { t } = useTranslation('market');
  const trpc = useTRPC();
  const locale = useLocale();
  const parse = useCallback((params: URLSearchParams) => parseMarketView(params, locale), [locale]);
  const write = useCallback((view: TMarketView) => marketViewToParams(view, locale), [locale]);
  const [view, update] = useUrlView(parse, write);
  const query = useQuery({ ...trpc.market.list.queryOptions(marketListInput(view, locale)), placeholderData: keepPreviousData });
  const filterLanguage = view.language === ALL_LANGUAGES ? null : view.language;
  const [message, setMessage] = useState<TPageMessageState>(null);
  const actions = useMarketActions(setMessage);
  const { dialog } = actions;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
        </div>
        <Button asChild>
          <LocalizedLink to="/market/create">
            <Globe aria-hidden="true" />
            {t('page.publish')}
          </LocalizedLink>
        </Button>
      </div>
      <MarketFilters view={view} update={update} />
      <ValidatedLanguagesNote filterLanguage={filterLanguage} listed={query.data?.items.map((template) => template.validatedInstrument) ?? []} />
      <PageMessage message={message} onDismiss={() => setMessage(null)} />
      {query.isPending ? (
        <TemplateListSkeleton />
      ) : query.isError ? (
        <ListError title={t('page.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.items.length === 0 ? (
        <MarketEmpty
          filtered={hasMarketFilters({ ...view, language: locale }, locale)}
          language={filterLanguage}
          onAllLanguages={() => update({ language: ALL_LANGUAGES })}
          onClear={() => update(clearedMarketFilters(locale))}
        />
      ) : (
        <>
          <MarketResultCount total={query.data.total} language={view.language} locale={locale} onLanguage={(language) => update({ language })} />
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((template) => (
              <MarketCard
                key={template.id}
                template={template}
                duplicating={actions.duplicatingId === template.id}
                onAction={(action) => actions.run(action, template)}
              />
            ))}
          </ul>
          <Pagination page={view.page} pages={pageCount(query.data.total, MARKET_PAGE_SIZE)} onPage={(page) => update({ page })} />
        </>
      )}
      <TemplatePreviewDialog template={dialog?.kind === 'preview' ? dialog.template : null} source="market" onClose={actions.closeDialog} />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && actions.closeDialog()}
        title={t('delete.title')}
        description={t('delete.text', { name: dialog?.template.name ?? '' })}
        confirmLabel={t('delete.confirm')}
        onConfirm={() => dialog && actions.confirmDelete(dialog.template)}
        pending={actions.remove.isPending}
        error={actions.remove.isError ? actions.failed('messages.deleteFailed', actions.remove.error) : null}
      />
    </div>
  );
}
