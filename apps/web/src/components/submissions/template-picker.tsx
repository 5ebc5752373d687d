// Choice of one of my private templates to send (templates.list), with a search when there are many and a way to create one;
// the send dialog also offers the templates shared in my cabinets, sent through a copy (docs/cabinets-api.md).
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilePlus2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, FormAlert, SelectField, Spinner } from '../ui';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { SearchField } from '../lists/search-field';
import { useSharedTemplates, type TSharedTemplateChoice } from './use-shared-templates';

const PICKER_PAGE_SIZE = 100;

export type { TSharedTemplateChoice };

type TTemplatePickerProps = {
  value: number | null;
  /** `shared` is set when the choice is a template shared in one of my cabinets (not mine: it is sent through a copy). */
  onChange: (templateId: number | null, shared: TSharedTemplateChoice | null) => void;
  error?: string;
  /** Also offer the templates shared in my cabinets, in their own group. */
  withShared?: boolean;
};

/** Case- and accent-insensitive match, like the server's search. */
function matches(name: string, search: string): boolean {
  const normalize = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return normalize(name).includes(normalize(search.trim()));
}

export function TemplatePicker({ value, onChange, error, withShared = false }: TTemplatePickerProps) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const [search, setSearch] = useState('');
  const shared = useSharedTemplates(withShared);
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
  const sharedItems = shared.items.filter((item) => !search || matches(item.name, search));
  if (total === 0 && !search && shared.items.length === 0) {
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
  const many = total + shared.items.length > PICKER_PAGE_SIZE || Boolean(search);
  const selectedShared = sharedItems.find((item) => item.templateId === value) ?? null;
  const selectedVisible = value === null || selectedShared !== null || items.some((item) => item.id === value);
  const mine = items.map((template) => (
    <option key={template.id} value={template.id} disabled={template.fieldCount === 0}>
      {template.fieldCount === 0 ? t('picker.emptyTemplate', { name: template.name }) : template.name}
    </option>
  ));
  const select = (raw: string) => {
    const templateId = raw ? Number(raw) : null;
    onChange(templateId, shared.items.find((item) => item.templateId === templateId) ?? null);
  };
  return (
    <div className="flex flex-col gap-2">
      {many && <SearchField value={search} onSearch={setSearch} label={t('picker.search')} />}
      <SelectField
        label={t('picker.label')}
        value={value === null || !selectedVisible ? '' : String(value)}
        onChange={(event) => select(event.target.value)}
        error={error}
      >
        <option value="">{items.length + sharedItems.length === 0 ? t('picker.noMatch') : t('picker.placeholder')}</option>
        {sharedItems.length > 0 ? (
          <>
            {items.length > 0 && <optgroup label={t('picker.mine')}>{mine}</optgroup>}
            <optgroup label={t('picker.shared')}>
              {sharedItems.map((item) => (
                <option key={item.templateId} value={item.templateId} disabled={item.fieldCount === 0}>
                  {item.fieldCount === 0
                    ? t('picker.emptyTemplate', { name: t('picker.sharedOption', { name: item.name, cabinet: item.cabinetName }) })
                    : t('picker.sharedOption', { name: item.name, cabinet: item.cabinetName })}
                </option>
              ))}
            </optgroup>
          </>
        ) : (
          mine
        )}
      </SelectField>
      {selectedShared && <FormAlert tone="info">{t('picker.copyNote')}</FormAlert>}
      {shared.failed && (
        <FormAlert
          tone="warning"
          action={
            <Button variant="outline" size="sm" onClick={shared.retry}>
              {t('errors:generic.retry')}
            </Button>
          }
        >
          {t('picker.sharedLoadFailed')}
        </FormAlert>
      )}
    </div>
  );
}
