// The desk's side of one ticket's conversation: its messages and the reply form (text and an optional picture), which
// says whether the user was mailed (docs/support-api.md#adminsupport-the-desk).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_MESSAGE_MAX } from '@praxiform/domain';
import { MessageBubble } from '../../../components/support/message-bubble';
import { PictureField } from '../../../components/support/picture-field';
import { useMessageDraft } from '../../../components/support/use-message-draft';
import { Button, cn, FormAlert, TextAreaField } from '../../../components/ui';
import type { TAdminTicketDetail, TSupportMessageView } from '../../../lib/api-types';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';

/** The user's messages on one side, the desk's on the other, each with its author and date (docs/support-api.md). */
export function DeskMessage({ message }: { message: TSupportMessageView }) {
  const { t } = useTranslation('adminSupport');
  const author = message.authorName ?? (message.fromSupport ? t('ticket.support') : t('deletedUser'));
  return (
    <MessageBubble
      message={message}
      author={author}
      side={message.fromSupport ? 'end' : 'start'}
      note={message.fromSupport && <span className="font-normal">({t('ticket.support')})</span>}
      testId="desk-message"
    />
  );
}

export function ReplyForm({ ticket, onReplied }: { ticket: TAdminTicketDetail; onReplied: (mailed: boolean) => void }) {
  const { t } = useTranslation('adminSupport');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const formId = useId();
  const fieldMessage = useFieldMessage();
  const errorMessage = useErrorMessage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.support.pathKey() });

  const reply = useMutation(
    trpc.admin.support.reply.mutationOptions({
      onSuccess: async ({ mailed }) => {
        draft.clear();
        onReplied(mailed);
        await refresh();
      },
      onError: () => void refresh(),
    }),
  );
  const draft = useMessageDraft(
    formId,
    (input) => reply.mutate({ id: ticket.id, ...input }),
    () => reply.reset(),
  );
  const { message, error, picture, pictureError, choosePicture } = draft;
  const busy = draft.uploading || reply.isPending;

  return (
    <form
      id={formId}
      noValidate
      onSubmit={draft.submit}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      aria-label={t('ticket.replyForm')}
    >
      <TextAreaField
        label={t('ticket.reply')}
        name="message"
        rows={5}
        value={message}
        onChange={(event) => draft.setMessage(event.target.value)}
        error={fieldMessage(error)}
        hint={t('ticket.replyHint')}
      />
      <p className={cn('-mt-2 text-right text-xs text-slate-600 tabular-nums', message.length > SUPPORT_MESSAGE_MAX && 'font-medium text-red-700')}>
        {t('support:form.counter', { count: message.length, max: SUPPORT_MESSAGE_MAX })}
      </p>
      <PictureField file={picture} error={pictureError} disabled={busy} onChange={choosePicture} />
      {reply.isError && (
        <FormAlert tone="error">
          {t('ticket.sendFailed')} {errorMessage(reply.error)}
        </FormAlert>
      )}
      <div className="flex justify-end">
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          <Send aria-hidden="true" />
          {t('ticket.send')}
        </Button>
      </div>
    </form>
  );
}
