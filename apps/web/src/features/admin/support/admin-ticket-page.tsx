// /admin/support/{id}: one ticket for the support desk — the conversation (the user's messages and the desk's, with
// pictures), the user's context, a reply, and resolve / close (confirmed) / reopen; a closed ticket takes no reply
// (docs/support-api.md#adminsupport-the-desk, docs/product.md#states). The ticket itself: ticket-view.tsx.
import { useQuery } from '@tanstack/react-query';
import { MessageSquareOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ListError } from '../../../components/lists/list-error';
import { Button, SkeletonBar, StateCard } from '../../../components/ui';
import { errorCodeOf } from '../../../lib/errors';
import { LocalizedLink } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { pageNameKey } from '../../../routes/page-title';
import { isDigitsOnly } from '../../../routes/route-params';
import { BackLink, TicketView } from './ticket-view';

const MAX_ID = 2_147_483_647;

function parseTicketId(value: string | undefined): number | null {
  if (!isDigitsOnly(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
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
