// The fields tree of the preview: conditional fields appear live as options are chosen (visibleFieldIds), and the score when scoring is on.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { computeScore, visibleFieldIds, type TAnswers, type TField } from '@praxiform/domain';
import { PreviewField } from './preview-field';

function FieldList({
  fields,
  answers,
  visible,
  onAnswer,
  nested,
}: {
  fields: readonly TField[];
  answers: TAnswers;
  visible: Set<string>;
  onAnswer: (id: string, value: TAnswers[string]) => void;
  nested: boolean;
}) {
  return (
    <>
      {fields
        .filter((field) => visible.has(field.id))
        .map((field) => (
          <div key={field.id} className="flex flex-col gap-4">
            <PreviewField field={field} value={answers[field.id]} onChange={(value) => onAnswer(field.id, value)} nested={nested} />
            {(field.options ?? []).map((option) => (
              <FieldList key={option.id} fields={option.children} answers={answers} visible={visible} onAnswer={onAnswer} nested />
            ))}
          </div>
        ))}
    </>
  );
}

export function PreviewFields({ fields, scoringEnabled }: { fields: readonly TField[]; scoringEnabled: boolean }) {
  const { t } = useTranslation('templates');
  const [answers, setAnswers] = useState<TAnswers>({});
  const visible = useMemo(() => visibleFieldIds(fields, answers), [fields, answers]);
  const score = useMemo(() => (scoringEnabled ? computeScore(fields, answers) : null), [fields, answers, scoringEnabled]);
  if (fields.length === 0) return <p className="text-sm text-slate-600">{t('list.preview.noFields')}</p>;
  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => event.preventDefault()} aria-label={t('list.preview.formLabel')}>
      <FieldList
        fields={fields}
        answers={answers}
        visible={visible}
        onAnswer={(id, value) => setAnswers((old) => ({ ...old, [id]: value }))}
        nested={false}
      />
      {score && (
        <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900" role="status">
          {t('list.preview.score', { score: score.score, max: score.max })}
        </p>
      )}
    </form>
  );
}
