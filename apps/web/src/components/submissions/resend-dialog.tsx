// Resend a form: a new link replaces the old one (which stops working), by email or to copy; then the new link.
import { useState } from 'react';
import { reminderDaysOf, type TReminderDays } from '@praxiform/domain';
import { useMutation } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormAlert } from '../ui';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { DeliveryChoice } from './delivery-choice';
import { ReminderChoice } from './reminder-choice';
import { useExpiryForm } from './link-options-form';
import { ExpiryField } from './link-options-fields';
import { LinkResultView } from './link-result';
import type { TDelivery, TLinkResult, TSubmissionView } from '../../lib/api-types';
import { useSubmissionRefresh } from '../../lib/use-submission-refresh';
import { SubscriptionRequiredNotice } from '../subscription/subscribe-call';
import { useEntitled } from '../subscription/use-entitlement';

type TProps = { submission: TSubmissionView; email: string; onClose: () => void; onLink: (result: TLinkResult) => void };

function ResendForm({ submission, email, onClose, onLink }: TProps) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const refresh = useSubmissionRefresh();
  const errorMessage = useErrorMessage();
  const { today, form, formId, field, submit } = useExpiryForm();
  const [delivery, setDelivery] = useState<TDelivery>('email');
  // The reminder as chosen when the link was first sent.
  const [reminderDays, setReminderDays] = useState<TReminderDays>(() => reminderDaysOf(submission.reminder.days));
  const [result, setResult] = useState<{ link: TLinkResult; delivery: TDelivery } | null>(null);
  const resend = useMutation(
    trpc.submissions.resend.mutationOptions({
      onSuccess: async (link, input) => {
        setResult({ link, delivery: input.delivery ?? 'email' });
        onLink(link);
        await refresh(submission.patientId);
      },
    }),
  );

  const confirm = submit(
    ({ expiresOn }) => resend.mutate({ id: submission.id, expiresOn, delivery, ...(delivery === 'email' ? { reminderDays } : {}) }),
    () => resend.reset(),
  );

  if (result) {
    return (
      <div className="flex flex-col gap-5">
        <LinkResultView result={result.link} delivery={result.delivery} email={email} />
        <div className="flex justify-end">
          <Button onClick={onClose}>{t('send.done')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form id={formId} noValidate onSubmit={confirm} className="flex flex-col gap-5">
      <FormAlert tone="warning">{t('resend.warning')}</FormAlert>
      <ExpiryField {...field('expiresOn')} today={today} code={form.formState.errors.expiresOn?.message} />
      <DeliveryChoice value={delivery} onChange={setDelivery} email={email} />
      {delivery === 'email' && <ReminderChoice value={reminderDays} onChange={setReminderDays} />}
      {resend.isError && <FormAlert tone="error">{errorMessage(resend.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={resend.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={resend.isPending}>
          <RotateCw aria-hidden="true" />
          {t('resend.confirm')}
        </Button>
      </div>
    </form>
  );
}

export function ResendDialog(props: TProps) {
  const { t } = useTranslation('submissions');
  const entitled = useEntitled();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={t('resend.title')}
      description={t('resend.description', { form: props.submission.formName })}
      icon={<RotateCw className="size-5" />}
    >
      {entitled ? <ResendForm {...props} /> : <SubscriptionRequiredNotice />}
    </Dialog>
  );
}
