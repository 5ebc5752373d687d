// Edit the cabinet's name and description (owner): checked here with the server's own rules (ZCabinetInput), then
// cabinets.update; the server's refusals show under their field.
import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CABINET_LIMITS, ZCabinetInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, Dialog, FormAlert, TextAreaField, TextField } from '../../../components/ui';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TCabinetDetail } from '../../../lib/api-types';
import type { TCabinetMutations } from './use-cabinet-mutations';

type TProps = {
  open: boolean;
  cabinet: TCabinetDetail['cabinet'];
  mutation: TCabinetMutations['update'];
  onClose: () => void;
  onSaved: () => void;
};

function EditCabinetForm({ cabinet, mutation, onClose, onSaved }: Omit<TProps, 'open'>) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const { form, formId, field, submit, showServerErrors, formLevelError } = useZodForm(ZCabinetInput, {
    name: cabinet.name,
    description: cabinet.description ?? '',
  });
  const otherError = formLevelError(mutation.error) ? `${t('edit.failed')} ${errorMessage(mutation.error)}` : null;

  const save = submit(
    (input) =>
      mutation.mutate(
        { id: cabinet.id, ...input },
        {
          onSuccess: () => {
            onSaved();
            onClose();
          },
          onError: (error) => showServerErrors(error),
        },
      ),
    () => mutation.reset(),
  );

  return (
    <form id={formId} noValidate onSubmit={save} className="flex flex-col gap-4">
      {otherError && <FormAlert tone="error">{otherError}</FormAlert>}
      <TextField label={t('edit.name')} {...field('name')} maxLength={CABINET_LIMITS.nameMax} autoComplete="off" />
      <TextAreaField
        label={t('edit.description')}
        optional
        {...field('description')}
        hint={t('edit.descriptionHint', { count: form.watch('description').length, max: CABINET_LIMITS.descriptionMax })}
        rows={4}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={mutation.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          {t('edit.submit')}
        </Button>
      </div>
    </form>
  );
}

export function EditCabinetDialog({ open, cabinet, mutation, onClose, onSaved }: TProps) {
  const { t } = useTranslation('cabinet');
  const close = () => {
    mutation.reset();
    onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('edit.title')} icon={<PencilLine className="size-5" />}>
      {open && <EditCabinetForm cabinet={cabinet} mutation={mutation} onClose={close} onSaved={onSaved} />}
    </Dialog>
  );
}
