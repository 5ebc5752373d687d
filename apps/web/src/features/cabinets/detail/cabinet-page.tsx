// /cabinet/{id}: one cabinet's members, invitations (owner only) and shared templates, with the actions my role allows
// (docs/product.md#permissions, docs/cabinets-api.md).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Building2 } from 'lucide-react';
import { Button, StateCard } from '../../../components/ui';
import { ListError } from '../../../components/lists/list-error';
import { errorCodeOf } from '../../../lib/errors';
import { LocalizedLink } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { isDigitsOnly } from '../../../routes/route-params';
import { CabinetSkeleton } from './cabinet-skeleton';
import { CabinetView } from './cabinet-view';

const MAX_ID = 2_147_483_647;

/** The id of the URL, or null when it cannot be a cabinet's (not digits, 0, too large): shown as not found. */
export function parseCabinetId(value: string | undefined): number | null {
  if (!isDigitsOnly(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= MAX_ID ? id : null;
}

export function CabinetNotFound() {
  const { t } = useTranslation('cabinet');
  return (
    <StateCard icon={<Building2 className="size-6" aria-hidden="true" />} title={t('notFound.title')} text={t('notFound.text')}>
      <Button asChild variant="outline">
        <LocalizedLink to="/cabinet">{t('back')}</LocalizedLink>
      </Button>
    </StateCard>
  );
}

function CabinetLoader({ id }: { id: number }) {
  const { t } = useTranslation('cabinet');
  const trpc = useTRPC();
  const query = useQuery(trpc.cabinets.get.queryOptions({ id }));
  if (query.isPending) return <CabinetSkeleton />;
  if (query.isError) {
    if (errorCodeOf(query.error) === 'NOT_FOUND') return <CabinetNotFound />;
    return (
      <div className="flex flex-col gap-4">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('common:pages.CabinetDetail')}</h1>
        <ListError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }
  return <CabinetView detail={query.data} />;
}

export function CabinetPage() {
  const id = parseCabinetId(useParams().id);
  if (id === null) return <CabinetNotFound />;
  return <CabinetLoader key={id} id={id} />;
}
