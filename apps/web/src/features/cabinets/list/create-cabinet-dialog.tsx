// "New shared practice": name (2+ characters) and an optional description (at most 1000, counted as typed), checked
// with the server's own rules (ZCabinetInput) before calling, then the server's refusals per field (docs/cabinets-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CABINET_LIMITS, ZCabinetInput } from '@praxiform/domain';
import { useZodForm } from '../../../components/forms/form-kit';
import { Button, cn, Dialog, FormAlert, TextAreaField, TextField } from '../../../components/ui';
import type { TCabinetSummary } from '../../../lib/api-types';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';

function CreateCabinetForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (cabinet: TCabinetSummary) => void }) {
  const { t } = useTranslation('cabinets');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { form, formId, field, submit, showServerErrors, hasFieldErrors, formLevelError } = useZodForm(ZCabinetInput, { name: '', description: '' });

  const create = useMutation(
    trpc.cabinets.create.mutationOptions({
      onSuccess: async ({ cabinet }) => {
        await queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());
        onCreated(cabinet);
      },
      onError: (error) => showServerErrors(error),
    }),
  );

  const length = form.watch('description').length;
  const serverProblem = Boolean(formLevelError(create.error));
  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit(
        (input) => create.mutate(input),
        () => create.reset(),
      )}
      className="flex flex-col gap-5"
    >
      <TextField label={t('create.name')} {...field('name')} maxLength={CABINET_LIMITS.nameMax} autoComplete="off" autoFocus />
      <TextAreaField label={t('create.descriptionLabel')} {...field('description')} optional rows={4} hint={t('create.descriptionHint')} />
      <p className={cn('-mt-3 text-right text-xs text-slate-500 tabular-nums', length > CABINET_LIMITS.descriptionMax && 'font-medium text-red-700')}>
        {t('create.counter', { count: length, max: CABINET_LIMITS.descriptionMax })}
      </p>
      {hasFieldErrors && <FormAlert tone="error">{t('create.fixErrors')}</FormAlert>}
      {serverProblem && <FormAlert tone="error">{errorMessage(create.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('create.submit')}
        </Button>
      </div>
    </form>
  );
}

export function CreateCabinetDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (cabinet: TCabinetSummary) => void;
}) {
  const { t } = useTranslation('cabinets');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={t('create.description')}
      icon={<Building2 className="size-5" />}
    >
      {/* Mounted only while open, so reopening starts empty. */}
      {open && <CreateCabinetForm onCancel={() => onOpenChange(false)} onCreated={onCreated} />}
    </Dialog>
  );
}
