// A mail the user waits for, followed after the answer that queued it (docs/mail.md, "What the screens are told"): on
// its way (retried while the relay is busy), delivered at a time, or failed for good with a button that sends it again
// (mail.resend). Feature-neutral: its texts are the shell's (common:mail.*) unless the screen gives its own.
import { useEffect, useRef, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMailDeliveryView } from '@praxiform/domain';
import { AlertDismissButton, Button, FormAlert } from '../ui';
import { useTRPC } from '../../lib/trpc';
import { useLocale } from '../../lib/locale';
import { formatDate } from '../../lib/format';
import { useErrorMessage } from '../../lib/use-messages';

/** Every 2 s while the mail is on its way, for 2 minutes at most (later retries are minutes apart). */
const POLL_MS = 2000;
const MAX_POLLS = 60;

export type TMailDeliveryTexts = {
  /** Queued or sending. */
  onTheWay: string;
  /** Delivered, at `time` (date and time in the page's language). */
  delivered: (time: string) => string;
  /** Failed for good. */
  failed: string;
  /** The button that sends it again. */
  resend: string;
};

type TProps = {
  /** The mail as the answer that queued it gave it. */
  mail: TMailDeliveryView;
  /** Its recipient, quoted by the default texts. */
  email: string;
  /** The screen's own sentences, in place of common:mail.*. */
  texts?: Partial<TMailDeliveryTexts>;
  /** A first line saying what the mail is about (the invitation, the change of address). */
  title?: ReactNode;
  /** Given, a button at the end of the first line puts the message away. */
  onDismiss?: () => void;
  /** Once, the first time the mail settles (delivered or failed for good). */
  onSettled?: (status: 'sent' | 'failed') => void;
};

export function MailDeliveryStatus({ mail, email, texts, title, onDismiss, onSettled }: TProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const trpc = useTRPC();
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
  const queryClient = useQueryClient();
  const resend = useMutation(
    trpc.mail.resend.mutationOptions({
      // Queued again: said at once (a refusal may come back before the next poll), then followed as before.
      onSuccess: (queued) => queryClient.setQueryData(trpc.mail.status.queryKey({ id: mail.id }), { ...queued, sentAt: null, failedAt: null }),
    }),
  );
  const status = state.data?.status ?? mail.status;
  const settled = status === 'sent' || status === 'failed' ? status : null;
  const settledOnce = useRef(false);
  useEffect(() => {
    if (!settled || settledOnce.current) return;
    settledOnce.current = true;
    onSettled?.(settled);
  }, [settled, onSettled]);

  const say = {
    onTheWay: texts?.onTheWay ?? t('mail.onTheWay', { email }),
    delivered: texts?.delivered ?? ((time: string) => t('mail.delivered', { email, time })),
    failed: texts?.failed ?? t('mail.failed', { email }),
    resend: texts?.resend ?? t('mail.resend'),
  };
  const trailing = onDismiss && <AlertDismissButton label={t('messages.dismiss')} onClick={onDismiss} />;
  const body = (sentence: string) =>
    title ? (
      <>
        <span className="block font-medium break-words">{title}</span>
        <span className="block break-words">{sentence}</span>
      </>
    ) : (
      sentence
    );

  if (status === 'sent')
    return (
      <FormAlert tone="success" trailing={trailing}>
        {body(say.delivered(formatDate(locale, state.data?.sentAt, true) ?? ''))}
      </FormAlert>
    );
  if (status === 'failed')
    return (
      <FormAlert
        tone="warning"
        trailing={trailing}
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
              {say.resend}
            </Button>
            {resend.isError && <span className="text-sm text-red-700">{errorMessage(resend.error)}</span>}
          </div>
        }
      >
        {body(say.failed)}
      </FormAlert>
    );
  return (
    <FormAlert tone="info" trailing={trailing}>
      {body(say.onTheWay)}
    </FormAlert>
  );
}
