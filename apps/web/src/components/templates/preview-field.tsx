// One field of the read-only preview, drawn as the patient sees it; choice fields stay clickable so conditional fields appear.
import { Star } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingMax, type TAnswerValue, type TField } from '@praxiform/domain';
import { cn } from '../ui';
import { inputClassName } from '../ui/form-field';
import { FieldPicture } from './field-picture';

type TPreviewFieldProps = { field: TField; value: TAnswerValue | undefined; onChange: (value: TAnswerValue) => void };

function ChoiceInputs({ field, value, onChange }: TPreviewFieldProps) {
  const name = useId();
  const multiple = field.type === 'checkbox';
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return (
    <div className="flex flex-col gap-1.5">
      {(field.options ?? []).map((option) => (
        <label
          key={option.id}
          className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50 has-checked:border-brand-300 has-checked:bg-brand-50"
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={chosen.includes(option.id)}
            onChange={(event) => {
              if (!multiple) return onChange(option.id);
              onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id));
            }}
            className="size-4 accent-brand-600"
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

function FieldControl({ field, value, onChange }: TPreviewFieldProps) {
  const { t } = useTranslation('templates');
  const label = field.title;
  switch (field.type) {
    case 'radio':
    case 'checkbox':
      return <ChoiceInputs field={field} value={value} onChange={onChange} />;
    case 'select':
      return (
        <select
          aria-label={label}
          className={inputClassName}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('list.preview.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'textarea':
      return <textarea aria-label={label} disabled rows={3} placeholder={field.placeholder} className={inputClassName} />;
    case 'rating':
      return (
        <div className="flex gap-1 text-amber-400" aria-label={t('list.preview.rating', { max: ratingMax(field) })} role="img">
          {Array.from({ length: ratingMax(field) }, (_, index) => (
            <Star key={index} className="size-6" aria-hidden="true" />
          ))}
        </div>
      );
    case 'image':
      // Fetched with the token by file id (a private template's picture needs it); never the raw URL a field holds.
      return field.imageUrl ? <FieldPicture url={field.imageUrl} alt={label} /> : null;
    case 'image-upload':
      return <input aria-label={label} type="file" disabled className="text-sm text-slate-500" />;
    default:
      return <input aria-label={label} type={field.type} disabled placeholder={field.placeholder} className={inputClassName} />;
  }
}

export function PreviewField({ field, value, onChange, nested }: TPreviewFieldProps & { nested: boolean }) {
  const { t } = useTranslation('templates');
  const isChoice = field.type === 'radio' || field.type === 'checkbox';
  const Wrapper = isChoice ? 'fieldset' : 'div';
  const Title = isChoice ? 'legend' : 'p';
  return (
    <Wrapper className={cn('flex flex-col gap-2', nested && 'border-l-2 border-brand-200 pl-4')}>
      <Title className="mb-1 flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
        {field.title}
        {field.required && (
          <span className="text-red-600" aria-label={t('list.preview.required')}>
            *
          </span>
        )}
        {field.practitionerOnly && (
          <span className="rounded bg-slate-100 px-1.5 text-xs font-normal text-slate-600">{t('list.preview.practitionerOnly')}</span>
        )}
      </Title>
      {field.helpText && <p className="text-xs text-slate-500">{field.helpText}</p>}
      <FieldControl field={field} value={value} onChange={onChange} />
    </Wrapper>
  );
}
