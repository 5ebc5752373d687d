// The template's generic link for mailings: PRENOM, NOM and EMAIL are replaced by the mailing tool; each answer lands here.
import { useQuery } from '@tanstack/react-query';
import { Mails } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GENERIC_LINK_PLACEHOLDERS } from '@praxiform/domain';
import { Card, Spinner } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { LinkCopy } from '../../components/submissions/link-copy';
import { ListError } from '../../components/lists/list-error';

export function GenericLinkCard({ templateId }: { templateId: number }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const query = useQuery(trpc.submissions.genericLink.queryOptions({ templateId }));
  const [firstName, lastName, email] = GENERIC_LINK_PLACEHOLDERS;
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" data-print-hide="">
      <div className="flex items-start gap-3">
        <span
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100"
          aria-hidden="true"
        >
          <Mails className="size-5" />
        </span>
        <div>
          <h2 className="text-base font-semibold text-slate-900">{t('pendingNew.generic.title')}</h2>
          <p className="mt-1 text-sm leading-6 text-slate-600">{t('pendingNew.generic.text', { firstName, lastName, email })}</p>
        </div>
      </div>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner />
          {t('pendingNew.generic.loading')}
        </p>
      ) : query.isError ? (
        <ListError
          title={t('pendingNew.generic.loadFailed')}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isRefetching}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <LinkCopy url={query.data.url} label={t('pendingNew.generic.withIdentity', { firstName, lastName, email })} />
          <LinkCopy url={query.data.urlWithoutIdentity} label={t('pendingNew.generic.withoutIdentity')} />
          <p className="text-xs leading-5 text-slate-500">{t('pendingNew.generic.note')}</p>
        </div>
      )}
    </Card>
  );
}
