// Delete the cabinet (owner) after typing its name: the members lose access and the shares go, but every member's own
// templates and copies are kept (docs/cabinets-api.md, "Deleting"). Then back to /cabinet.
import { useMemo } from 'react';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ZCabinetInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
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

/** The confirmation: the typed name must be this cabinet's (any refusal reads "the name does not match"). */
function confirmationSchema(name: string) {
  return ZCabinetInput.pick({ name: true }).refine((value) => nameMatches(value.name, name), { path: ['name'], message: 'NAME_MISMATCH' });
}

export function DeleteCabinetDialog({ open, cabinet, mutation, onClose, onDeleted }: TProps) {
  const { t } = useTranslation('cabinet');
  const errorMessage = useErrorMessage();
  const schema = useMemo(() => confirmationSchema(cabinet.name), [cabinet.name]);
  const { form, formId, field, submit } = useZodForm(schema, { name: '' });
  const close = () => {
    form.reset();
    mutation.reset();
    onClose();
  };
  const confirm = submit(() => mutation.mutate({ id: cabinet.id }, { onSuccess: onDeleted }));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('delete.title', { name: cabinet.name })}
      description={cabinet.memberCount > 1 ? t('delete.textMembers', { count: cabinet.memberCount - 1 }) : t('delete.text')}
      icon={<Trash2 className="size-5" />}
      tone="danger"
    >
      <form id={formId} noValidate onSubmit={confirm} className="flex flex-col gap-4">
        {mutation.isError && <FormAlert tone="error">{`${t('delete.failed')} ${errorMessage(mutation.error)}`}</FormAlert>}
        <TextField
          label={t('delete.typeName', { name: cabinet.name })}
          {...field('name')}
          error={form.formState.errors.name ? t('delete.mismatch') : undefined}
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
