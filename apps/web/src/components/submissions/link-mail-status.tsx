// The mail of a new form link, followed after the answer (docs/mail.md): on its way (retried while the relay is busy),
// delivered at a time, or failed for good with a button that sends it again. Once it settles, the submission lists
// are refreshed: the link counts as sent only once its mail is delivered.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMailDeliveryView } from '@praxiform/domain';
import { Button, FormAlert } from '../ui';
import { useTRPC } from '../../lib/trpc';
import { useLocale } from '../../lib/locale';
import { formatDate } from '../../lib/format';
import { useErrorMessage } from '../../lib/use-messages';
import { useSubmissionRefresh } from '../../lib/use-submission-refresh';

/** Every 2 s while the mail is on its way, for 2 minutes at most (later retries are minutes apart). */
const POLL_MS = 2000;
const MAX_POLLS = 60;

export function LinkMailStatus({ mail, email, patientId }: { mail: TMailDeliveryView; email: string; patientId: number | null }) {
  const { t } = useTranslation('submissions');
  const locale = useLocale();
  const trpc = useTRPC();
  const refresh = useSubmissionRefresh();
  const errorMessage = useErrorMessage();
  const pollsLeft = useRef(MAX_POLLS);
  const state = useQuery({
    ...trpc.mail.status.queryOptions({ id: mail.id }),
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? mail.status;
      if (status !== 'queued' && status !== 'sending') return false;
      pollsLeft.current -= 1;
      return pollsLeft.current > 0 ? POLL_MS : false;
    },
  });
  const resend = useMutation(
    trpc.mail.resend.mutationOptions({
      onSuccess: () => state.refetch(),
    }),
  );
  const status = state.data?.status ?? mail.status;
  const settled = status === 'sent' || status === 'failed';
  const refreshed = useRef(false);
  useEffect(() => {
    if (!settled || refreshed.current) return;
    refreshed.current = true;
    void refresh(patientId);
  }, [settled, refresh, patientId]);

  if (status === 'sent')
    return <FormAlert tone="success">{t('link.emailSent', { email, time: formatDate(locale, state.data?.sentAt, true) ?? '' })}</FormAlert>;
  if (status === 'failed')
    return (
      <FormAlert
        tone="warning"
        action={
          <div className="flex flex-col gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                pollsLeft.current = MAX_POLLS;
                resend.mutate({ id: mail.id });
              }}
              disabled={resend.isPending}
            >
              {t('link.emailResend')}
            </Button>
            {resend.isError && <span className="text-sm text-red-700">{errorMessage(resend.error)}</span>}
          </div>
        }
      >
        {t('link.emailFailed')}
      </FormAlert>
    );
  return <FormAlert tone="info">{t('link.emailed', { email })}</FormAlert>;
}
