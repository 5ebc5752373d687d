// /admin/users: the statistics, then every user (search, role filter, sort, pages, kept in the URL) with the
// administrator's actions — role, block, delete — never on their own account (docs/admin-users-api.md,
// docs/product.md#permissions).
import { useQuery } from '@tanstack/react-query';
import { Ban, Eye, ShieldCheck, Trash2, Unlock, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/lists/empty-state';
import { PageMessage } from '../../../components/lists/page-message';
import { ListError } from '../../../components/lists/list-error';
import { ListPagination } from '../../../components/lists/list-pagination';
import { SearchField } from '../../../components/lists/search-field';
import { Badge, Button, SelectField, SkeletonBar } from '../../../components/ui';
import type { TAdminRole, TAdminUserRow } from '../../../lib/api-types';
import { useAuth } from '../../../lib/auth';
import { formatDate, fullName } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { pageCount, parsePage, useUrlView } from '../../../lib/url-view';
import { pageNameKey } from '../../../routes/page-title';
import { AdminUserDialogs, ROLES, roleOf, type TUserAction } from './admin-user-dialogs';

const SORTS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const;
type TSort = (typeof SORTS)[number];
const PAGE_SIZE = 20;
const STATS = ['totalUsers', 'admins', 'clients', 'members', 'patients', 'templates', 'formsSent', 'newUsersLast7Days'] as const;

type TView = { search: string; role: TAdminRole | ''; sort: TSort; direction: 'asc' | 'desc'; page: number };

function parseView(params: URLSearchParams): TView {
  const role = params.get('role') as TAdminRole | null;
  const sort = params.get('sort') as TSort | null;
  return {
    search: params.get('q')?.trim() ?? '',
    role: role && ROLES.includes(role) ? role : '',
    sort: sort && SORTS.includes(sort) ? sort : 'createdAt',
    direction: params.get('dir') === 'asc' ? 'asc' : 'desc',
    page: parsePage(params.get('page')),
  };
}

function writeView(view: TView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search) params.set('q', view.search);
  if (view.role) params.set('role', view.role);
  if (view.sort !== 'createdAt') params.set('sort', view.sort);
  if (view.direction !== 'desc') params.set('dir', view.direction);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

export function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('admin-users')}`)}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('users.subtitle')}</p>
      </div>
      <StatsCards />
      <UsersList />
    </div>
  );
}

function StatsCards() {
  const { t, i18n } = useTranslation('admin');
  const trpc = useTRPC();
  const query = useQuery(trpc.admin.users.stats.queryOptions());
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby="admin-stats-title">
      <h2 id="admin-stats-title" className="sr-only">
        {t('users.stats.title')}
      </h2>
      {query.isError ? (
        <ListError title={t('users.stats.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={query.isPending || undefined}>
          {STATS.map((key) => (
            <div key={key} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">{t(`users.stats.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`stat-${key}`}>
                {query.isPending ? <SkeletonBar className="h-7 w-16" /> : number.format(query.data[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

function UsersList() {
  const { t } = useTranslation('admin');
  const trpc = useTRPC();
  const me = useAuth().user?.id ?? null;
  const [view, update] = useUrlView(parseView, writeView);
  const [target, setTarget] = useState<{ user: TAdminUserRow; action: TUserAction } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const query = useQuery(
    trpc.admin.users.list.queryOptions(
      {
        ...(view.search ? { search: view.search } : {}),
        ...(view.role ? { role: view.role } : {}),
        sort: view.sort,
        direction: view.direction,
        page: view.page,
        pageSize: PAGE_SIZE,
      },
      { placeholderData: (previous) => previous },
    ),
  );
  const filtered = Boolean(view.search || view.role);

  return (
    <section aria-labelledby="admin-users-title" className="flex flex-col gap-4">
      <h2 id="admin-users-title" className="text-lg font-semibold text-slate-900">
        {t('users.list.title')}
        {query.data && <span className="font-normal text-slate-500"> ({query.data.total})</span>}
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr] lg:items-end">
        <div className="sm:col-span-2 lg:col-span-1">
          <SearchField value={view.search} onSearch={(search) => update({ search })} label={t('users.list.search')} />
        </div>
        <SelectField label={t('users.list.role')} value={view.role} onChange={(event) => update({ role: event.target.value as TAdminRole | '' })}>
          <option value="">{t('users.list.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`users.roles.${role}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('users.list.sort')} value={view.sort} onChange={(event) => update({ sort: event.target.value as TSort })}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`users.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('users.list.direction')}
          value={view.direction}
          onChange={(event) => update({ direction: event.target.value === 'asc' ? 'asc' : 'desc' })}
        >
          <option value="asc">{t('users.list.asc')}</option>
          <option value="desc">{t('users.list.desc')}</option>
        </SelectField>
      </div>
      <PageMessage message={done ? { tone: 'success', text: done } : null} onDismiss={() => setDone(null)} />
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">{t('users.list.loading')}</span>
          {[0, 1, 2, 3].map((row) => (
            <SkeletonBar key={row} className="h-20 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <ListError title={t('users.list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : query.data.items.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filtered ? t('users.list.noMatch') : t('users.list.empty')}
          text={filtered ? t('users.list.noMatchText') : t('users.list.emptyText')}
        >
          {filtered && (
            <Button variant="outline" onClick={() => update({ search: '', role: '' })}>
              {t('users.list.clear')}
            </Button>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-2" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((user) => (
              <UserRow key={user.id} user={user} mine={user.id === me} onAction={(action) => setTarget({ user, action })} />
            ))}
          </ul>
          <ListPagination
            page={view.page}
            pages={pageCount(query.data.total, PAGE_SIZE)}
            onPage={(page) => update({ page })}
            label={t('users.list.pages')}
          />
        </>
      )}
      <AdminUserDialogs
        user={target?.user ?? null}
        action={target?.action ?? null}
        onClose={() => setTarget(null)}
        onDone={(message) => {
          setTarget(null);
          setDone(message);
        }}
      />
    </section>
  );
}

function UserRow({ user, mine, onAction }: { user: TAdminUserRow; mine: boolean; onAction: (action: TUserAction) => void }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const name = fullName(user);
  const role = roleOf(user);
  return (
    <li
      data-testid="admin-user-row"
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-center md:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          <span className="break-words">{name}</span>
          <Badge variant={role === 'administrator' ? 'brand-solid' : 'neutral'}>{t(`users.roles.${role}`)}</Badge>
          {user.blocked && <Badge variant="danger">{t('users.blocked')}</Badge>}
          {mine && <Badge variant="accent">{t('users.you')}</Badge>}
        </p>
        <p className="text-sm break-all text-slate-600">{user.email}</p>
        <p className="text-xs text-slate-500">
          {t('users.createdAt', { date: formatDate(locale, user.createdAt) })} ·{' '}
          {t('users.lastLogin', { date: formatDate(locale, user.lastLoginAt) ?? t('users.never') })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => onAction('detail')} aria-label={t('users.actions.detailOf', { name })}>
          <Eye aria-hidden="true" />
          {t('users.actions.detail')}
        </Button>
        {!mine && (
          <>
            <Button variant="outline" size="sm" onClick={() => onAction('role')} aria-label={t('users.actions.roleOf', { name })}>
              <ShieldCheck aria-hidden="true" />
              {t('users.actions.role')}
            </Button>
            {user.blocked ? (
              <Button variant="outline" size="sm" onClick={() => onAction('unblock')} aria-label={t('users.actions.unblockOf', { name })}>
                <Unlock aria-hidden="true" />
                {t('users.actions.unblock')}
              </Button>
            ) : (
              <Button variant="outline" size="sm" onClick={() => onAction('block')} aria-label={t('users.actions.blockOf', { name })}>
                <Ban aria-hidden="true" />
                {t('users.actions.block')}
              </Button>
            )}
            <Button variant="danger" size="sm" onClick={() => onAction('delete')} aria-label={t('users.actions.deleteOf', { name })}>
              <Trash2 aria-hidden="true" />
              {t('users.actions.delete')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}
