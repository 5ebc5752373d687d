// One of my tickets opened: the conversation (mine vs support's, dates, pictures), a reply while it is not closed,
// and "mark resolved"; a closed ticket says it accepts no reply (docs/support-api.md#rules).
import { useMutation, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { CheckCircle2, LifeBuoy, Lock } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageBubble } from '../../components/support/message-bubble';
import { StatusBadge } from '../../components/support/status-badge';
import { ReplyFields, useReplyForm } from '../../components/support/reply-form';
import { Button, Dialog, FormAlert, SkeletonBar } from '../../components/ui';
import type { TSupportMessageView, TSupportTicketDetail } from '../../lib/api-types';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';

function Message({ message }: { message: TSupportMessageView }) {
  const { t } = useTranslation('support');
  const author = message.fromSupport ? (message.authorName ?? t('ticket.support')) : t('ticket.me');
  return <MessageBubble message={message} author={author} side={message.fromSupport ? 'start' : 'end'} />;
}

function ReplyForm({ ticket }: { ticket: TSupportTicketDetail }) {
  const { t } = useTranslation('support');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [sent, setSent] = useState(false);
  const refresh = () => queryClient.invalidateQueries(trpc.support.pathFilter());

  const send = useMutation(
    trpc.support.reply.mutationOptions({
      onSuccess: async () => {
        reply.clear();
        setSent(true);
        await refresh();
      },
      onError: (error) => {
        reply.showServerErrors(error);
        void refresh();
      },
    }),
  );
  const resolve = useMutation(trpc.support.resolve.mutationOptions({ onSettled: () => void refresh() }));
  const reply = useReplyForm(
    (input) => {
      setSent(false);
      send.mutate({ id: ticket.id, ...input });
    },
    () => {
      setSent(false);
      send.reset();
    },
  );
  const busy = reply.uploading || send.isPending;

  return (
    <form id={reply.formId} noValidate onSubmit={reply.onSubmit} className="flex flex-col gap-3 border-t border-slate-200 pt-4">
      <ReplyFields reply={reply} label={t('ticket.reply')} rows={4} busy={busy} onEdit={() => setSent(false)} />
      {send.isError && !reply.hasFieldErrors && (
        <FormAlert tone="error">
          {t('ticket.sendFailed')} {errorMessage(send.error)}
        </FormAlert>
      )}
      {resolve.isError && <FormAlert tone="error">{errorMessage(resolve.error)}</FormAlert>}
      {sent && <FormAlert tone="success">{t('ticket.sent')}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {ticket.status === 'open' && (
          <Button variant="outline" onClick={() => resolve.mutate({ id: ticket.id })} loading={resolve.isPending} disabled={busy}>
            <CheckCircle2 aria-hidden="true" />
            {t('ticket.resolve')}
          </Button>
        )}
        <Button type="submit" loading={busy}>
          {t('ticket.send')}
        </Button>
      </div>
    </form>
  );
}

function TicketBody({ query }: { query: UseQueryResult<TSupportTicketDetail, unknown> }) {
  const { t } = useTranslation('support');
  const locale = useLocale();
  const errorMessage = useErrorMessage();

  if (query.isPending)
    return (
      <div aria-busy="true" className="flex flex-col gap-3">
        <span className="sr-only" role="status">
          {t('ticket.loading')}
        </span>
        <SkeletonBar className="h-4 w-1/3" />
        <SkeletonBar className="h-16 w-3/4" />
        <SkeletonBar className="ml-auto h-16 w-3/4" />
      </div>
    );
  if (query.isError)
    return (
      <div className="flex flex-col gap-3">
        <FormAlert tone="error">
          {t('ticket.loadFailed')} {errorMessage(query.error)}
        </FormAlert>
        <Button variant="outline" className="self-start" onClick={() => void query.refetch()} loading={query.isRefetching}>
          {t('ticket.retry')}
        </Button>
      </div>
    );

  const ticket = query.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-mono text-xs">{ticket.reference}</span>
        <StatusBadge status={ticket.status} />
        <span>
          {t(`category.${ticket.category}`)} · {t('ticket.opened', { date: formatDate(locale, ticket.createdAt) })}
        </span>
      </div>
      <ol className="flex max-h-[50vh] flex-col gap-3 overflow-y-auto" aria-label={t('ticket.conversation')}>
        {ticket.messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </ol>
      {ticket.status === 'closed' ? (
        <FormAlert tone="info">
          <Lock aria-hidden="true" className="mr-1 inline size-4" />
          {t('ticket.closed')}
        </FormAlert>
      ) : (
        <ReplyForm ticket={ticket} />
      )}
    </div>
  );
}

export function TicketDialog({ ticketId, onClose }: { ticketId: number | null; onClose: () => void }) {
  const { t } = useTranslation('support');
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.support.get.queryOptions({ id: ticketId ?? 0 }), enabled: ticketId !== null });
  const subject = ticketId !== null && query.data?.id === ticketId ? query.data.subject : undefined;
  return (
    <Dialog
      open={ticketId !== null}
      onOpenChange={(open) => !open && onClose()}
      title={subject ?? t('ticket.title')}
      icon={<LifeBuoy className="size-5" />}
    >
      {ticketId !== null && <TicketBody key={ticketId} query={query} />}
    </Dialog>
  );
}
