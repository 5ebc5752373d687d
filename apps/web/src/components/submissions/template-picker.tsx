// Choice of one of my private templates to send (templates.list), with a search when there are many and a way to create one.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, SelectField, Spinner } from '../ui';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { SearchField } from '../lists/search-field';

const PICKER_PAGE_SIZE = 100;

export function TemplatePicker({ value, onChange, error }: { value: number | null; onChange: (templateId: number | null) => void; error?: string }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const query = useQuery({
    ...trpc.templates.list.queryOptions({ ...(search ? { search } : {}), page: 1, pageSize: PICKER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner />
        {t('picker.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <FormAlert
        tone="error"
        action={
          <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isRefetching}>
            {t('errors:generic.retry')}
          </Button>
        }
      >
        {t('picker.loadFailed')}
      </FormAlert>
    );
  }
  const { items, total } = query.data;
  if (total === 0 && !search) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-700">
        <p>{t('picker.none')}</p>
        <Button asChild variant="outline" size="sm">
          <LocalizedLink to="/templates/create">
            <FilePlus2 aria-hidden="true" />
            {t('picker.create')}
          </LocalizedLink>
        </Button>
      </div>
    );
  }
  const many = total > PICKER_PAGE_SIZE || Boolean(search);
  const selectedVisible = value === null || items.some((item) => item.id === value);
  return (
    <div className="flex flex-col gap-2">
      {many && <SearchField value={search} onSearch={setSearch} label={t('picker.search')} />}
      <SelectField
        label={t('picker.label')}
        value={value === null || !selectedVisible ? '' : String(value)}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        error={error}
      >
        <option value="">{items.length === 0 ? t('picker.noMatch') : t('picker.placeholder')}</option>
        {items.map((template) => (
          <option key={template.id} value={template.id} disabled={template.fieldCount === 0}>
            {template.fieldCount === 0 ? t('picker.emptyTemplate', { name: template.name }) : template.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
