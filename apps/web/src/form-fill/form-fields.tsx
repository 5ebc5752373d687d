// The fields of a form as a tree: conditional fields appear under their question as options are chosen; errors,
// required marks and help texts; `practitioner` mode also shows (and badges) the practitioner-only fields.
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { publicFields, visibleFieldIds, type TAnswerValue, type TAnswers, type TField } from '@praxiform/domain';
import type { TFieldErrors } from './answers';
import { fieldIds } from './field-dom';
import { FieldFrame } from './field-frame';
import { FieldInput } from './field-input';
import { FormFillEnvProvider, type TFormFillEnv } from './form-fill-env';

/** The translated message of an answer issue code (validateAnswers or the server), or of a page-specific code. */
function answerErrorMessage(t: TFunction<'publicForm'>, code: string): string {
  return t(`validation.ANSWER_${code}`, { defaultValue: t('validation.ANSWER_NOT_ALLOWED') });
}

export type TFormFieldsProps = Omit<TFormFillEnv, 'idPrefix'> & {
  fields: readonly TField[];
  answers: TAnswers;
  onAnswer: (fieldId: string, value: TAnswerValue) => void;
  errors?: TFieldErrors | undefined;
  disabled?: boolean | undefined;
  idPrefix?: string | undefined;
};

type TListProps = {
  fields: readonly TField[];
  visible: ReadonlySet<string>;
  answers: TAnswers;
  onAnswer: (fieldId: string, value: TAnswerValue) => void;
  errors: TFieldErrors;
  disabled: boolean | undefined;
  idPrefix: string;
  practitioner: boolean;
};

function FieldList({ fields, ...props }: TListProps) {
  const { t } = useTranslation('publicForm');
  const { visible, answers, onAnswer, errors, disabled, idPrefix, practitioner } = props;
  return fields
    .filter((field) => visible.has(field.id))
    .map((field) => {
      const ids = fieldIds(idPrefix, field.id);
      const code = errors[field.id];
      const children = (field.options ?? []).filter((option) => option.children.some((child) => visible.has(child.id)));
      return (
        <div key={field.id} className="flex flex-col gap-6">
          <FieldFrame field={field} ids={ids} error={code ? answerErrorMessage(t, code) : undefined} showPractitionerBadge={practitioner}>
            {(describedBy) => (
              <FieldInput
                field={field}
                value={answers[field.id]}
                onAnswer={(value) => onAnswer(field.id, value)}
                ids={ids}
                describedBy={describedBy}
                invalid={code !== undefined}
                disabled={disabled}
              />
            )}
          </FieldFrame>
          {children.length > 0 && (
            <div className="ml-1 flex flex-col gap-6 border-l-2 border-brand-200 pl-4" data-conditional-of={field.id}>
              {children.map((option) => (
                <FieldList key={option.id} fields={option.children} {...props} />
              ))}
            </div>
          )}
        </div>
      );
    });
}

export function FormFields({
  fields,
  answers,
  onAnswer,
  errors = {},
  disabled,
  idPrefix = 'ff',
  mode,
  uploadImage,
  onUploading,
  Picture,
  StoredImage,
}: TFormFieldsProps) {
  const { t } = useTranslation('publicForm');
  // The patient never gets practitioner-only fields from the server; dropping them here too keeps the rule in one place.
  const tree = useMemo(() => (mode === 'patient' ? publicFields(fields) : [...fields]), [fields, mode]);
  const visible = useMemo(() => visibleFieldIds(tree, answers), [tree, answers]);
  const env = useMemo<TFormFillEnv>(
    () => ({ mode, uploadImage, onUploading, Picture, StoredImage, idPrefix }),
    [mode, uploadImage, onUploading, Picture, StoredImage, idPrefix],
  );
  // Screen reader users hear that a follow-up question appeared below the one they answered.
  const [revealed, setRevealed] = useState(0);

  const answer = (fieldId: string, value: TAnswerValue) => {
    const next = visibleFieldIds(tree, { ...answers, [fieldId]: value });
    if ([...next].some((id) => !visible.has(id))) setRevealed((n) => n + 1);
    onAnswer(fieldId, value);
  };

  return (
    <FormFillEnvProvider value={env}>
      <div className="flex flex-col gap-8">
        <FieldList
          fields={tree}
          visible={visible}
          answers={answers}
          onAnswer={answer}
          errors={errors}
          disabled={disabled}
          idPrefix={idPrefix}
          practitioner={mode === 'practitioner'}
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {/* A changing trailing space makes the same sentence be read again the next time. */}
        {revealed > 0 ? `${t('fields.conditionalShown')}${revealed % 2 ? '' : '\u00a0'}` : ''}
      </p>
    </FormFillEnvProvider>
  );
}
