// /admin/support: every support ticket, filtered by status and category, searched by reference or email, in pages,
// all kept in the URL; each row opens /admin/support/{id} (docs/support-api.md#adminsupport-the-desk).
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TICKET_CATEGORIES, TICKET_STATUSES, type TTicketCategory, type TTicketStatus } from '@praxiform/domain';
import { EmptyState } from '../../../components/lists/empty-state';
import { ListError } from '../../../components/lists/list-error';
import { ListPagination } from '../../../components/lists/list-pagination';
import { SearchField } from '../../../components/lists/search-field';
import { Button, SelectField, SkeletonBar } from '../../../components/ui';
import type { TAdminTicketRow } from '../../../lib/api-types';
import { formatDate } from '../../../lib/format';
import { LocalizedLink, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { pageCount, parsePage, useUrlView } from '../../../lib/url-view';
import { pageNameKey } from '../../../routes/page-title';
import { StatusBadge } from '../../../components/support/status-badge';

const PAGE_SIZE = 20;

type TView = { search: string; status: TTicketStatus | ''; category: TTicketCategory | ''; page: number };

function parseView(params: URLSearchParams): TView {
  const status = params.get('status') as TTicketStatus | null;
  const category = params.get('category') as TTicketCategory | null;
  return {
    search: params.get('q')?.trim() ?? '',
    status: status && TICKET_STATUSES.includes(status) ? status : '',
    category: category && TICKET_CATEGORIES.includes(category) ? category : '',
    page: parsePage(params.get('page')),
  };
}

function writeView(view: TView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.status) params.set('status', view.status);
  if (view.category) params.set('category', view.category);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function AdminSupportPage() {
  const { t } = useTranslation('adminSupport');
  const trpc = useTRPC();
  const [view, update] = useUrlView(parseView, writeView);
  const query = useQuery(
    trpc.admin.support.list.queryOptions(
      {
        ...(view.search ? { search: view.search } : {}),
        ...(view.status ? { status: view.status } : {}),
        ...(view.category ? { category: view.category } : {}),
        page: view.page,
        pageSize: PAGE_SIZE,
      },
      { placeholderData: (previous) => previous },
    ),
  );
  const filtered = Boolean(view.search || view.status || view.category);

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('admin-support')}`)}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('list.subtitle')}</p>
      </div>
      <section aria-labelledby="desk-tickets-title" className="flex flex-col gap-4">
        <h2 id="desk-tickets-title" className="text-lg font-semibold text-slate-900">
          {t('list.title')}
          {query.data && <span className="font-normal text-slate-500"> ({query.data.total})</span>}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr] lg:items-end">
          <div className="sm:col-span-2 lg:col-span-1">
            <SearchField value={view.search} onSearch={(search) => update({ search })} label={t('list.search')} />
          </div>
          <SelectField
            label={t('list.status')}
            value={view.status}
            onChange={(event) => update({ status: event.target.value as TTicketStatus | '' })}
          >
            <option value="">{t('list.allStatuses')}</option>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`support:status.${status}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('list.category')}
            value={view.category}
            onChange={(event) => update({ category: event.target.value as TTicketCategory | '' })}
          >
            <option value="">{t('list.allCategories')}</option>
            {TICKET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`support:category.${category}`)}
              </option>
            ))}
          </SelectField>
        </div>
        {query.isPending ? (
          <div aria-busy="true" className="flex flex-col gap-2">
            <span className="sr-only" role="status">
              {t('list.loading')}
            </span>
            {[0, 1, 2, 3].map((row) => (
              <div key={row} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <SkeletonBar className="h-4 w-40" />
                <SkeletonBar className="h-5 w-2/3" />
                <SkeletonBar className="h-4 w-1/2" />
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
        ) : query.data.tickets.length === 0 ? (
          <EmptyState
            icon={LifeBuoy}
            title={filtered ? t('list.noMatch') : t('list.empty')}
            text={filtered ? t('list.noMatchText') : t('list.emptyText')}
          >
            {filtered && (
              <Button variant="outline" onClick={() => update({ search: '', status: '', category: '' })}>
                {t('list.clear')}
              </Button>
            )}
          </EmptyState>
        ) : (
          <>
            <ul className="flex flex-col gap-2" aria-busy={query.isFetching || undefined}>
              {query.data.tickets.map((ticket) => (
                <TicketRow key={ticket.id} ticket={ticket} />
              ))}
            </ul>
            <ListPagination
              page={view.page}
              pages={pageCount(query.data.total, PAGE_SIZE)}
              onPage={(page) => update({ page })}
              label={t('list.pages')}
            />
          </>
        )}
      </section>
    </div>
  );
}

function TicketRow({ ticket }: { ticket: TAdminTicketRow }) {
  const { t } = useTranslation('adminSupport');
  const locale = useLocale();
  return (
    <li data-testid="desk-ticket-row">
      <LocalizedLink
        to={`/admin/support/${ticket.id}`}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-xs text-slate-600">{ticket.reference}</span>
            <StatusBadge status={ticket.status} />
          </span>
          <span className="font-medium break-words text-slate-900">{ticket.subject}</span>
          <span className="text-sm break-words text-slate-700">
            {ticket.user ? (
              <>
                {ticket.user.name} · <span className="break-all">{ticket.user.email}</span>
              </>
            ) : (
              t('deletedUser')
            )}
          </span>
          <span className="text-xs text-slate-600">
            {t(`support:category.${ticket.category}`)} · {t('list.lastActivity', { date: formatDate(locale, ticket.lastMessageAt, true) })}
          </span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
      </LocalizedLink>
    </li>
  );
}
