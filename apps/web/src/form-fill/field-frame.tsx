// One question's frame: its title (a <label>, a <legend> or a labelling paragraph), required mark, help text and error.
import type { ReactNode } from 'react';
import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useTranslation } from 'react-i18next';
import type { TField, TFieldType } from '@praxiform/domain';
import { Badge } from '../components/ui/badge';
import { cn } from '../components/ui/cn';
import type { TFieldIds } from './field-dom';

/** control: one input a <label> points at; group: checkboxes in a <fieldset>; labelled: a widget (radio group, stars…) with aria-labelledby. */
type TFrameKind = 'control' | 'group' | 'labelled';

function frameKindOf(type: TFieldType): TFrameKind {
  if (type === 'checkbox') return 'group';
  if (type === 'radio' || type === 'rating' || type === 'image' || type === 'image-upload') return 'labelled';
  return 'control';
}

type TFieldFrameProps = {
  field: TField;
  ids: TFieldIds;
  /** Translated error message, if any. */
  error: string | undefined;
  showPractitionerBadge: boolean;
  children: (describedBy: string | undefined) => ReactNode;
};

const titleClass = 'text-base font-medium leading-6 text-slate-900';

function Title({ field, showPractitionerBadge }: { field: TField; showPractitionerBadge: boolean }) {
  const { t } = useTranslation('publicForm');
  const requiredMark = field.required && field.type !== 'image';
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="min-w-0 break-words">
        {field.title}
        {requiredMark && (
          <>
            <span className="ml-0.5 text-red-600" aria-hidden="true">
              *
            </span>{' '}
            <span className="sr-only">({t('fields.required')})</span>
          </>
        )}
      </span>
      {showPractitionerBadge && field.practitionerOnly && (
        <Badge variant="accent">
          <ShieldCheck className="size-3" aria-hidden="true" />
          {t('fields.practitionerOnly')}
        </Badge>
      )}
    </span>
  );
}

export function FieldFrame({ field, ids, error, showPractitionerBadge, children }: TFieldFrameProps) {
  const kind = frameKindOf(field.type);
  const help = field.helpText?.trim() || undefined;
  const describedBy = [error ? ids.error : null, help ? ids.help : null].filter(Boolean).join(' ') || undefined;
  const helpText = help && (
    <p id={ids.help} className="text-sm leading-6 text-slate-600">
      {help}
    </p>
  );
  const errorText = error && (
    <p id={ids.error} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{error}</span>
    </p>
  );
  const title = <Title field={field} showPractitionerBadge={showPractitionerBadge} />;
  const blockClass = 'flex min-w-0 flex-col gap-2 scroll-mt-24';

  if (kind === 'group') {
    return (
      <fieldset id={ids.block} className={blockClass} aria-describedby={describedBy} data-field-id={field.id}>
        <legend id={ids.label} className={cn(titleClass, 'mb-2')}>
          {title}
        </legend>
        <div className="flex flex-col gap-2">
          {helpText}
          {children(describedBy)}
          {errorText}
        </div>
      </fieldset>
    );
  }
  return (
    <div id={ids.block} className={blockClass} data-field-id={field.id}>
      {kind === 'control' ? (
        <label id={ids.label} htmlFor={ids.control} className={titleClass}>
          {title}
        </label>
      ) : (
        <p id={ids.label} className={titleClass}>
          {title}
        </p>
      )}
      {helpText}
      {children(describedBy)}
      {errorText}
    </div>
  );
}
