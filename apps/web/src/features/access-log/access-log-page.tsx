// /access-log: every read or export of my patients' data (patients.accessLog, docs/access-log.md), newest first, filtered
// by patient and days (kept in the URL), page after page, and the same filter as a CSV download.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FileSpreadsheet, ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListNotice } from '../../components/lists/empty-state';
import { ListError } from '../../components/lists/list-error';
import { ListPagination } from '../../components/lists/list-pagination';
import { ListSkeleton } from '../../components/lists/list-skeleton';
import { ExportFailedAlert } from '../../components/submissions/export-failed-alert';
import { Button, SkeletonBar } from '../../components/ui';
import { usePdfExport } from '../../lib/pdf-export';
import { useTRPC } from '../../lib/trpc';
import { pageCount, useUrlView } from '../../lib/url-view';
import { pageNameKey } from '../../routes/page-title';
import type { TAccessEntry } from '../../lib/api-types';
import { AccessLogEntries } from './access-log-entries';
import { AccessLogFilters } from './access-log-filters';
import {
  ACCESS_LOG_PAGE_SIZE,
  accessLogCsvPath,
  accessLogInput,
  accessLogViewToParams,
  hasFilters,
  parseAccessLogView,
  type TAccessLogFilters,
} from './access-log-query';

function AccessLogSkeleton() {
  const { t } = useTranslation('security');
  return (
    <ListSkeleton label={t('log.loading')} count={6} layout="rows">
      <div className="flex flex-1 flex-col gap-2">
        <SkeletonBar className="h-4 w-48 max-w-full" />
        <SkeletonBar className="h-3 w-64 max-w-full" />
      </div>
      <SkeletonBar className="hidden h-4 w-32 sm:block" />
    </ListSkeleton>
  );
}

function namesIn(entries: readonly TAccessEntry[] | undefined): Map<number, string> {
  return new Map((entries ?? []).flatMap((entry) => (entry.patient ? [[entry.patient.id, entry.patient.name] as const] : [])));
}

export function AccessLogPage() {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const [view, update] = useUrlView(parseAccessLogView, accessLogViewToParams);
  const query = useQuery({ ...trpc.patients.accessLog.queryOptions(accessLogInput(view)), placeholderData: keepPreviousData });
  const csv = usePdfExport();
  const filters: TAccessLogFilters = { patientId: view.patientId, from: view.from, to: view.to };
  const filtered = hasFilters(filters);
  const exportCsv = () => void csv.run({ path: accessLogCsvPath(filters), fallbackName: `${t('log.exportFileName')}.csv`, accept: 'text/csv' });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('AccessLog')}`)}</h1>
          <p className="mt-1 text-sm leading-6 text-slate-600">{t('log.subtitle')}</p>
        </div>
        <Button variant="outline" onClick={exportCsv} loading={csv.pending !== null} className="sm:shrink-0">
          <FileSpreadsheet aria-hidden="true" />
          {t('log.export')}
        </Button>
      </div>
      {csv.failed && <ExportFailedAlert onRetry={csv.retry} retrying={csv.pending !== null} />}
      {/* A new filter in the URL (a link, the back button, "clear") starts the form afresh from it. */}
      <AccessLogFilters
        key={accessLogViewToParams({ ...view, page: 1 }).toString()}
        view={filters}
        namesFromEntries={namesIn(query.data?.items)}
        onApply={(next) => update(next)}
      />
      <section aria-labelledby="access-log-results" className="flex flex-col gap-3">
        <h2 id="access-log-results" className="sr-only">
          {t('log.caption')}
        </h2>
        {query.isPending ? (
          <AccessLogSkeleton />
        ) : query.isError ? (
          <ListError title={t('log.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : query.data.items.length === 0 && query.data.total > 0 ? (
          <ListNotice>
            <p className="text-sm text-slate-700">{t('log.pageOutOfRange')}</p>
            <Button variant="outline" size="sm" onClick={() => update({ page: 1 })}>
              {t('log.firstPage')}
            </Button>
          </ListNotice>
        ) : query.data.items.length === 0 ? (
          <ListNotice>
            <ScrollText className="size-8 text-slate-400" aria-hidden="true" />
            <p className="font-medium text-slate-900">{filtered ? t('log.empty') : t('log.none')}</p>
            <p className="max-w-md text-sm text-slate-600">{filtered ? t('log.emptyText') : t('log.noneText')}</p>
          </ListNotice>
        ) : (
          <>
            <p className="text-sm text-slate-600" role="status">
              {t('log.total', { count: query.data.total })}
            </p>
            <AccessLogEntries entries={query.data.items} busy={query.isFetching} />
            <ListPagination
              page={view.page}
              pages={pageCount(query.data.total, ACCESS_LOG_PAGE_SIZE)}
              onPage={(page) => update({ page })}
              label={t('log.pagination')}
            />
          </>
        )}
      </section>
    </div>
  );
}
