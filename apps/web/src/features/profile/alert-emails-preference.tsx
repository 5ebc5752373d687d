// The "Alert emails" switch of the preferences (docs/scores.md#alert-mails): mails for a completed form with an answer that
// needs attention, sent even when routine emails are off. Turning it on is immediate; turning it off is confirmed first,
// since alerts will then only be seen in the app.
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { FormAlert } from '../../components/ui/form-alert';
import { Switch } from '../../components/ui/switch';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { useProfileCache } from './use-profile';

export function AlertEmailsPreference({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('profile');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const errorMessage = useErrorMessage();
  const switchId = useId();
  const labelId = useId();
  const hintId = useId();
  const [confirming, setConfirming] = useState(false);

  const setAlertEmails = useMutation(
    trpc.profile.setAlertEmails.mutationOptions({
      // Turning on is optimistic; turning off waits for the server, the confirmation dialog showing the progress.
      onMutate: ({ enabled: next }) => (next ? { previous: cache.patch({ alertEmails: true }) } : { previous: undefined }),
      onError: (_error, _input, context) => cache.restore(context?.previous),
      onSuccess: ({ alertEmails }) => {
        cache.patch({ alertEmails });
        setConfirming(false);
      },
    }),
  );

  // The dialog has no Radix trigger: once it closes, the focus goes back to the switch (after Radix's own focus
  // handling, which runs on a zero timer).
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) {
      wasConfirming.current = true;
      return;
    }
    if (!wasConfirming.current) return;
    wasConfirming.current = false;
    const timer = setTimeout(() => document.getElementById(switchId)?.focus(), 0);
    return () => clearTimeout(timer);
  }, [confirming, switchId]);

  const change = (next: boolean) => {
    if (setAlertEmails.isPending) return;
    setAlertEmails.reset();
    if (next) setAlertEmails.mutate({ enabled: true });
    else setConfirming(true);
  };

  return (
    <div className="flex flex-col gap-3 pt-5">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="text-sm font-medium text-slate-900">
            {t('preferences.alerts')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t('preferences.alertsHint')}
          </p>
        </div>
        <Switch id={switchId} checked={enabled} onCheckedChange={change} aria-labelledby={labelId} aria-describedby={hintId} />
      </div>
      {setAlertEmails.isError && !confirming && <FormAlert tone="error">{errorMessage(setAlertEmails.error)}</FormAlert>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (setAlertEmails.isPending) return;
          // Cancelled: the switch stays on, and a failure said in the dialog goes with it.
          if (!open) setAlertEmails.reset();
          setConfirming(open);
        }}
        title={t('preferences.alertsOff.title')}
        description={t('preferences.alertsOff.text')}
        confirmLabel={t('preferences.alertsOff.confirm')}
        onConfirm={() => setAlertEmails.mutate({ enabled: false })}
        pending={setAlertEmails.isPending}
        error={setAlertEmails.isError ? errorMessage(setAlertEmails.error) : null}
      />
    </div>
  );
}
