// Edit mode: the patient's answers, editable, with the practitioner-only fields; live score; save; unsaved warning.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { computeScore, validateAnswers, type TAnswerValue, type TAnswers } from '@praxiform/domain';
import type { TSubmissionDetail } from '../../lib/api-types';
import { Badge, Button, Card, CardContent, FormAlert, LiveStatus } from '../../components/ui';
import { errorIdsInOrder, type TFieldErrors } from '../../form-fill/answers';
import { focusField } from '../../form-fill/field-dom';
import { FormFields } from '../../form-fill/form-fields';
import { errorMessageKey } from '../../lib/errors';
import { useLocale } from '../../lib/locale';
import { useUnsavedWarning } from '../../lib/use-unsaved-warning';
import { fieldErrorsOfSaveError, sameAnswers } from './edit-answers';
import { BackLink } from './edit-states';
import { PractitionerPicture, StoredAnswerImage } from './practitioner-images';
import { UnsavedAnswersDialog } from './unsaved-answers-dialog';
import { useSaveAnswers } from './use-submission-edit';

const FIELD_ID_PREFIX = 'edit';

type TMessage = { tone: 'success' | 'error'; text: string } | null;

function formatDate(locale: string, iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

export function SubmissionEditor({ submission }: { submission: TSubmissionDetail }) {
  const { t } = useTranslation('publicForm');
  const locale = useLocale();
  const [saved, setSaved] = useState<TAnswers>(submission.answers ?? {});
  const [answers, setAnswers] = useState<TAnswers>(saved);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [message, setMessage] = useState<TMessage>(null);
  const save = useSaveAnswers(submission.id);
  const dirty = !sameAnswers(answers, saved);
  const { blocker } = useUnsavedWarning(dirty);
  const score = useMemo(() => (submission.scoringEnabled ? computeScore(submission.fields, answers) : null), [submission, answers]);
  const completedOn = formatDate(locale, submission.completedAt);
  // Focus moves to the first wrong answer once React has drawn its message and re-enabled the inputs.
  const [focusRequest, setFocusRequest] = useState<{ fieldId: string } | null>(null);

  useEffect(() => {
    if (focusRequest) focusField(FIELD_ID_PREFIX, focusRequest.fieldId);
  }, [focusRequest]);

  const onAnswer = useCallback((fieldId: string, value: TAnswerValue) => {
    setAnswers((previous) => ({ ...previous, [fieldId]: value }));
    setErrors((previous) => {
      if (previous[fieldId] === undefined) return previous;
      const next = { ...previous };
      delete next[fieldId];
      return next;
    });
    setMessage(null);
  }, []);

  const showErrors = (fieldErrors: TFieldErrors) => {
    setErrors(fieldErrors);
    const ordered = errorIdsInOrder(submission.fields, fieldErrors);
    setMessage({ tone: 'error', text: t('edit.invalid', { count: Math.max(1, ordered.length) }) });
    const first = ordered[0];
    if (first) setFocusRequest({ fieldId: first });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const { issues, clean } = validateAnswers(submission.fields, answers, { audience: 'practitioner' });
    if (Object.keys(issues).length > 0) {
      showErrors(issues);
      return;
    }
    setMessage(null);
    save.mutate(
      { id: submission.id, answers: clean },
      {
        onSuccess: ({ submission: updated }) => {
          const stored = updated.answers ?? {};
          setSaved(stored);
          setAnswers(stored);
          setErrors({});
          setMessage({ tone: 'success', text: t('edit.saved') });
        },
        onError: (error) => {
          const fieldErrors = fieldErrorsOfSaveError(error);
          if (errorIdsInOrder(submission.fields, fieldErrors).length > 0) showErrors(fieldErrors);
          else setMessage({ tone: 'error', text: t(errorMessageKey(error)) });
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-labelledby="edit-submission-title">
        <div className="flex flex-col gap-4">
          <div>
            <BackLink patientId={submission.patientId} variant="ghost" />
          </div>
          <div className="flex flex-col gap-1">
            <p className="text-sm font-semibold tracking-wide text-brand-700">{t('edit.title')}</p>
            <h1 id="edit-submission-title" className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
              {submission.formName}
            </h1>
            <p className="text-sm text-slate-600">
              {submission.patientName ? t('edit.patient', { name: submission.patientName }) : t('edit.noPatient')}
              {completedOn && (
                <>
                  <span aria-hidden="true"> · </span>
                  {t('edit.completedOn', { date: completedOn })}
                </>
              )}
            </p>
          </div>
          <FormAlert tone="info">
            <span>{t('edit.practitionerHint')}</span>
          </FormAlert>
        </div>
        <Card>
          <CardContent className="p-5 sm:p-8">
            <FormFields
              fields={submission.fields}
              answers={answers}
              onAnswer={onAnswer}
              errors={errors}
              mode="practitioner"
              idPrefix={FIELD_ID_PREFIX}
              Picture={PractitionerPicture}
              StoredImage={StoredAnswerImage}
              disabled={save.isPending}
            />
          </CardContent>
        </Card>
        {message?.tone === 'error' && <FormAlert tone="error">{message.text}</FormAlert>}
        <div className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
          <div className="flex min-w-0 flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-3">
            {score && (
              <Badge variant="brand" className="text-sm">
                {t('edit.score', score)}
              </Badge>
            )}
            <LiveStatus className={message?.tone === 'success' ? 'text-emerald-700' : 'text-slate-600'}>
              {message?.tone === 'success' ? message.text : dirty ? t('edit.unsavedChanges') : null}
            </LiveStatus>
          </div>
          <Button type="submit" loading={save.isPending} disabled={!dirty && !save.isPending} className="min-h-11 shrink-0">
            {!save.isPending && <Save aria-hidden="true" />}
            {t('edit.save')}
          </Button>
        </div>
      </form>
      <UnsavedAnswersDialog blocker={blocker} />
    </>
  );
}
