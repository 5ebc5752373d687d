// Assign a waiting-room form to a patient: an existing one (search) or a new one created on the spot; then the patient's page.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, cn, Dialog, FormAlert } from '../../components/ui';
import { localizedPath, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { PatientFormFields } from '../../components/patients/patient-form-fields';
import { emptyPatientValues } from '../../lib/patient-form-values';
import type { TSubmissionView } from '../../lib/api-types';
import { usePatientForm } from '../../components/patients/use-patient-form';
import { ExistingPatientPicker } from './existing-patient-picker';

type TMode = 'existing' | 'new';

function AssignForm({ submission, onClose }: { submission: TSubmissionView; onClose: () => void }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const respondent = submission.respondent;
  const [mode, setMode] = useState<TMode>('existing');
  const [patientId, setPatientId] = useState<number | null>(null);
  const [pickError, setPickError] = useState<string | undefined>();
  const kit = usePatientForm(
    emptyPatientValues(submission.language, {
      firstName: respondent?.firstName ?? '',
      lastName: respondent?.lastName ?? '',
      email: respondent?.email ?? '',
    }),
  );

  const assign = useMutation(
    trpc.submissions.assign.mutationOptions({
      onSuccess: async ({ patientId: assignedTo }) => {
        void navigate(localizedPath(locale, `/patients/${assignedTo}`));
        await Promise.all([
          queryClient.invalidateQueries(trpc.submissions.waitingRoom.pathFilter()),
          queryClient.invalidateQueries(trpc.patients.list.pathFilter()),
          queryClient.invalidateQueries(trpc.patients.stats.pathFilter()),
        ]);
      },
      onError: (error) => {
        if (mode === 'new') kit.showServerErrors(error, { under: 'newPatient' });
      },
    }),
  );

  const submitNew = kit.submit((newPatient) => assign.mutate({ id: submission.id, newPatient }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (mode === 'new') {
      void submitNew(event);
      return;
    }
    event.preventDefault();
    if (patientId === null) setPickError(t('assign.pickRequired'));
    else assign.mutate({ id: submission.id, patientId });
  };

  const fieldProblem = mode === 'new' && kit.hasFieldErrors;
  const serverProblem = Boolean(kit.formLevelError(assign.error));
  return (
    <form id={kit.formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <fieldset className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1">
        <legend className="sr-only">{t('assign.modeLabel')}</legend>
        {(['existing', 'new'] as const).map((option) => (
          <label
            key={option}
            className={cn(
              'flex cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
              mode === option ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            <input type="radio" name="assign-mode" value={option} checked={mode === option} onChange={() => setMode(option)} className="sr-only" />
            {t(`assign.modes.${option}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'existing' ? (
        <ExistingPatientPicker
          initialSearch={respondent?.lastName ?? respondent?.email ?? ''}
          value={patientId}
          onChange={(id) => {
            setPatientId(id);
            setPickError(undefined);
          }}
          error={pickError}
        />
      ) : (
        <PatientFormFields kit={kit} />
      )}
      {fieldProblem && <FormAlert tone="error">{t('patients:form.fixErrors')}</FormAlert>}
      {serverProblem && <FormAlert tone="error">{errorMessage(assign.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={assign.isPending}>
          <UserCheck aria-hidden="true" />
          {mode === 'existing' ? t('assign.submitExisting') : t('assign.submitNew')}
        </Button>
      </div>
    </form>
  );
}

export function AssignDialog({ submission, onOpenChange }: { submission: TSubmissionView | null; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('submissions');
  return (
    <Dialog
      open={submission !== null}
      onOpenChange={onOpenChange}
      title={t('assign.title')}
      description={submission ? t('assign.description', { form: submission.formName }) : undefined}
      icon={<UserCheck className="size-5" />}
    >
      {submission && <AssignForm key={submission.id} submission={submission} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}
