// /templates: my private templates with search, type chips and pages, and each template's actions and their dialogs.
import { lazy, Suspense, useState } from 'react';
import { FileJson, Plus } from 'lucide-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { SubscribeLink } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';
import { useTRPC } from '../../lib/trpc';
import { ListError } from '../../components/lists/list-error';
import { TemplateListSkeleton } from '../../components/templates/template-list-skeleton';
import { parseTemplatesView, TEMPLATES_PAGE_SIZE, templatesListInput, templatesViewToParams } from './list-query';
import { Pagination } from '../../components/lists/pagination';
import { SearchField } from '../../components/lists/search-field';
import { TemplateCard } from './template-card';
import { TemplatesDialogs } from './templates-dialogs';
import { TemplatesEmpty } from './templates-empty';
import { TypeFilterChips } from './type-filter-chips';
import { useTemplateActions } from './use-template-actions';
import { pageCount, useUrlView } from '../../lib/url-view';
import { PageMessage, type TPageMessageState } from '../../components/lists/page-message';
import type { TImportedTemplate } from './import-fhir-dialog';

const ImportFhirDialog = lazy(() => import('./import-fhir-dialog').then((module) => ({ default: module.ImportFhirDialog })));

export function TemplatesPage() {
  const { t } = useTranslation('templates');
  const trpc = useTRPC();
  const [view, update] = useUrlView(parseTemplatesView, templatesViewToParams);
  const query = useQuery({ ...trpc.templates.list.queryOptions(templatesListInput(view)), placeholderData: keepPreviousData });
  const [message, setMessage] = useState<TPageMessageState>(null);
  const actions = useTemplateActions(setMessage);
  const filtered = Boolean(view.search || view.type);
  const entitled = useEntitled();
  const [importing, setImporting] = useState(false);
  const imported = (template: TImportedTemplate) =>
    setMessage({
      tone: 'success',
      text:
        template.droppedCount > 0
          ? t('list.messages.importedDropped', { name: template.name, count: template.droppedCount })
          : t('list.messages.imported', { name: template.name }),
      link: { to: `/templates/${template.id}/edit`, label: t('list.messages.editImported') },
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('list.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('list.subtitle')}</p>
        </div>
        {entitled ? (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button
              variant="outline"
              onClick={() => {
                setMessage(null);
                setImporting(true);
              }}
            >
              <FileJson aria-hidden="true" />
              {t('list.importFhir')}
            </Button>
            <Button asChild>
              <LocalizedLink to="/templates/create">
                <Plus aria-hidden="true" />
                {t('list.create')}
              </LocalizedLink>
            </Button>
          </div>
        ) : (
          <SubscribeLink label="createTemplate" />
        )}
      </div>
      <div className="flex flex-col gap-3">
        <SearchField value={view.search} onSearch={(search) => update({ search })} label={t('list.search.label')} className="sm:max-w-sm" />
        <TypeFilterChips selected={view.type} counts={query.data?.counts} onSelect={(type) => update({ type })} />
      </div>
      <PageMessage message={message} onDismiss={() => setMessage(null)} />
      {query.isPending ? (
        <TemplateListSkeleton />
      ) : query.isError ? (
        <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.items.length === 0 ? (
        <TemplatesEmpty filtered={filtered} onClear={() => update({ search: '', type: null })} />
      ) : (
        <>
          <p className="sr-only" role="status">
            {t('list.resultCount', { count: query.data.total })}
          </p>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                busy={actions.busyId === template.id}
                onAction={(action) => actions.run(action, template)}
              />
            ))}
          </ul>
          <Pagination page={view.page} pages={pageCount(query.data.total, TEMPLATES_PAGE_SIZE)} onPage={(page) => update({ page })} />
        </>
      )}
      <TemplatesDialogs actions={actions} />
      {importing && (
        <Suspense fallback={null}>
          <ImportFhirDialog open={importing} onOpenChange={setImporting} onImported={imported} />
        </Suspense>
      )}
    </div>
  );
}
