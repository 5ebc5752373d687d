// /admin/support/{id}: one ticket for the support desk — the conversation (the user's messages and the desk's, with
// pictures), the user's context, a reply, and resolve / close (confirmed) / reopen; a closed ticket takes no reply
// (docs/support-api.md#adminsupport-the-desk, docs/product.md#states).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Lock, LockOpen, MessageSquareOff, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { SUPPORT_MESSAGE_MAX } from '@praxiform/domain';
import { ListError } from '../../../components/lists/list-error';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { Badge, Button, cn, ConfirmDialog, FormAlert, SkeletonBar, StateCard, TextAreaField } from '../../../components/ui';
import type { TAdminTicketDetail, TSupportMessageView } from '../../../lib/api-types';
import { errorCodeOf } from '../../../lib/errors';
import { formatDate, fullName } from '../../../lib/format';
import { LocalizedLink, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage, useFieldMessage } from '../../../lib/use-messages';
import { pageNameKey } from '../../../routes/page-title';
import { isDigitsOnly } from '../../../routes/route-params';
import { PictureField } from '../../support/picture-field';
import { StatusBadge } from '../../support/status-badge';
import { MessagePicture } from '../../support/ticket-dialog';
import { useMessageDraft } from '../../support/use-message-draft';

const MAX_ID = 2_147_483_647;

function parseTicketId(value: string | undefined): number | null {
  if (!isDigitsOnly(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

type TStatusAction = 'resolve' | 'close' | 'reopen';

function BackLink() {
  const { t } = useTranslation('adminSupport');
  return (
    <LocalizedLink to="/admin/support" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('ticket.back')}
    </LocalizedLink>
  );
}

function TicketNotFound() {
  const { t } = useTranslation('adminSupport');
  return (
    <StateCard icon={<MessageSquareOff className="size-6" aria-hidden="true" />} title={t('ticket.notFound.title')} text={t('ticket.notFound.text')}>
      <Button asChild variant="outline">
        <LocalizedLink to="/admin/support">{t('ticket.back')}</LocalizedLink>
      </Button>
    </StateCard>
  );
}

function TicketSkeleton() {
  const { t } = useTranslation('adminSupport');
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('ticket.loading')}
      </span>
      <SkeletonBar className="h-8 w-72" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="flex flex-col gap-3 lg:col-span-2">
          <SkeletonBar className="h-20 w-3/4" />
          <SkeletonBar className="ml-auto h-20 w-3/4" />
        </div>
        <SkeletonBar className="h-48 w-full" />
      </div>
    </div>
  );
}

/** The user's messages on one side, the desk's on the other, each with its author and date (docs/support-api.md). */
function Message({ message }: { message: TSupportMessageView }) {
  const { t } = useTranslation('adminSupport');
  const locale = useLocale();
  const author = message.authorName ?? (message.fromSupport ? t('ticket.support') : t('deletedUser'));
  return (
    <li className={cn('flex flex-col gap-1', message.fromSupport ? 'items-end' : 'items-start')} data-testid="desk-message">
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-4 py-3 text-sm',
          message.fromSupport ? 'bg-brand-50 text-slate-900 ring-1 ring-brand-200' : 'bg-slate-100 text-slate-900',
        )}
      >
        <p className="mb-1 text-xs font-semibold text-slate-700">
          {author} {message.fromSupport && <span className="font-normal">({t('ticket.support')})</span>} ·{' '}
          <time dateTime={message.createdAt}>{formatDate(locale, message.createdAt, true)}</time>
        </p>
        <p className="break-words whitespace-pre-wrap">{message.body}</p>
        {message.attachmentUrl && <MessagePicture url={message.attachmentUrl} />}
      </div>
    </li>
  );
}

function UserContext({ ticket }: { ticket: TAdminTicketDetail }) {
  const { t } = useTranslation('adminSupport');
  const locale = useLocale();
  const user = ticket.userContext;
  return (
    <section aria-labelledby="ticket-user-title" className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="ticket-user-title" className="font-semibold text-slate-900">
        {t('user.title')}
      </h2>
      {user === null ? (
        <p className="text-sm text-slate-600">{t('user.deleted')}</p>
      ) : (
        <dl className="grid grid-cols-1 gap-y-2 text-sm" data-testid="ticket-user">
          {(
            [
              ['name', fullName(user)],
              ['email', user.email],
              ['role', t(`admin:users.roles.${user.isAdministrator ? 'administrator' : user.role}`)],
              ['status', user.blocked ? t('admin:users.blocked') : t('admin:users.active')],
              [
                'language',
                (['fr', 'en', 'nl'] as const).includes(user.interfaceLanguage as 'fr')
                  ? t(`common:language.names.${user.interfaceLanguage as 'fr'}`)
                  : user.interfaceLanguage,
              ],
              ['createdAt', formatDate(locale, user.createdAt)],
              ['subscription', t(`user.subscriptionStatus.${user.subscriptionStatus}`)],
              ['plan', user.subscriptionPlan ? t(`user.plans.${user.subscriptionPlan as 'monthly'}`, { defaultValue: user.subscriptionPlan }) : '—'],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-slate-600">{t(`user.${key}`)}</dt>
              <dd className={cn('font-medium break-words text-slate-900', key === 'email' && 'break-all')}>
                {key === 'status' && user.blocked ? <Badge variant="danger">{value}</Badge> : value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function ReplyForm({ ticket, onReplied }: { ticket: TAdminTicketDetail; onReplied: (mailed: boolean) => void }) {
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

function TicketView({ ticket }: { ticket: TAdminTicketDetail }) {
  const { t } = useTranslation('adminSupport');
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [outcome, setOutcome] = useState<TPageMessageState>(null);
  const [confirmClose, setConfirmClose] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.support.pathKey() });
  const done = (action: TStatusAction) => ({
    onSuccess: () => {
      setConfirmClose(false);
      setOutcome({ tone: 'success', text: t(`ticket.done.${action}`, { reference: ticket.reference }) });
    },
    onError: (error: unknown) => {
      if (action !== 'close') setOutcome({ tone: 'error', text: `${t(`ticket.failed.${action}`)} ${errorMessage(error)}` });
    },
    onSettled: () => void refresh(),
  });
  const resolve = useMutation(trpc.admin.support.resolve.mutationOptions(done('resolve')));
  const close = useMutation(trpc.admin.support.close.mutationOptions(done('close')));
  const reopen = useMutation(trpc.admin.support.reopen.mutationOptions(done('reopen')));
  const busy = resolve.isPending || close.isPending || reopen.isPending;
  const run = (mutation: typeof resolve) => {
    setOutcome(null);
    mutation.mutate({ id: ticket.id });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <BackLink />
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">{ticket.subject}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <span className="font-mono text-xs text-slate-700">{ticket.reference}</span>
            <StatusBadge status={ticket.status} />
            <span>
              {t(`support:category.${ticket.category}`)} · {t('ticket.opened', { date: formatDate(locale, ticket.createdAt, true) })}
            </span>
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {ticket.status === 'open' && (
            <Button variant="outline" onClick={() => run(resolve)} loading={resolve.isPending} disabled={busy}>
              <CheckCircle2 aria-hidden="true" />
              {t('ticket.actions.resolve')}
            </Button>
          )}
          {ticket.status !== 'open' && (
            <Button variant="outline" onClick={() => run(reopen)} loading={reopen.isPending} disabled={busy}>
              <LockOpen aria-hidden="true" />
              {t('ticket.actions.reopen')}
            </Button>
          )}
          {ticket.status !== 'closed' && (
            <Button
              variant="outline"
              onClick={() => {
                close.reset();
                setConfirmClose(true);
              }}
              disabled={busy}
              className="border-red-200! text-red-700! hover:bg-red-50!"
            >
              <Lock aria-hidden="true" />
              {t('ticket.actions.close')}
            </Button>
          )}
        </div>
        <PageMessage message={outcome} onDismiss={() => setOutcome(null)} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="ticket-conversation-title"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2"
        >
          <h2 id="ticket-conversation-title" className="font-semibold text-slate-900">
            {t('ticket.conversation')} <span className="font-normal text-slate-600">({ticket.messages.length})</span>
          </h2>
          <ol className="flex flex-col gap-3">
            {ticket.messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </ol>
          {ticket.status === 'closed' ? (
            <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
              <FormAlert tone="info">{t('ticket.closed')}</FormAlert>
              <Button variant="outline" className="self-start" onClick={() => run(reopen)} loading={reopen.isPending} disabled={busy}>
                <LockOpen aria-hidden="true" />
                {t('ticket.actions.reopenToReply')}
              </Button>
            </div>
          ) : (
            <ReplyForm
              key={ticket.id}
              ticket={ticket}
              onReplied={(mailed) =>
                setOutcome(
                  mailed ? { tone: 'success', text: t('ticket.done.replyMailed') } : { tone: 'warning', text: t('ticket.done.replyNotMailed') },
                )
              }
            />
          )}
        </section>
        <UserContext ticket={ticket} />
      </div>
      <ConfirmDialog
        open={confirmClose}
        onOpenChange={(open) => {
          if (!open) setConfirmClose(false);
        }}
        title={t('ticket.closeConfirm.title', { reference: ticket.reference })}
        description={t('ticket.closeConfirm.text')}
        confirmLabel={t('ticket.closeConfirm.confirm')}
        onConfirm={() => close.mutate({ id: ticket.id })}
        pending={close.isPending}
        error={close.isError ? errorMessage(close.error) : null}
      />
    </div>
  );
}

function TicketLoader({ id }: { id: number }) {
  const { t } = useTranslation('adminSupport');
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.support.get.queryOptions({ id }));
  if (query.isPending) return <TicketSkeleton />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return <TicketNotFound />;
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t(`common:${pageNameKey('admin-support-ticket')}`)}</h1>
        <ListError title={t('ticket.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }
  return <TicketView ticket={query.data} />;
}

export function AdminTicketPage() {
  const id = parseTicketId(useParams().id);
  if (id === null) return <TicketNotFound />;
  return <TicketLoader key={id} id={id} />;
}
