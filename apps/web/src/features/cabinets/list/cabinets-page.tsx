// /cabinet: the invitation of the mail's link (?invite=), the invitations addressed to me, my cabinets (owned and
// joined) and "new shared practice" (docs/product.md#routes, docs/cabinets-api.md).
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListError } from '../../../components/lists/list-error';
import { Button } from '../../../components/ui';
import { localizedPath, useLocale } from '../../../lib/locale';
import { useTRPC } from '../../../lib/trpc';
import { pageNameKey } from '../../../routes/page-title';
import { CabinetCard } from './cabinet-card';
import { CabinetsEmpty } from './cabinets-empty';
import { CabinetsSkeleton } from './cabinets-skeleton';
import { CreateCabinetDialog } from './create-cabinet-dialog';
import { InvitationsList } from './invitations-list';
import { PageMessage, type TPageMessageState } from '../../../components/lists/page-message';
import { TokenInviteCard } from './token-invite-card';

export function CabinetsPage() {
  const { t } = useTranslation('cabinets');
  const trpc = useTRPC();
  const navigate = useNavigate();
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const [inviteToken, setInviteToken] = useState(() => searchParams.get('invite')?.trim() || null);
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<TPageMessageState>(null);
  const query = useQuery(trpc.cabinets.list.queryOptions());

  const dropInviteQuery = () =>
    setSearchParams(
      (params) => {
        params.delete('invite');
        return params;
      },
      { replace: true },
    );

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('Cabinet')}`)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('list.subtitle')}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('list.create')}
        </Button>
      </div>
      {inviteToken && (
        <TokenInviteCard
          token={inviteToken}
          onAnswered={dropInviteQuery}
          onClose={() => {
            setInviteToken(null);
            dropInviteQuery();
          }}
          onDeclined={() => {
            setInviteToken(null);
            setMessage({ tone: 'success', text: t('invitations.declined') });
          }}
        />
      )}
      <PageMessage message={message} onDismiss={() => setMessage(null)} />
      {query.isPending ? (
        <CabinetsSkeleton />
      ) : query.isError ? (
        <ListError title={t('list.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <>
          {query.data.invitations.length > 0 && <InvitationsList invitations={query.data.invitations} onOutcome={setMessage} />}
          {query.data.cabinets.length === 0 ? (
            <CabinetsEmpty onCreate={() => setCreating(true)} />
          ) : (
            <section aria-labelledby="my-cabinets-title" className="flex flex-col gap-3">
              <h2 id="my-cabinets-title" className="text-lg font-semibold text-slate-900">
                {t('list.mine')} <span className="font-normal text-slate-500">({query.data.cabinets.length})</span>
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy={query.isFetching || undefined}>
                {query.data.cabinets.map((cabinet) => (
                  <CabinetCard key={cabinet.id} cabinet={cabinet} />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CreateCabinetDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(cabinet) => void navigate(localizedPath(locale, `/cabinet/${cabinet.id}`))}
      />
    </div>
  );
}
