// One ticket as the desk sees it: subject, reference, status and the actions on it (resolve, close after a
// confirmation, reopen), the conversation with the reply form, and the user's context (docs/product.md#states).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CheckCircle2, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { StatusBadge } from '../../../components/support/status-badge';
import { Badge, Button, cn, ConfirmDialog, FormAlert } from '../../../components/ui';
import type { TAdminTicketDetail } from '../../../lib/api-types';
import { formatDate, fullName } from '../../../lib/format';
import { LocalizedLink, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import { DeskMessage, ReplyForm } from './ticket-messages';

type TStatusAction = 'resolve' | 'close' | 'reopen';

export function BackLink() {
  const { t } = useTranslation('adminSupport');
  return (
    <LocalizedLink to="/admin/support" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('ticket.back')}
    </LocalizedLink>
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

export function TicketView({ ticket }: { ticket: TAdminTicketDetail }) {
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
              <DeskMessage key={message.id} message={message} />
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
