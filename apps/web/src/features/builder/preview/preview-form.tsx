// The form as the patient sees it: visible fields only (conditional ones appear live), practitioner-only fields marked.
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TAnswers, TField } from '@praxiform/domain';
import { Badge } from '../../../components/ui';
import { setAnswer, toggleOption } from './preview-answers';
import { PreviewInput } from './preview-input';
import { BUILDER_NS } from '../builder-i18n';

type TPreviewFieldsProps = { fields: readonly TField[]; visible: ReadonlySet<string>; answers: TAnswers; onAnswers: (answers: TAnswers) => void };

export function PreviewFields({ fields, visible, answers, onAnswers }: TPreviewFieldsProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <>
      {fields
        .filter((field) => visible.has(field.id))
        .map((field) => (
          <div key={field.id} className="flex flex-col gap-4">
            <div className="flex flex-col gap-2 break-inside-avoid" data-preview-field={field.id}>
              <p id={`${field.id}-label`} className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
                <span>
                  {field.title}
                  {field.required && (
                    <span className="ml-0.5 text-red-600" aria-label={t('builder.canvas.required')}>
                      *
                    </span>
                  )}
                </span>
                {field.practitionerOnly && (
                  <Badge variant="accent">
                    <ShieldCheck className="size-3" aria-hidden="true" />
                    {t('builder.canvas.practitionerOnly')}
                  </Badge>
                )}
              </p>
              {field.helpText && <p className="-mt-1 text-xs text-slate-500">{field.helpText}</p>}
              <PreviewInput
                field={field}
                value={answers[field.id]}
                onChange={(value) => onAnswers(setAnswer(answers, field.id, value))}
                onToggle={(optionId) => onAnswers(toggleOption(answers, field.id, optionId))}
              />
            </div>
            {(field.options ?? []).some((o) => o.children.some((c) => visible.has(c.id))) && (
              <div className="flex flex-col gap-4 border-l-2 border-brand-200 pl-4">
                {(field.options ?? []).map((option) => (
                  <PreviewFields key={option.id} fields={option.children} visible={visible} answers={answers} onAnswers={onAnswers} />
                ))}
              </div>
            )}
          </div>
        ))}
    </>
  );
}
