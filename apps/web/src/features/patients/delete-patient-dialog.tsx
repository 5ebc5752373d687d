// Deleting a patient deletes their forms and answers too: the confirmation says so, then the patient list is shown.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/ui';
import { localizedPath, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { fullName } from '../../lib/format';
import type { TPatientDetail } from '../../lib/api-types';

export function DeletePatientDialog({
  patient,
  open,
  onOpenChange,
}: {
  patient: TPatientDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const remove = useMutation(
    trpc.patients.delete.mutationOptions({
      onSuccess: async () => {
        void navigate(localizedPath(locale, '/dashboard'), { replace: true });
        queryClient.removeQueries(trpc.patients.get.queryFilter({ id: patient.id }));
        queryClient.removeQueries(trpc.submissions.listForPatient.queryFilter({ patientId: patient.id }));
        await Promise.all([
          queryClient.invalidateQueries(trpc.patients.list.pathFilter()),
          queryClient.invalidateQueries(trpc.patients.stats.pathFilter()),
        ]);
      },
    }),
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        onOpenChange(next);
      }}
      title={t('delete.title', { name: fullName(patient) })}
      description={patient.formsCount > 0 ? t('delete.descriptionWithForms', { count: patient.formsCount }) : t('delete.description')}
      confirmLabel={t('delete.confirm')}
      onConfirm={() => remove.mutate({ id: patient.id })}
      pending={remove.isPending}
      error={remove.isError ? errorMessage(remove.error) : null}
    />
  );
}
