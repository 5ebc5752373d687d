// "New ticket": category, subject (5..100) and message (10..2000) checked with the server's own rules
// (ZSupportCreateInput) before calling, then the server's refusals per field (docs/support-api.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LifeBuoy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_REPLY_HOURS,
  SUPPORT_SUBJECT_MAX,
  TICKET_CATEGORIES,
  ZSupportCreateInput,
  type TSupportCreateInput,
  type TTicketCategory,
} from '@praxiform/domain';
import { useZodForm } from '../../components/forms/form-kit';
import { Button, cn, Dialog, FormAlert, SelectField, TextAreaField, TextField } from '../../components/ui';
import { ApiError } from '../../lib/http';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { PictureField, pictureProblem } from '../../components/support/picture-field';
import { uploadImageFile } from '../../lib/upload-image';

type TValues = { category: TTicketCategory | ''; subject: string; message: string; attachmentId?: number };
const EMPTY: TValues = { category: '', subject: '', message: '', attachmentId: undefined };
type TCreated = { id: number };

function NewTicketForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: (ticket: TCreated) => void }) {
  const { t } = useTranslation('support');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { form, formId, field, errorOf, submit, showServerErrors, hasFieldErrors, formLevelError } = useZodForm(ZSupportCreateInput, EMPTY);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadImageFile });

  const create = useMutation(
    trpc.support.create.mutationOptions({
      onSuccess: async (ticket) => {
        await queryClient.invalidateQueries(trpc.support.list.pathFilter());
        onCreated(ticket);
      },
      onError: (error) => showServerErrors(error),
    }),
  );

  const send = (input: TSupportCreateInput) => {
    if (!picture) {
      create.mutate(input);
      return;
    }
    upload.mutate(picture, {
      onSuccess: ({ fileId }) => create.mutate({ ...input, attachmentId: fileId }),
      onError: (error) => setPictureError(errorMessage(error)),
    });
  };

  const choosePicture = (file: File | null) => {
    const problem = file ? pictureProblem(file) : null;
    setPicture(problem ? null : file);
    setPictureError(problem ? errorMessage(new ApiError(422, problem, problem, null)) : undefined);
  };

  const length = form.watch('message').length;
  const busy = upload.isPending || create.isPending;
  const serverProblem = Boolean(formLevelError(create.error));
  return (
    <form id={formId} noValidate onSubmit={submit(send, () => create.reset())} className="flex flex-col gap-5">
      <SelectField label={t('form.category')} {...field('category')}>
        <option value="">{t('form.chooseCategory')}</option>
        {TICKET_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('form.subject')} {...field('subject')} maxLength={SUPPORT_SUBJECT_MAX} autoComplete="off" />
      <TextAreaField label={t('form.message')} {...field('message')} rows={6} hint={t('form.messageHint')} />
      <p className={cn('-mt-3 text-right text-xs text-slate-500 tabular-nums', length > SUPPORT_MESSAGE_MAX && 'font-medium text-red-700')}>
        {t('form.counter', { count: length, max: SUPPORT_MESSAGE_MAX })}
      </p>
      <PictureField file={picture} error={pictureError ?? errorOf('attachmentId')} disabled={busy} onChange={choosePicture} />
      {hasFieldErrors && <FormAlert tone="error">{t('form.fixErrors')}</FormAlert>}
      {serverProblem && (
        <FormAlert tone="error">
          {t('form.sendFailed')} {errorMessage(create.error)}
        </FormAlert>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={busy}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}

export function NewTicketDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (ticket: TCreated) => void;
}) {
  const { t } = useTranslation('support');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('form.title')}
      description={t('form.description', { hours: SUPPORT_REPLY_HOURS })}
      icon={<LifeBuoy className="size-5" />}
    >
      {/* Mounted only while open, so reopening starts empty. */}
      {open && (
        <NewTicketForm
          onCancel={() => onOpenChange(false)}
          onCreated={(ticket) => {
            onOpenChange(false);
            onCreated(ticket);
          }}
        />
      )}
    </Dialog>
  );
}
