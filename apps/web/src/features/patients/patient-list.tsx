// The patient list of the dashboard: debounced search, band filter and page kept in the URL, a table on wide screens,
// cards below (patient-rows.tsx).
import { Suspense, lazy, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { EmptyState, ListNotice } from '../../components/lists/empty-state';
import { ListError } from '../../components/lists/list-error';
import { SearchField } from '../../components/lists/search-field';
import { pageCount, useUrlView } from '../../lib/url-view';
import { ListPagination } from '../../components/lists/list-pagination';
import { PatientListSkeleton } from './patient-list-skeleton';
import {
  BAND_FILTER_LEVELS,
  PATIENTS_PAGE_SIZE,
  parsePatientsView,
  patientsListInput,
  patientsViewToParams,
  type TBandFilter,
} from './patient-list-query';
import { PatientRows } from './patient-rows';
import type { TPatientRecipient } from '../../lib/api-types';

// The send dialog (templates, link options and their validation) loads when a patient's "send" is first pressed.
const SendFormDialog = lazy(() => import('./send-form-dialog').then((module) => ({ default: module.SendFormDialog })));

function EmptyList({ search, band, onClear, onCreate }: { search: string; band: TBandFilter | null; onClear: () => void; onCreate: () => void }) {
  const { t } = useTranslation('patients');
  if (search || band) {
    return (
      <ListNotice>
        <p className="font-medium text-slate-900">
          {search ? t('list.noResults', { search }) : t('list.noBandResults', { level: t(`list.bandFilter.levels.${band}`) })}
        </p>
        <Button variant="outline" size="sm" onClick={onClear}>
          {t('list.clearSearch')}
        </Button>
      </ListNotice>
    );
  }
  return (
    <EmptyState icon={Users} title={t('list.empty.title')} text={t('list.empty.text')} heading="h3">
      <Button onClick={onCreate}>
        <UserPlus aria-hidden="true" />
        {t('list.empty.create')}
      </Button>
    </EmptyState>
  );
}

export function PatientList({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const [view, update] = useUrlView(parsePatientsView, patientsViewToParams);
  const query = useQuery({ ...trpc.patients.list.queryOptions(patientsListInput(view)), placeholderData: keepPreviousData });
  const [sendTo, setSendTo] = useState<TPatientRecipient | null>(null);

  return (
    <section aria-labelledby="patients-heading" className="flex flex-col gap-4">
      {/* The title, then the filters beside it once the table shows (xl); the band filter as wide as its longest choice. */}
      <div className="flex flex-col gap-3 xl:flex-row xl:items-end xl:justify-between">
        <h2 id="patients-heading" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
          {query.data && <span className="ml-2 text-sm font-normal text-slate-500">{t('list.total', { count: query.data.total })}</span>}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SelectField
            label={t('list.bandFilter.label')}
            value={view.band ?? ''}
            onChange={(e) => update({ band: BAND_FILTER_LEVELS.find((level) => level === e.target.value) ?? null })}
            className="sm:shrink-0"
          >
            <option value="">{t('list.bandFilter.all')}</option>
            {BAND_FILTER_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`list.bandFilter.levels.${level}`)}
              </option>
            ))}
          </SelectField>
          <SearchField
            value={view.search}
            onSearch={(search) => update({ search })}
            label={t('list.search')}
            className="sm:min-w-0 sm:flex-1 xl:w-80 xl:flex-none"
          />
        </div>
      </div>
      {query.isPending ? (
        <PatientListSkeleton />
      ) : query.isError ? (
        <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.items.length === 0 && query.data.total > 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
          <p className="text-sm text-slate-700">{t('list.pageOutOfRange')}</p>
          <Button variant="outline" size="sm" onClick={() => update({ page: 1 })}>
            {t('list.firstPage')}
          </Button>
        </div>
      ) : query.data.items.length === 0 ? (
        <EmptyList search={view.search} band={view.band} onClear={() => update({ search: '', band: null })} onCreate={onCreate} />
      ) : (
        <>
          <p className="sr-only" role="status">
            {t('list.total', { count: query.data.total })}
          </p>
          <PatientRows patients={query.data.items} busy={query.isFetching} onSend={setSendTo} />
          <ListPagination
            page={view.page}
            pages={pageCount(query.data.total, PATIENTS_PAGE_SIZE)}
            onPage={(page) => update({ page })}
            label={t('pagination.label')}
          />
        </>
      )}
      {sendTo && (
        <Suspense fallback={null}>
          <SendFormDialog patient={sendTo} onOpenChange={(open) => !open && setSendTo(null)} showPatientLink />
        </Suspense>
      )}
    </section>
  );
}
