// Edit a patient's notes alone (1000 characters, no markup), saved with the rest of the file unchanged.
import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NotebookPen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZPatientNotes } from '@praxiform/domain';
import { Button, Dialog, FormAlert, TextAreaField } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../lib/use-messages';
import { NotesCounter } from '../../components/patients/patient-form-fields';
import { serverFieldErrors } from '../../lib/field-errors';
import { checkPatientValues, patientValuesOf } from '../../lib/patient-form-values';
import type { TPatientDetail } from '../../lib/api-types';

function NotesForm({ patient, onClose }: { patient: TPatientDetail; onClose: () => void }) {
  const { t } = useTranslation('patients');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const [notes, setNotes] = useState(patient.notes ?? '');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation(
    trpc.patients.update.mutationOptions({
      onSuccess: ({ patient: saved }) => {
        queryClient.setQueryData(trpc.patients.get.queryKey({ id: saved.id }), { patient: saved });
        onClose();
      },
      onError: (failure) => setError(serverFieldErrors(failure).notes),
    }),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const notesCheck = ZPatientNotes.safeParse(notes);
    if (!notesCheck.success) {
      setError(notesCheck.error.issues[0]?.message);
      return;
    }
    const checked = checkPatientValues({ ...patientValuesOf(patient), notes });
    if (checked.ok) save.mutate({ id: patient.id, ...checked.input });
    else setError(checked.errors.notes ?? 'INVALID');
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextAreaField
        label={t('form.notes')}
        optional
        rows={8}
        value={notes}
        onChange={(e) => {
          setNotes(e.target.value);
          setError(undefined);
        }}
        error={fieldMessage(error)}
        hint={<NotesCounter length={notes.length} />}
        autoFocus
      />
      {save.isError && !error && <FormAlert tone="error">{errorMessage(save.error)}</FormAlert>}
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
