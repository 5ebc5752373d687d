// Specialties: a searchable checkbox list of the profession's translated specialties, or free-text chips for "other";
// values held outside the list show as chips above it, removable.
import { useId, useState, type KeyboardEvent } from 'react';
import { Plus, Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SPECIALTIES_MAX } from '@praxiform/domain';
import { Button, cn } from '../../../components/ui';
import { inputClassName } from '../../../components/ui/form-field';

export type TSpecialtiesPickerProps = {
  freeText: boolean;
  available: readonly string[];
  selected: string[];
  onChange: (specialties: string[]) => void;
  error?: string;
};

const SEARCH_FROM = 7;

/** Case- and accent-insensitive match ("pediat" finds "Pédiatrie"). */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function SpecialtiesPicker({ freeText, available, selected, onChange, error }: TSpecialtiesPickerProps) {
  const { t } = useTranslation('profile');
  const legendId = useId();
  const hintId = useId();
  const errorId = useId();
  const full = selected.length >= SPECIALTIES_MAX;
  const describedBy = [hintId, error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <fieldset aria-describedby={describedBy}>
      <legend id={legendId} className="flex w-full items-baseline justify-between gap-2 text-sm font-medium text-slate-800">
        <span>{t('fields.specialties')}</span>
        <span className="text-xs font-normal text-slate-500">{t('form.optional')}</span>
      </legend>
      <p id={hintId} className="mt-1 text-xs leading-5 text-slate-500">
        {t('specialtiesPicker.count', { count: selected.length, max: SPECIALTIES_MAX })}
      </p>
      {freeText ? (
        <FreeTextSpecialties selected={selected} onChange={onChange} full={full} />
      ) : (
        <SpecialtyChecklist available={available} selected={selected} onChange={onChange} full={full} />
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

type TListProps = { available: readonly string[]; selected: string[]; onChange: (next: string[]) => void; full: boolean };

/** A key shows translated; anything else (free text, a value stored before the keys existed) as it was written. */
function useSpecialtyName(): (value: string) => string {
  const { t } = useTranslation('profile');
  return (value) => (/^[a-z0-9_]+$/.test(value) ? t(`specialties.${value}`, { defaultValue: value.replace(/_/g, ' ') }) : value);
}

/** Chosen specialties as chips, each with its remove button. */
function SpecialtyChips({
  values,
  name,
  onRemove,
  ...labelling
}: {
  values: readonly string[];
  name: (value: string) => string;
  onRemove: (value: string) => void;
} & ({ 'aria-label': string } | { 'aria-labelledby': string })) {
  const { t } = useTranslation('profile');
  return (
    <ul className="flex flex-wrap gap-1.5" {...labelling}>
      {values.map((value) => (
        <li
          key={value}
          className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <span>{name(value)}</span>
          <button
            type="button"
            onClick={() => onRemove(value)}
            className="inline-flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
            aria-label={t('specialtiesPicker.remove', { specialty: name(value) })}
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}

function SpecialtyChecklist({ available, selected, onChange, full }: TListProps) {
  const { t } = useTranslation('profile');
  const offListId = useId();
  const [query, setQuery] = useState('');
  const label = useSpecialtyName();
  const visible = available.filter((key) => normalize(label(key)).includes(normalize(query.trim())));
  const toggle = (key: string) => onChange(selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key]);
  // Held but not offered (stored before the lists, docs/product.md#validation): shown and removable, never hidden.
  const offList = selected.filter((value) => !available.includes(value));

  return (
    <>
      {offList.length > 0 && (
        <div className="mt-2 flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p id={offListId} className="text-xs leading-5 text-slate-700">
            {t('specialtiesPicker.offList')}
          </p>
          <SpecialtyChips
            values={offList}
            name={label}
            onRemove={(value) => onChange(selected.filter((s) => s !== value))}
            aria-labelledby={offListId}
          />
        </div>
      )}
      {available.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{t('specialtiesPicker.none')}</p>
      ) : (
        <div className="mt-2 rounded-xl border border-slate-200 bg-white">
          {available.length >= SEARCH_FROM && (
            <div className="relative border-b border-slate-100 p-2">
              <Search className="pointer-events-none absolute top-1/2 left-5 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <input
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('specialtiesPicker.search')}
                aria-label={t('specialtiesPicker.search')}
                className={cn(inputClassName, 'pl-9')}
              />
            </div>
          )}
          <ul className="grid max-h-64 gap-0.5 overflow-y-auto p-1.5 sm:grid-cols-2">
            {visible.map((key) => {
              const checked = selected.includes(key);
              return (
                <li key={key}>
                  <label
                    className={cn(
                      'flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-sm text-slate-700 hover:bg-slate-50',
                      checked && 'bg-brand-50/60 text-brand-900',
                      !checked && full && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={!checked && full}
                      onChange={() => toggle(key)}
                      className="size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                    />
                    <span>{label(key)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
          {visible.length === 0 && <p className="px-4 pb-3 text-sm text-slate-500">{t('specialtiesPicker.noMatch', { query: query.trim() })}</p>}
        </div>
      )}
    </>
  );
}

function FreeTextSpecialties({ selected, onChange, full }: Omit<TListProps, 'available'>) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState('');
  const add = () => {
    const value = draft.trim();
    if (!value || full) return;
    if (!selected.some((s) => s.toLowerCase() === value.toLowerCase())) onChange([...selected, value]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div className="mt-2 flex flex-col gap-2">
      {selected.length > 0 && (
        <SpecialtyChips
          values={selected}
          name={(value) => value}
          onRemove={(value) => onChange(selected.filter((s) => s !== value))}
          aria-label={t('specialtiesPicker.selected')}
        />
      )}
      <div className="flex gap-2">
        <input
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={full}
          maxLength={100}
          placeholder={t('specialtiesPicker.freePlaceholder')}
          aria-label={t('specialtiesPicker.freeLabel')}
          className={inputClassName}
        />
        <Button variant="outline" onClick={add} disabled={full || !draft.trim()} className="min-h-11 sm:min-h-10">
          <Plus aria-hidden="true" />
          {t('specialtiesPicker.add')}
        </Button>
      </div>
    </div>
  );
}
