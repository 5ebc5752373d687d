// The template's generic link for mailings: PRENOM, NOM and EMAIL are replaced by the mailing tool; each answer lands here.
// "Replace this link" (submissions.rotateGenericLink, after a confirmation) retires every copy of the current one.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mails, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GENERIC_LINK_PLACEHOLDERS } from '@praxiform/domain';
import { Button, Card, ConfirmDialog, FormAlert, Spinner } from '../../components/ui';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { LinkCopy } from '../../components/submissions/link-copy';
import { ListError } from '../../components/lists/list-error';

export function GenericLinkCard({ templateId }: { templateId: number }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const query = useQuery(trpc.submissions.genericLink.queryOptions({ templateId }));
  const [confirming, setConfirming] = useState(false);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // The dialog has no Radix trigger: once it closes, the focus goes back to "Replace this link" (after Radix's own
  // focus handling, which runs on a zero timer).
  useEffect(() => {
    if (confirming) {
      wasConfirming.current = true;
      return;
    }
    if (!wasConfirming.current) return;
    wasConfirming.current = false;
    const timer = setTimeout(() => replaceButton.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [confirming]);
  // The template whose link was just replaced: the notice is shown for it only.
  const [replacedFor, setReplacedFor] = useState<number | null>(null);
  const rotate = useMutation(
    trpc.submissions.rotateGenericLink.mutationOptions({
      onSuccess: (links) => {
        queryClient.setQueryData(trpc.submissions.genericLink.queryKey({ templateId }), links);
        setReplacedFor(templateId);
        setConfirming(false);
      },
    }),
  );
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
          {replacedFor === templateId && <FormAlert tone="success">{t('pendingNew.generic.replaced')}</FormAlert>}
          <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm leading-6 text-slate-600">{t('pendingNew.generic.replaceHint')}</p>
            <Button
              ref={replaceButton}
              variant="outline"
              className="shrink-0"
              onClick={() => {
                rotate.reset();
                setConfirming(true);
              }}
            >
              <RefreshCw aria-hidden="true" />
              {t('pendingNew.generic.replace')}
            </Button>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('pendingNew.generic.replaceTitle')}
        description={t('pendingNew.generic.replaceDescription')}
        confirmLabel={t('pendingNew.generic.replaceConfirm')}
        onConfirm={() => rotate.mutate({ templateId })}
        pending={rotate.isPending}
        error={rotate.isError ? errorMessage(rotate.error) : null}
      />
    </Card>
  );
}
