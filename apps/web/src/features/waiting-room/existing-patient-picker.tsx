// Search my patients (patients.list with a search) and pick one: a radio list, usable with the keyboard.
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn, Spinner } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { fullName } from '../../lib/format';
import { ListError } from '../../components/lists/list-error';
import { SearchField } from '../../components/lists/search-field';

const PICK_PAGE_SIZE = 8;

export function ExistingPatientPicker({
  initialSearch,
  value,
  onChange,
  error,
}: {
  initialSearch: string;
  value: number | null;
  onChange: (id: number) => void;
  error?: string;
}) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const name = useId();
  const [search, setSearch] = useState(initialSearch);
  const query = useQuery({
    ...trpc.patients.list.queryOptions({ ...(search ? { search } : {}), page: 1, pageSize: PICK_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <div className="flex flex-col gap-3">
      <SearchField value={search} onSearch={setSearch} label={t('assign.search')} />
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('assign.searching')}
        </p>
      ) : query.isError ? (
        <ListError title={t('assign.searchFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {search ? t('assign.noMatch', { search }) : t('assign.noPatients')}
        </p>
      ) : (
        <fieldset aria-describedby={error ? `${name}-error` : undefined}>
          <legend className="sr-only">{t('assign.choose')}</legend>
          <ul className="flex max-h-72 flex-col gap-1.5 overflow-y-auto" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((patient) => {
              const checked = value === patient.id;
              return (
                <li key={patient.id}>
                  <label
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                      checked ? 'border-brand-500 bg-brand-50' : 'border-slate-200 hover:border-slate-300',
                    )}
                  >
                    <input type="radio" name={name} checked={checked} onChange={() => onChange(patient.id)} className="size-4 accent-brand-600" />
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{fullName(patient)}</span>
                      <span className="block truncate text-xs text-slate-500">{patient.email}</span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
          {query.data.total > query.data.items.length && (
            <p className="mt-2 text-xs text-slate-500">{t('assign.refine', { count: query.data.total })}</p>
          )}
        </fieldset>
      )}
      {error && (
        <p id={`${name}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
