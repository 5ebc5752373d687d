// Profession (choice cards; "other" reveals a required custom profession) and its specialties, shared by both profile pages.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TProfession } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { TextField } from '../../../components/ui/form-field';
import { PROFESSION_ICONS } from './profession-icons';
import { SpecialtiesPicker } from './specialties-picker';

export type TProfessionValue = {
  profession: TProfession | '';
  customProfession: string;
  specialties: string[];
};

export type TProfessionFieldsProps = {
  value: TProfessionValue;
  onChange: (next: TProfessionValue) => void;
  professions: readonly TProfession[];
  specialtiesByProfession: Partial<Record<TProfession, readonly string[]>>;
  /** Translated messages per field. */
  errors?: { profession?: string; customProfession?: string; specialties?: string };
};

export function ProfessionFields({ value, onChange, professions, specialtiesByProfession, errors = {} }: TProfessionFieldsProps) {
  const { t } = useTranslation('profile');
  const legendId = useId();
  const errorId = useId();
  const available = value.profession ? (specialtiesByProfession[value.profession] ?? []) : [];

  const chooseProfession = (profession: TProfession) => {
    if (profession === value.profession) return;
    const nextList = specialtiesByProfession[profession] ?? [];
    // Keys belong to a profession: keep only those the new one offers (free text goes with "other").
    const specialties = profession === 'other' ? [] : value.specialties.filter((key) => nextList.includes(key));
    onChange({ ...value, profession, specialties });
  };

  return (
    <div className="flex flex-col gap-5">
      <fieldset aria-describedby={errors.profession ? errorId : undefined}>
        <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
          {t('fields.profession')}
        </legend>
        <div className="@container">
          <div className="grid grid-cols-2 gap-2 @lg:grid-cols-3">
            {professions.map((profession) => {
              const Icon = PROFESSION_ICONS[profession];
              const checked = value.profession === profession;
              return (
                <label
                  key={profession}
                  className={cn(
                    'relative flex min-h-12 min-w-0 cursor-pointer items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm font-medium transition-colors',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                    checked
                      ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600'
                      : 'border-slate-200 bg-white text-slate-700 hover:border-slate-300 hover:bg-slate-50',
                    errors.profession && !value.profession && 'border-red-400',
                  )}
                >
                  <input
                    type="radio"
                    name={`${legendId}-profession`}
                    value={profession}
                    checked={checked}
                    onChange={() => chooseProfession(profession)}
                    className="sr-only"
                    aria-invalid={errors.profession ? true : undefined}
                  />
                  <Icon className={cn('hidden size-4 shrink-0 @xs:block', checked ? 'text-brand-600' : 'text-slate-400')} aria-hidden="true" />
                  <span className="min-w-0 leading-5 hyphens-auto [overflow-wrap:anywhere]">{t(`professions.${profession}`)}</span>
                </label>
              );
            })}
          </div>
        </div>
        {errors.profession && (
          <p id={errorId} className="mt-1.5 text-sm text-red-700">
            {errors.profession}
          </p>
        )}
      </fieldset>

      {value.profession === 'other' && (
        <TextField
          label={t('fields.customProfession')}
          hint={t('fields.customProfessionHint')}
          value={value.customProfession}
          onChange={(event) => onChange({ ...value, customProfession: event.target.value })}
          error={errors.customProfession}
          autoComplete="organization-title"
          maxLength={100}
        />
      )}

      {value.profession && (
        <SpecialtiesPicker
          key={value.profession}
          freeText={value.profession === 'other'}
          available={available}
          selected={value.specialties}
          onChange={(specialties) => onChange({ ...value, specialties })}
          error={errors.specialties}
        />
      )}
    </div>
  );
}
