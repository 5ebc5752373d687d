// The form the patient fills in: greeting, fields, consent, submit; browser-side checks before sending, the server's
// refusals mapped onto the fields, the draft kept while typing and dropped once the answers are in.
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import Lock from 'lucide-react/icons/lock';
import Send from 'lucide-react/icons/send';
import { useTranslation } from 'react-i18next';
import { validateAnswers, walkFields, type TAnswerValue, type TAnswers, type TLocale } from '@praxiform/domain';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { FormAlert } from '../components/ui/form-alert';
import { errorIdsInOrder, firstCodes, type TFieldErrors } from '../form-fill/answers';
import { focusField } from '../form-fill/field-dom';
import { FormFields } from '../form-fill/form-fields';
import { PublicFormError, submitPublicForm, uploadPublicFormImage, type TPublicForm, type TSubmitReceipt } from './api';
import { CONSENT_INPUT_ID, ConsentField } from './consent-field';
import { FormGreeting } from './form-greeting';
import { deadLinkOf, dropsDraft, retryableFailureKey, type TDeadLink } from './outcomes';
import { useDraftAutosave } from './use-draft';

const FIELD_ID_PREFIX = 'ff';
/** The template's instructions (an instrument's stem): the form's description. */
export const PATIENT_INSTRUCTIONS_ID = 'form-patient-instructions';

export type TFormOutcome = 'submitted' | TDeadLink;

type TFormViewProps = {
  form: TPublicForm;
  apiPath: string;
  locale: TLocale;
  draftKey: string | null;
  initialAnswers: TAnswers;
  /** `receipt`: the server's answer when the answers went in. */
  onDone: (outcome: TFormOutcome, receipt?: TSubmitReceipt) => void;
};

/** A refusal that is not about one field (network, rate limit, server), or an upload still running. */
type TFailure = { key: string } | null;

function focusConsent() {
  const input = document.getElementById(CONSENT_INPUT_ID);
  input?.scrollIntoView?.({ block: 'center' });
  input?.focus({ preventScroll: true });
}

export function FormView({ form, apiPath, locale, draftKey, initialAnswers, onDone }: TFormViewProps) {
  const { t } = useTranslation('publicForm');
  const [answers, setAnswers] = useState<TAnswers>(initialAnswers);
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [uploads, setUploads] = useState(0);
  const [failure, setFailure] = useState<TFailure>(null);
  // The summary follows the fixes: it counts the problems still shown, and goes when none is left.
  const [showSummary, setShowSummary] = useState(false);
  const problemCount = Object.keys(errors).length + (consentError ? 1 : 0);
  // Focus moves once React has drawn the messages and re-enabled the inputs: a field id, or null for the consent.
  const [focusRequest, setFocusRequest] = useState<{ fieldId: string | null } | null>(null);

  const restored = Object.keys(initialAnswers).length > 0;
  // Absent from the answer of an older server: nothing to show.
  const patientInstructions = form.patientInstructions?.trim() || null;
  const hasRequired = useMemo(() => [...walkFields(form.fields)].some(({ field }) => field.required && field.type !== 'image'), [form.fields]);
  const draft = useDraftAutosave(draftKey, answers);
  // "Wait for the picture" no longer applies once every upload ended.
  const shownFailure = failure?.key === 'form.uploadInProgress' && uploads === 0 ? null : failure;

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.fieldId) focusField(FIELD_ID_PREFIX, focusRequest.fieldId);
    else focusConsent();
  }, [focusRequest]);

  const onAnswer = useCallback((fieldId: string, value: TAnswerValue) => {
    setAnswers((previous) => ({ ...previous, [fieldId]: value }));
    setErrors((previous) => {
      if (previous[fieldId] === undefined) return previous;
      const next = { ...previous };
      delete next[fieldId];
      return next;
    });
  }, []);
  const onUploading = useCallback((uploading: boolean) => setUploads((n) => Math.max(0, n + (uploading ? 1 : -1))), []);
  const uploadImage = useCallback(
    (file: File, onProgress: (fraction: number) => void) => uploadPublicFormImage(apiPath, file, onProgress),
    [apiPath],
  );

  const finish = (outcome: TFormOutcome, receipt?: TSubmitReceipt) => {
    // A form not accepting answers for now keeps the draft: the same link may take it later.
    if (outcome === 'submitted' || dropsDraft(outcome)) draft.discard();
    else draft.keep();
    onDone(outcome, receipt);
  };

  const showProblems = (fieldErrors: TFieldErrors, missingConsent: boolean) => {
    setErrors(fieldErrors);
    setConsentError(missingConsent);
    const first = errorIdsInOrder(form.fields, fieldErrors)[0];
    setShowSummary(true);
    setFailure(null);
    setFocusRequest({ fieldId: first ?? null });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (uploads > 0) {
      setFailure({ key: 'form.uploadInProgress' });
      return;
    }
    const { issues, clean } = validateAnswers(form.fields, answers, { audience: 'patient' });
    if (Object.keys(issues).length > 0 || !consent) {
      showProblems(issues, !consent);
      return;
    }
    setSubmitting(true);
    setFailure(null);
    try {
      const receipt = await submitPublicForm(apiPath, clean);
      finish('submitted', receipt);
    } catch (error) {
      setSubmitting(false);
      const dead = deadLinkOf(error);
      if (dead) {
        finish(dead);
        return;
      }
      if (error instanceof PublicFormError && error.code === 'ANSWERS_INVALID') {
        const fieldErrors = firstCodes(error.fieldErrors);
        if (errorIdsInOrder(form.fields, fieldErrors).length > 0) showProblems(fieldErrors, false);
        else setFailure({ key: 'errors.ANSWERS_INVALID' });
        return;
      }
      if (error instanceof PublicFormError && error.code === 'CONSENT_REQUIRED') {
        showProblems({}, true);
        return;
      }
      setFailure({ key: `errors.${retryableFailureKey(error)}` });
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <FormGreeting form={form} locale={locale} hasRequired={hasRequired} />
      {restored && (
        <FormAlert tone="info">
          <span>{t('form.draftRestored')}</span>
        </FormAlert>
      )}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-6"
        aria-label={form.formName}
        aria-describedby={patientInstructions ? PATIENT_INSTRUCTIONS_ID : undefined}
      >
        <Card className="p-5 sm:p-8">
          {/* Above the questions, as on the instrument's printed form; a calm note, never a score or an alert. */}
          {patientInstructions && (
            <p
              id={PATIENT_INSTRUCTIONS_ID}
              className="mb-6 rounded-lg border-l-4 border-brand-400 bg-slate-50 px-4 py-3 text-base leading-7 font-medium break-words whitespace-pre-line text-slate-900 sm:text-lg sm:leading-8"
            >
              {patientInstructions}
            </p>
          )}
          <FormFields
            fields={form.fields}
            answers={answers}
            onAnswer={onAnswer}
            errors={errors}
            mode="patient"
            idPrefix={FIELD_ID_PREFIX}
            uploadImage={uploadImage}
            onUploading={onUploading}
            disabled={submitting}
          />
        </Card>
        <Card className="p-5 sm:p-8">
          <ConsentField
            locale={locale}
            practitionerName={form.practitionerName}
            checked={consent}
            invalid={consentError}
            disabled={submitting}
            onChange={(checked) => {
              setConsent(checked);
              if (checked) setConsentError(false);
            }}
          />
        </Card>
        {showSummary && problemCount > 0 && (
          <FormAlert tone="error">
            <span>{t('form.errorSummary', { count: problemCount })}</span>
          </FormAlert>
        )}
        {shownFailure && (
          <FormAlert tone="error">
            <span>{t(shownFailure.key)}</span>
          </FormAlert>
        )}
        <div className="flex flex-col gap-3">
          <Button type="submit" size="lg" loading={submitting} className="min-h-13 w-full text-lg sm:w-auto sm:self-end">
            {!submitting && <Send aria-hidden="true" />}
            {t('form.submit')}
          </Button>
          <p className="flex items-start gap-2 text-sm leading-6 text-slate-600 sm:justify-end">
            <Lock className="mt-1 size-4 shrink-0" aria-hidden="true" />
            <span>
              {t('page.secure')} {draftKey && t('form.draftKept')}
            </span>
          </p>
        </div>
      </form>
    </div>
  );
}
