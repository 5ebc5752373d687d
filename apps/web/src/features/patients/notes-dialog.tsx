// Edit a patient's notes alone (1000 characters, no markup), saved with the rest of the file unchanged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZPatientInput } from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button, Dialog, FormAlert, TextAreaField } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { NotesCounter } from '../../components/patients/patient-form-fields';
import { patientValuesOf } from '../../lib/patient-form-values';
import type { TPatientDetail } from '../../lib/api-types';

/** The notes alone, with the same rule as in the whole patient form. */
const ZNotesForm = ZPatientInput.pick({ notes: true });

function NotesForm({ patient, onClose }: { patient: TPatientDetail; onClose: () => void }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { form, formId, field, submit, showServerErrors, formLevelError } = useZodForm(ZNotesForm, { notes: patient.notes ?? '' });
  const save = useMutation(
    trpc.patients.update.mutationOptions({
      onSuccess: ({ patient: saved }) => {
        queryClient.setQueryData(trpc.patients.get.queryKey({ id: saved.id }), { patient: saved });
        onClose();
      },
      onError: (failure) => showServerErrors(failure),
    }),
  );

  const notes = form.watch('notes');
  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit(
        // The rest of the file as it is; an empty text clears the notes.
        () => save.mutate({ id: patient.id, ...patientValuesOf(patient), notes }),
        () => save.reset(),
      )}
      className="flex flex-col gap-4"
    >
      <TextAreaField label={t('form.notes')} optional rows={8} {...field('notes')} hint={<NotesCounter length={notes.length} />} autoFocus />
      {Boolean(formLevelError(save.error)) && <FormAlert tone="error">{errorMessage(save.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending}>
          {t('notes.save')}
        </Button>
      </div>
    </form>
  );
}

export function NotesDialog({ patient, open, onOpenChange }: { patient: TPatientDetail; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('patients');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('notes.editTitle')} icon={<NotebookPen className="size-5" />}>
      {open && <NotesForm patient={patient} onClose={() => onOpenChange(false)} />}
    </Dialog>
  );
}
