// The access log's filters, a form of the one kit (useZodForm on patients.accessLog's own input schema): a patient among
// mine (patients.list: the first 100 by name, and a search when there are more), the first and last days. "Filter"
// writes them to the URL; the page reads them from there (access-log-query.ts).
import { useState, type ChangeEvent } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Filter, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZAccessLogInput, type TAccessLogInput } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { SearchField } from '../../components/lists/search-field';
import { Button, SelectField, TextField } from '../../components/ui';
import { fullName } from '../../lib/format';
import { useTRPC } from '../../lib/trpc';
import { hasFilters, type TAccessLogFilters } from './access-log-query';

/** How many of my patients the select offers at once; beyond, a search narrows them. */
export const PATIENT_CHOICES = 100;

type TFilterValues = { patientId: number | undefined; from: string | undefined; to: string | undefined };

const toId = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));
const toDay = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The patients the select offers: the list's page, and any patient chosen before (from the URL, or picked then searched
 * away) so that the choice stays on screen, named from `names` (the entries shown, the options picked) if not listed.
 */
function usePatientChoices(search: string, keep: readonly (number | undefined)[], names: ReadonlyMap<number, string>) {
  const trpc = useTRPC();
  const query = useQuery({
    ...trpc.patients.list.queryOptions({ ...(search ? { search } : {}), page: 1, pageSize: PATIENT_CHOICES }),
    placeholderData: keepPreviousData,
  });
  const listed = query.data?.items.map((patient) => ({ id: patient.id, name: fullName(patient) })) ?? [];
  const kept = [...new Set(keep)]
    .filter((id): id is number => id !== undefined && !listed.some((patient) => patient.id === id))
    .map((id) => ({ id, name: names.get(id) ?? null }));
  return { choices: [...kept, ...listed], total: query.data?.total ?? 0 };
}

export function AccessLogFilters({
  view,
  namesFromEntries,
  onApply,
}: {
  view: TAccessLogFilters;
  /** Patients' names read in the entries shown, for a chosen patient the select has not listed. */
  namesFromEntries: ReadonlyMap<number, string>;
  onApply: (filters: TAccessLogFilters) => void;
}) {
  const { t } = useTranslation('security');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<ReadonlyMap<number, string>>(new Map());
  const kit = useZodForm<TFilterValues, TAccessLogInput>(ZAccessLogInput, {
    patientId: view.patientId ?? undefined,
    from: view.from ?? undefined,
    to: view.to ?? undefined,
  });
  const chosen = kit.form.watch('patientId');
  const names = new Map([...namesFromEntries, ...picked]);
  const { choices, total } = usePatientChoices(search, [view.patientId ?? undefined, chosen], names);

  const field = (name: keyof TFilterValues, setValueAs: (value: unknown) => unknown, onChange?: (event: ChangeEvent<HTMLSelectElement>) => void) => ({
    ...kit.form.register(name, {
      setValueAs,
      onChange: (event: ChangeEvent<HTMLSelectElement>) => {
        kit.form.clearErrors(name);
        onChange?.(event);
      },
    }),
    error: kit.errorOf(name),
  });
  // The name of a patient picked from a search's results, should the next search leave them out.
  const rememberName = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = Number(event.target.value);
    const name = event.target.selectedOptions[0]?.text;
    if (id && name) setPicked((current) => new Map(current).set(id, name));
  };

  const apply = (data: TAccessLogInput) => {
    // Days are inclusive: a last day before the first finds nothing, so it is refused rather than sent.
    if (data.from && data.to && data.to < data.from) {
      kit.setErrors({ to: 'ANNOUNCEMENT_END_BEFORE_START' });
      return;
    }
    onApply({ patientId: data.patientId ?? null, from: data.from ?? null, to: data.to ?? null });
  };

  return (
    <form
      id={kit.formId}
      role="search"
      aria-label={t('log.filters.label')}
      noValidate
      onSubmit={kit.submit(apply)}
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] xl:items-end"
    >
      <div className="flex flex-col gap-2 sm:col-span-2 lg:col-span-1">
        {total > PATIENT_CHOICES && (
          <>
            <SearchField value={search} onSearch={setSearch} label={t('log.filters.searchPatient')} />
            <p className="text-xs text-slate-500">{t('log.filters.searchHint', { count: PATIENT_CHOICES })}</p>
          </>
        )}
        <SelectField label={t('log.filters.patient')} {...field('patientId', toId, rememberName)}>
          <option value="">{t('log.filters.allPatients')}</option>
          {choices.map((patient) => (
            <option key={patient.id} value={patient.id}>
              {patient.name ?? t('log.filters.patientNumber', { id: patient.id })}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField type="date" label={t('log.filters.from')} required={false} {...field('from', toDay)} />
      <TextField type="date" label={t('log.filters.to')} required={false} {...field('to', toDay)} />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3 xl:col-span-1">
        <Button type="submit">
          <Filter aria-hidden="true" />
          {t('log.filters.apply')}
        </Button>
        {hasFilters(view) && (
          <Button type="button" variant="ghost" onClick={() => onApply({ patientId: null, from: null, to: null })}>
            <X aria-hidden="true" />
            {t('log.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
