// "New shared practice": name (2+ characters) and an optional description (at most 1000, counted as typed), checked
// with the server's own rules (ZCabinetInput) before calling, then the server's refusals per field (docs/cabinets-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Building2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CABINET_LIMITS, ZCabinetInput } from '@praxiform/domain';
import { Button, cn, Dialog, FormAlert, TextAreaField, TextField } from '../../../components/ui';
import type { TCabinetSummary } from '../../../lib/api-types';
import {
  fieldErrorsFromIssues,
  focusFirstInvalid,
  hasErrors,
  serverFieldErrors,
  withoutChanged,
  withRequired,
  type TFieldErrors,
} from '../../../lib/field-errors';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';

type TValues = { name: string; description: string };

function CreateCabinetForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (cabinet: TCabinetSummary) => void }) {
  const { t } = useTranslation('cabinets');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formId = useId();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const [values, setValues] = useState<TValues>({ name: '', description: '' });
  const [errors, setErrors] = useState<TFieldErrors>({});

  const create = useMutation(
    trpc.cabinets.create.mutationOptions({
      onSuccess: async ({ cabinet }) => {
        await queryClient.invalidateQueries(trpc.cabinets.list.pathFilter());
        onCreated(cabinet);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formId);
      },
    }),
  );

  const change = (next: Partial<TValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => withoutChanged(current, next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZCabinetInput.safeParse(values);
    if (!parsed.success) {
      setErrors(withRequired(fieldErrorsFromIssues(parsed.error.issues), values, ['name']));
      create.reset();
      focusFirstInvalid(formId);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  const length = values.description.length;
  const serverProblem = create.isError && !hasErrors(serverFieldErrors(create.error));
  return (
    <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
      <TextField
        label={t('create.name')}
        name="name"
        value={values.name}
        onChange={(event) => change({ name: event.target.value })}
        error={fieldMessage(errors.name)}
        maxLength={CABINET_LIMITS.nameMax}
        autoComplete="off"
        autoFocus
      />
      <TextAreaField
        label={t('create.descriptionLabel')}
        name="description"
        optional
        rows={4}
        value={values.description}
        onChange={(event) => change({ description: event.target.value })}
        error={fieldMessage(errors.description)}
        hint={t('create.descriptionHint')}
      />
      <p className={cn('-mt-3 text-right text-xs text-slate-500 tabular-nums', length > CABINET_LIMITS.descriptionMax && 'font-medium text-red-700')}>
        {t('create.counter', { count: length, max: CABINET_LIMITS.descriptionMax })}
      </p>
      {hasErrors(errors) && <FormAlert tone="error">{t('create.fixErrors')}</FormAlert>}
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
