// Delete the cabinet (owner) after typing its name: the members lose access and the shares go, but every member's own
// templates and copies are kept (docs/cabinets-api.md, "Deleting"). Then back to /cabinet.
import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormAlert, TextField } from '../../../components/ui';
import { useErrorMessage } from '../../../lib/use-messages';
import type { TCabinetDetail } from '../../../lib/api-types';
import type { TCabinetMutations } from './use-cabinet-mutations';

type TProps = {
  open: boolean;
  cabinet: TCabinetDetail['cabinet'];
  mutation: TCabinetMutations['remove'];
  onClose: () => void;
  onDeleted: () => void;
};

/** The typed name must be the cabinet's, exactly, spaces around it aside. */
export function nameMatches(typed: string, name: string): boolean {
  return typed.trim() === name.trim();
}

export function DeleteCabinetDialog({ open, cabinet, mutation, onClose, onDeleted }: TProps) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const close = () => {
    setTyped('');
    setMismatch(false);
    mutation.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!nameMatches(typed, cabinet.name)) {
      setMismatch(true);
      return;
    }
    mutation.mutate({ id: cabinet.id }, { onSuccess: onDeleted });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('delete.title', { name: cabinet.name })}
      description={cabinet.memberCount > 1 ? t('delete.textMembers', { count: cabinet.memberCount - 1 }) : t('delete.text')}
      icon={<Trash2 className="size-5" />}
      tone="danger"
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {mutation.isError && <FormAlert tone="error">{`${t('delete.failed')} ${errorMessage(mutation.error)}`}</FormAlert>}
        <TextField
          label={t('delete.typeName', { name: cabinet.name })}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMismatch(false);
          }}
          error={mismatch ? t('delete.mismatch') : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={mutation.isPending}>
            {t('common:dialog.cancel')}
          </Button>
          <Button type="submit" variant="danger" loading={mutation.isPending}>
            {t('delete.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
