// The desk's side of one ticket's conversation: its messages and the reply form (text and an optional picture: the
// shared reply fields, components/support/reply-form.tsx), which says whether the user was mailed
// (docs/support-api.md#adminsupport-the-desk).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from '../../../components/support/message-bubble';
import { ReplyFields, useReplyForm } from '../../../components/support/reply-form';
import { Button, FormAlert } from '../../../components/ui';
import type { TAdminTicketDetail, TSupportMessageView } from '../../../lib/api-types';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';

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
  const errorMessage = useErrorMessage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.support.pathKey() });

  const send = useMutation(
    trpc.admin.support.reply.mutationOptions({
      onSuccess: async ({ mail }) => {
        reply.clear();
        onReplied(mail !== null && mail.status !== 'failed');
        await refresh();
      },
      onError: (error) => {
        reply.showServerErrors(error);
        void refresh();
      },
    }),
  );
  const reply = useReplyForm(
    (input) => send.mutate({ id: ticket.id, ...input }),
    () => send.reset(),
  );
  const busy = reply.uploading || send.isPending;

  return (
    <form
      id={reply.formId}
      noValidate
      onSubmit={reply.onSubmit}
      className="flex flex-col gap-3 border-t border-slate-200 pt-4"
      aria-label={t('ticket.replyForm')}
    >
      <ReplyFields reply={reply} label={t('ticket.reply')} rows={5} hint={t('ticket.replyHint')} busy={busy} />
      {send.isError && !reply.hasFieldErrors && (
        <FormAlert tone="error">
          {t('ticket.sendFailed')} {errorMessage(send.error)}
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
