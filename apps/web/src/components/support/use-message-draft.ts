// A support message being written (the practitioner's reply, the desk's reply): its text checked with the shared
// rule, an optional picture checked as the server checks it, uploaded first, then the message sent with its id
// (docs/support-api.md#pictures).
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ZSupportMessage } from '@praxiform/domain';
import { ApiError } from '../../lib/http';
import { useErrorMessage } from '../../lib/use-messages';
import { uploadImageFile } from '../../lib/upload-image';
import { pictureProblem } from './picture-field';

export type TMessageToSend = { message: string; attachmentId?: string };

/**
 * `submit` validates and sends through `send`; an invalid text sets `error` (a validation code), focuses the form's
 * text area and calls `onInvalid`. `clear` empties the draft after a sent message.
 */
export function useMessageDraft(formId: string, send: (input: TMessageToSend) => void, onInvalid?: () => void) {
  const errorMessage = useErrorMessage();
  const [message, setMessageText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | undefined>();
  const upload = useMutation({ mutationFn: uploadImageFile });

  const setMessage = (value: string) => {
    setMessageText(value);
    setError(undefined);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = ZSupportMessage.safeParse(message);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      onInvalid?.();
      document.querySelector<HTMLTextAreaElement>(`[id="${formId}"] textarea`)?.focus();
      return;
    }
    setError(undefined);
    if (!picture) return send({ message: parsed.data });
    upload.mutate(picture, {
      onSuccess: ({ fileId }) => send({ message: parsed.data, attachmentId: fileId }),
      onError: (failure) => setPictureError(errorMessage(failure)),
    });
  };

  const choosePicture = (file: File | null) => {
    const problem = file ? pictureProblem(file) : null;
    setPicture(problem ? null : file);
    setPictureError(problem ? errorMessage(new ApiError(422, problem, problem, null)) : undefined);
  };

  const clear = () => {
    setMessageText('');
    setPicture(null);
  };

  return { message, setMessage, error, picture, pictureError, choosePicture, submit, clear, uploading: upload.isPending };
}
