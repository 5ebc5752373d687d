// Send a form to a patient: one of my templates, instructions, expiry, language, by email or as a link; then the link to copy.
// A template shared in one of my cabinets is sent through my own copy: cabinets.duplicateTemplate, then submissions.send
// with the copy's id (docs/cabinets-api.md: the original is not mine, so it cannot be sent).
import { useState } from 'react';
import { REMINDER_DEFAULT_DAYS, type TReminderDays } from '@praxiform/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, FormAlert } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { fullName } from '../../lib/format';
import { DeliveryChoice } from '../../components/submissions/delivery-choice';
import { ReminderChoice } from '../../components/submissions/reminder-choice';
import { useLinkOptionsForm } from '../../components/submissions/link-options-form';
import { LinkOptionsFields } from '../../components/submissions/link-options-fields';
import { LinkResultView } from '../../components/submissions/link-result';
import { TemplatePicker, type TSharedTemplateChoice } from '../../components/submissions/template-picker';
import type { TDelivery, TLinkResult, TPatientRecipient } from '../../lib/api-types';
import { useSubmissionRefresh } from '../../lib/use-submission-refresh';
import { SubscriptionRequiredNotice } from '../../components/subscription/subscribe-call';
import { useEntitled } from '../../components/subscription/use-entitlement';

type TProps = {
  patient: TPatientRecipient | null;
  onOpenChange: (open: boolean) => void;
  /** The new link, so the patient page can offer "copy link" again while it stays open. */
  onSent?: (result: TLinkResult) => void;
  /** Opened from the patient list: offer to open the patient's page afterwards. */
  showPatientLink?: boolean;
};

function SendForm({ patient, onOpenChange, onSent, showPatientLink }: TProps & { patient: TPatientRecipient }) {
  const { t } = useTranslation('submissions');
  const trpc = useTRPC();
  const refresh = useSubmissionRefresh();
  const errorMessage = useErrorMessage();
  const kit = useLinkOptionsForm(patient.preferredLanguage);
  const [delivery, setDelivery] = useState<TDelivery>('email');
  const [reminderDays, setReminderDays] = useState<TReminderDays>(REMINDER_DEFAULT_DAYS);
  const [result, setResult] = useState<{ link: TLinkResult; delivery: TDelivery } | null>(null);
  const [shared, setShared] = useState<TSharedTemplateChoice | null>(null);
  // The copy made for a shared template, kept so that a retry after a failed send does not copy it again.
  const [copy, setCopy] = useState<{ originalId: number; id: number; name: string } | null>(null);
  const queryClient = useQueryClient();
  const duplicate = useMutation(
    trpc.cabinets.duplicateTemplate.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(trpc.templates.list.pathFilter()),
    }),
  );

  const send = useMutation(
    trpc.submissions.send.mutationOptions({
      onSuccess: async (link, input) => {
        setResult({ link, delivery: input.delivery ?? 'email' });
        onSent?.(link);
        await refresh(patient.id);
      },
    }),
  );

  /** The id to send: mine as chosen, or my copy of the chosen shared template (made now unless made before). */
  const templateToSend = async (templateId: number): Promise<number | null> => {
    if (!shared || shared.templateId !== templateId) return templateId;
    if (copy?.originalId === templateId) return copy.id;
    try {
      const { template } = await duplicate.mutateAsync({ id: shared.cabinetId, templateId });
      setCopy({ originalId: templateId, id: template.id, name: template.name });
      return template.id;
    } catch {
      return null; // said by the alert below
    }
  };

  const submit = kit.submit(async (options) => {
    const templateId = await templateToSend(options.templateId);
    if (templateId !== null)
      send.mutate({ patientId: patient.id, ...options, templateId, delivery, ...(delivery === 'email' ? { reminderDays } : {}) });
  });

  if (result) {
    return (
      <div className="flex flex-col gap-5">
        {copy && <FormAlert tone="info">{t('send.copyAdded', { name: copy.name })}</FormAlert>}
        <LinkResultView result={result.link} delivery={result.delivery} email={patient.email} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {showPatientLink && (
            <Button asChild variant="outline">
              <LocalizedLink to={`/patients/${patient.id}`}>{t('send.openPatient')}</LocalizedLink>
            </Button>
          )}
          <Button onClick={() => onOpenChange(false)}>{t('send.done')}</Button>
        </div>
      </div>
    );
  }

  return (
    <form
      id={kit.formId}
      noValidate
      onSubmit={(event) => {
        send.reset();
        void submit(event);
      }}
      className="flex flex-col gap-5"
    >
      <TemplatePicker
        withShared
        value={kit.form.watch('templateId')}
        onChange={(templateId, sharedChoice) => {
          kit.setField('templateId', templateId);
          setShared(sharedChoice);
          duplicate.reset();
        }}
        error={kit.errorOf('templateId') ? t('send.errors.templateRequired') : undefined}
      />
      <LinkOptionsFields kit={kit} />
      <DeliveryChoice value={delivery} onChange={setDelivery} email={patient.email} />
      {delivery === 'email' && <ReminderChoice value={reminderDays} onChange={setReminderDays} />}
      {duplicate.isError && <FormAlert tone="error">{`${t('send.copyFailed')} ${errorMessage(duplicate.error)}`}</FormAlert>}
      {send.isError && <FormAlert tone="error">{errorMessage(send.error)}</FormAlert>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={send.isPending || duplicate.isPending}>
          {t('common:dialog.cancel')}
        </Button>
        <Button type="submit" loading={send.isPending || duplicate.isPending}>
          <Send aria-hidden="true" />
          {delivery === 'email' ? t('send.submitEmail') : t('send.submitLink')}
        </Button>
      </div>
    </form>
  );
}

export function SendFormDialog(props: TProps) {
  const { t } = useTranslation('submissions');
  const { patient, onOpenChange } = props;
  const entitled = useEntitled();
  return (
    <Dialog
      open={patient !== null}
      onOpenChange={onOpenChange}
      title={t('send.title')}
      description={patient ? t('send.to', { name: fullName(patient) }) : undefined}
      icon={<Send className="size-5" />}
    >
      {patient && (entitled ? <SendForm key={patient.id} {...props} patient={patient} /> : <SubscriptionRequiredNotice />)}
    </Dialog>
  );
}
