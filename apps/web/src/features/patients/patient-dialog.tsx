// "New patient" and "Edit patient": every field of ZPatientInput, checked in the browser, then the server's verdict per field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserRoundPen, UserRoundPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormAlert } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { PatientFormFields } from '../../components/patients/patient-form-fields';
import { emptyPatientValues, patientValuesOf } from '../../lib/patient-form-values';
import type { TPatientDetail } from '../../lib/api-types';
import { usePatientForm } from '../../components/patients/use-patient-form';

type TProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: a new patient. */
  patient?: TPatientDetail;
  onSaved: (patient: TPatientDetail) => void;
};

function PatientDialogForm({ patient, onOpenChange, onSaved }: Omit<TProps, 'open'>) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const kit = usePatientForm(patient ? patientValuesOf(patient) : emptyPatientValues(locale));

  const onSuccess = async ({ patient: saved }: { patient: TPatientDetail }) => {
    queryClient.setQueryData(trpc.patients.get.queryKey({ id: saved.id }), { patient: saved });
    await Promise.all([
      queryClient.invalidateQueries(trpc.patients.list.pathFilter()),
      queryClient.invalidateQueries(trpc.patients.stats.pathFilter()),
    ]);
    onSaved(saved);
  };
  const onError = (error: unknown) => kit.showServerErrors(error);
  const create = useMutation(trpc.patients.create.mutationOptions({ onSuccess, onError }));
  const update = useMutation(trpc.patients.update.mutationOptions({ onSuccess, onError }));
  const save = patient ? update : create;

  const serverProblem = Boolean(kit.formLevelError(save.error));
  return (
    <form
      id={kit.formId}
      noValidate
      onSubmit={kit.submit(
        (input) => (patient ? update.mutate({ id: patient.id, ...input }) : create.mutate(input)),
        () => save.reset(),
      )}
      className="flex flex-col gap-5"
    >
      <PatientFormFields kit={kit} />
      {kit.hasFieldErrors && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
      {serverProblem && <FormAlert tone="error">{errorMessage(save.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={save.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {patient ? t('edit.submit') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

export function PatientDialog({ open, onOpenChange, patient, onSaved }: TProps) {
  const { t } = useTranslation('patients');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={patient ? t('edit.title') : t('create.title')}
      description={patient ? undefined : t('create.description')}
      icon={patient ? <UserRoundPen className="size-5" /> : <UserRoundPlus className="size-5" />}
    >
      {/* Mounted only while open, so reopening starts from fresh values. */}
      {open && <PatientDialogForm patient={patient} onOpenChange={onOpenChange} onSaved={onSaved} />}
    </Dialog>
  );
}
