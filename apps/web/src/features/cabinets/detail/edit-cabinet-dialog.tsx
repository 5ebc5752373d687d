// Edit the cabinet's name and description (owner): checked here with the server's own rules (ZCabinetInput), then
// cabinets.update; the server's refusals show under their field.
import { useState, type FormEvent } from 'react';
import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CABINET_LIMITS, ZCabinetInput } from '@praxiform/domain';
import { Button, Dialog, FormAlert, TextAreaField, TextField } from '../../../components/ui';
import { fieldErrorsFromIssues, focusFirstInvalid, hasErrors, serverFieldErrors, withRequired, type TFieldErrors } from '../../../lib/field-errors';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import type { TCabinetDetail } from '../../../lib/api-types';
import type { TCabinetMutations } from './use-cabinet-mutations';

type TProps = {
  open: boolean;
  cabinet: TCabinetDetail['cabinet'];
  mutation: TCabinetMutations['update'];
  onClose: () => void;
  onSaved: () => void;
};

const FORM_ID = 'edit-cabinet-form';

function EditCabinetForm({ cabinet, mutation, onClose, onSaved }: Omit<TProps, 'open'>) {
  const { t } = useTranslation('cabinet');
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const [name, setName] = useState(cabinet.name);
  const [description, setDescription] = useState(cabinet.description ?? '');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const shown = { ...serverFieldErrors(mutation.error), ...errors };
  const otherError = mutation.isError && !hasErrors(serverFieldErrors(mutation.error)) ? `${t('edit.failed')} ${errorMessage(mutation.error)}` : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values = { name, description };
    const parsed = ZCabinetInput.safeParse(values);
    if (!parsed.success) {
      setErrors(withRequired(fieldErrorsFromIssues(parsed.error.issues), values, ['name']));
      focusFirstInvalid(FORM_ID);
      return;
    }
    setErrors({});
    mutation.mutate(
      { id: cabinet.id, ...parsed.data },
      {
        onSuccess: () => {
          onSaved();
          onClose();
        },
        onError: () => focusFirstInvalid(FORM_ID),
      },
    );
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-4">
      {otherError && <FormAlert tone="error">{otherError}</FormAlert>}
      <TextField
        label={t('edit.name')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((old) => ({ ...old, name: undefined }));
        }}
        error={fieldMessage(shown.name)}
        maxLength={CABINET_LIMITS.nameMax}
        autoComplete="off"
      />
      <TextAreaField
        label={t('edit.description')}
        optional
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
          setErrors((old) => ({ ...old, description: undefined }));
        }}
        error={fieldMessage(shown.description)}
        hint={t('edit.descriptionHint', { count: description.length, max: CABINET_LIMITS.descriptionMax })}
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
