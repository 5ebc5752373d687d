// One field as the patient fills it in: a real, labelled input of its type.
import { useId } from 'react';
import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ratingMax, type TAnswerValue, type TField } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { inputClassName } from '../../../components/ui/form-field';
import { FieldPicture } from '../../../components/templates/field-picture';
import { BUILDER_NS } from '../builder-i18n';

export type TPreviewInputProps = {
  field: TField;
  value: TAnswerValue | undefined;
  onChange: (value: TAnswerValue) => void;
  onToggle: (optionId: string) => void;
};

export function PreviewInput({ field, value, onChange, onToggle }: TPreviewInputProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const id = useId();
  const text = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  const common = { id, required: field.required, placeholder: field.placeholder, className: inputClassName };
  switch (field.type) {
    case 'text':
    case 'email':
    case 'date':
      return <input {...common} type={field.type} value={text} onChange={(e) => onChange(e.target.value)} aria-labelledby={`${field.id}-label`} />;
    case 'number':
      return (
        <input
          {...common}
          type="number"
          value={text}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          aria-labelledby={`${field.id}-label`}
        />
      );
    case 'textarea':
      return <textarea {...common} rows={3} value={text} onChange={(e) => onChange(e.target.value)} aria-labelledby={`${field.id}-label`} />;
    case 'select':
      return (
        <select {...common} value={text} onChange={(e) => onChange(e.target.value || null)} aria-labelledby={`${field.id}-label`}>
          <option value="">{t('builder.preview.choose')}</option>
          {(field.options ?? []).map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case 'radio':
    case 'checkbox': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <div role={field.type === 'radio' ? 'radiogroup' : 'group'} aria-labelledby={`${field.id}-label`} className="flex flex-col gap-1">
          {(field.options ?? []).map((option) => (
            <label
              key={option.id}
              className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type={field.type}
                name={field.id}
                className="size-4 accent-brand-600"
                checked={field.type === 'radio' ? value === option.id : chosen.includes(option.id)}
                onChange={() => (field.type === 'radio' ? onChange(option.id) : onToggle(option.id))}
              />
              {option.label}
            </label>
          ))}
        </div>
      );
    }
    case 'rating': {
      const current = typeof value === 'number' ? value : 0;
      return (
        <div role="radiogroup" aria-labelledby={`${field.id}-label`} className="flex flex-wrap gap-1">
          {Array.from({ length: ratingMax(field) }, (_, i) => i + 1).map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={current === n}
              aria-label={t('builder.preview.stars', { count: n })}
              onClick={() => onChange(n)}
              className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Star className={cn('size-7', n <= current ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} aria-hidden="true" />
            </button>
          ))}
        </div>
      );
    }
    case 'image':
      return <FieldPicture url={field.imageUrl} alt={field.title} />;
    case 'image-upload':
      return (
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          aria-labelledby={`${field.id}-label`}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
        />
      );
  }
}
