// How a field looks to the patient, drawn inside its canvas card (static: the real inputs live in the preview).
import { Calendar, ChevronDown, ImageUp, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ratingMax, type TField } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { FieldPicture } from '../../../components/templates/field-picture';
import { BUILDER_NS } from '../builder-i18n';

// slate-500: the placeholder-like text (a date's jj/mm/aaaa, a placeholder) stays readable, 4.6:1 on the box (AA).
const box = 'flex min-h-9 w-full items-center rounded-md border border-slate-200 bg-slate-50/70 px-3 text-sm text-slate-500';

export function FieldLook({ field, scoring }: { field: TField; scoring: boolean }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const placeholder = field.placeholder?.trim() || '';
  switch (field.type) {
    case 'text':
    case 'email':
    case 'number':
      return <div className={box}>{placeholder}</div>;
    case 'textarea':
      return <div className={cn(box, 'min-h-16 items-start pt-2')}>{placeholder}</div>;
    case 'date':
      return (
        <div className={cn(box, 'max-w-48 justify-between')}>
          <span>{t('builder.look.datePlaceholder')}</span>
          <Calendar className="size-4" aria-hidden="true" />
        </div>
      );
    case 'select':
      return (
        <div className={cn(box, 'max-w-72 justify-between')}>
          <span className="truncate">{field.options?.[0]?.label ?? ''}</span>
          <ChevronDown className="size-4" aria-hidden="true" />
        </div>
      );
    case 'radio':
    case 'checkbox':
      return (
        <ul className="flex flex-col gap-1.5">
          {(field.options ?? []).map((option) => (
            <li key={option.id} className="flex items-center gap-2 text-sm text-slate-700">
              <span
                aria-hidden="true"
                className={cn('size-4 shrink-0 border border-slate-300 bg-white', field.type === 'radio' ? 'rounded-full' : 'rounded')}
              />
              <span className="min-w-0 truncate">{option.label}</span>
              {scoring && (
                <span className="ml-auto shrink-0 rounded bg-slate-100 px-1.5 text-xs text-slate-600">
                  {t('builder.look.points', { count: option.points ?? 0 })}
                </span>
              )}
            </li>
          ))}
        </ul>
      );
    case 'rating':
      return (
        <div className="flex gap-1 text-slate-300" aria-hidden="true">
          {Array.from({ length: ratingMax(field) }, (_, i) => (
            <Star key={i} className="size-5" />
          ))}
        </div>
      );
    case 'image':
      return <FieldPicture url={field.imageUrl} alt={field.title} className="max-h-40" />;
    case 'image-upload':
      return (
        <div className={cn(box, 'min-h-14 justify-center gap-2 border-dashed')}>
          <ImageUp className="size-4" aria-hidden="true" />
          <span>{t('builder.look.uploadPlaceholder')}</span>
        </div>
      );
  }
}
