// A reply to a ticket, the practitioner's or the desk's: its message, checked with the server's own rule
// (ZSupportReplyInput, through the form kit) and counted as typed, and an optional picture checked as the server checks
// it, uploaded first, then the reply sent with its id (docs/support-api.md#pictures). Each side draws its own <form>,
// banners and buttons around these fields.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX, ZSupportReplyInput } from '@praxiform/domain';
import { useZodForm } from '../forms/form-kit';
import { cn, TextAreaField } from '../ui';
import { ApiError } from '../../lib/http';
import { useErrorMessage } from '../../lib/use-messages';
import { uploadImageFile } from '../../lib/upload-image';
import { PictureField, pictureProblem } from './picture-field';

const ZReply = ZSupportReplyInput.pick({ message: true, attachmentId: true });
type TReplyValues = { message: string; attachmentId?: string | null };
const EMPTY: TReplyValues = { message: '', attachmentId: undefined };

export type TReplyToSend = { message: string; attachmentId?: string };

/**
 * The reply's state: `onSubmit` (the <form>'s) checks the message and sends the trimmed text through `send`, the
 * picture uploaded first; an invalid message is shown, focused, and `onInvalid` called. `clear` empties the reply once
 * sent; `showServerErrors` puts the server's refusals on the message or the picture.
 */
export function useReplyForm(send: (input: TReplyToSend) => void, onInvalid?: () => void) {
  const errorMessage = useErrorMessage();
  const kit = useZodForm(ZReply, EMPTY);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadImageFile });

  const onSubmit = kit.submit(({ message }) => {
    if (!picture) return send({ message });
    upload.mutate(picture, {
      onSuccess: ({ fileId }) => send({ message, attachmentId: fileId }),
      onError: (failure) => setPictureError(errorMessage(failure)),
    });
  }, onInvalid);

  const choosePicture = (file: File | null) => {
    const problem = file ? pictureProblem(file) : null;
    setPicture(problem ? null : file);
    setPictureError(problem ? errorMessage(new ApiError(422, problem, problem, null)) : undefined);
    kit.form.clearErrors('attachmentId');
  };

  const clear = () => {
    kit.form.reset(EMPTY);
    setPicture(null);
  };

  return { ...kit, onSubmit, picture, pictureError, choosePicture, clear, uploading: upload.isPending };
}

export type TReplyForm = ReturnType<typeof useReplyForm>;

/** The message with its counter, then the picture; `onEdit` is told of any change of either. */
export function ReplyFields({
  reply,
  label,
  rows,
  hint,
  busy,
  onEdit,
}: {
  reply: TReplyForm;
  label: string;
  rows: number;
  hint?: string;
  busy: boolean;
  onEdit?: () => void;
}) {
  const { t } = useTranslation('support');
  const message = reply.field('message');
  const length = reply.form.watch('message').length;
  return (
    <>
      <TextAreaField
        label={label}
        {...message}
        onChange={(event) => {
          void message.onChange(event);
          onEdit?.();
        }}
        rows={rows}
        hint={hint}
      />
      <p className={cn('-mt-2 text-right text-xs text-slate-600 tabular-nums', length > SUPPORT_MESSAGE_MAX && 'font-medium text-red-700')}>
        {t('form.counter', { count: length, max: SUPPORT_MESSAGE_MAX })}
      </p>
      <PictureField
        file={reply.picture}
        error={reply.pictureError ?? reply.errorOf('attachmentId')}
        disabled={busy}
        onChange={(file) => {
          reply.choosePicture(file);
          onEdit?.();
        }}
      />
    </>
  );
}
