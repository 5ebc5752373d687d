// /support: my support tickets, filtered by status, each opened in a dialog (`?ticket=ID`, the link of the reply
// mail), and "new ticket" (docs/product.md#routes, docs/support-api.md).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LifeBuoy, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { SUPPORT_REPLY_HOURS, TICKET_STATUSES, type TTicketStatus } from '@praxiform/domain';
import { EmptyState } from '../../components/lists/empty-state';
import { ListError } from '../../components/lists/list-error';
import { Badge, Button, SelectField, SkeletonBar } from '../../components/ui';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { pageNameKey } from '../../routes/page-title';
import { NewTicketDialog } from './new-ticket-dialog';
import { StatusBadge } from '../../components/support/status-badge';
import { TicketDialog } from './ticket-dialog';

function ticketFromUrl(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function SupportPage() {
  const { t } = useTranslation('support');
  const trpc = useTRPC();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [status, setStatus] = useState<TTicketStatus | ''>('');
  const [creating, setCreating] = useState(false);
  const openId = ticketFromUrl(searchParams.get('ticket'));
  const query = useQuery(trpc.support.list.queryOptions(status ? { status } : {}));

  const openTicket = (id: number | null) =>
    setSearchParams(
      (params) => {
        if (id === null) params.delete('ticket');
        else params.set('ticket', String(id));
        return params;
      },
      { replace: id === null },
    );

  const closeTicket = () => {
    openTicket(null);
    // Reading the conversation marked its replies read: the list's badges follow.
    void queryClient.invalidateQueries(trpc.support.list.pathFilter());
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('Support')}`)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('list.subtitle', { hours: SUPPORT_REPLY_HOURS })}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('list.create')}
        </Button>
      </div>
      <SelectField
        label={t('list.filter')}
        className="sm:max-w-xs"
        value={status}
        onChange={(event) => setStatus(event.target.value as TTicketStatus | '')}
      >
        <option value="">{t('list.allStatuses')}</option>
        {TICKET_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`status.${value}`)}
          </option>
        ))}
      </SelectField>
      {query.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only" role="status">
            {t('list.loading')}
          </span>
          {[0, 1, 2].map((index) => (
            <div key={index} className="flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4">
              <SkeletonBar className="h-4 w-32" />
              <SkeletonBar className="h-5 w-2/3" />
              <SkeletonBar className="h-4 w-1/2" />
            </div>
          ))}
        </div>
      ) : query.isError ? (
        <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon={LifeBuoy}
          title={status ? t('list.emptyFiltered.title') : t('list.empty.title')}
          text={status ? t('list.emptyFiltered.text') : t('list.empty.text', { hours: SUPPORT_REPLY_HOURS })}
        >
          {status ? (
            <Button variant="outline" onClick={() => setStatus('')}>
              {t('list.emptyFiltered.reset')}
            </Button>
          ) : (
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              {t('list.create')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <section aria-labelledby="my-tickets-title" className="flex flex-col gap-3">
          <h2 id="my-tickets-title" className="text-lg font-semibold text-slate-900">
            {t('list.mine')} <span className="font-normal text-slate-500">({query.data.length})</span>
          </h2>
          <ul className="flex flex-col gap-3" aria-busy={query.isFetching || undefined}>
            {query.data.map((ticket) => (
              <li key={ticket.id}>
                <button
                  type="button"
                  onClick={() => openTicket(ticket.id)}
                  className="flex w-full flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                >
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-mono text-xs text-slate-600">{ticket.reference}</span>
                    <StatusBadge status={ticket.status} />
                    {ticket.unreadCount > 0 && <Badge variant="brand-solid">{t('list.unread', { count: ticket.unreadCount })}</Badge>}
                  </span>
                  <span className="font-medium break-words text-slate-900">{ticket.subject}</span>
                  <span className="text-sm text-slate-600">
                    {t(`category.${ticket.category}`)} · {t('list.lastActivity', { date: formatDate(locale, ticket.lastMessageAt, true) })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <TicketDialog ticketId={openId} onClose={closeTicket} />
      <NewTicketDialog open={creating} onOpenChange={setCreating} onCreated={(ticket) => openTicket(ticket.id)} />
    </div>
  );
}
