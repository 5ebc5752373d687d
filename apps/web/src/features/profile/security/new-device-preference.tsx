// "New device alert" of the Security page (docs/access-log.md#new-device): the mail sent when a successful sign-in comes
// from a browser and system the account has not signed in from in 90 days. An optimistic switch, as the routine emails'
// (preferences-section.tsx): it moves at once and goes back if the server refuses.
import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { SkeletonBar } from '../../../components/ui';
import { Switch } from '../../../components/ui/switch';
import { useTRPC } from '../../../lib/trpc';
import { useErrorMessage } from '../../../lib/use-messages';
import { ProfileSection } from '../profile-section';
import { useProfileCache, useProfileQuery } from '../use-profile';

function NewDeviceSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const cache = useProfileCache();
  const errorMessage = useErrorMessage();
  const labelId = useId();
  const hintId = useId();

  const setNewDeviceEmails = useMutation(
    trpc.profile.setNewDeviceEmails.mutationOptions({
      onMutate: ({ enabled: next }) => ({ previous: cache.patch({ newDeviceEmails: next }) }),
      onError: (_error, _input, context) => cache.restore(context?.previous),
      onSuccess: (_result, { enabled: next }) => {
        cache.patch({ newDeviceEmails: next });
      },
    }),
  );

  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p id={labelId} className="text-sm font-medium text-slate-900">
            {t('newDevice.label')}
          </p>
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t('newDevice.hint')}
          </p>
        </div>
        <Switch
          checked={enabled}
          onCheckedChange={(next) => {
            if (!setNewDeviceEmails.isPending) setNewDeviceEmails.mutate({ enabled: next });
          }}
          aria-labelledby={labelId}
          aria-describedby={hintId}
        />
      </div>
      {setNewDeviceEmails.isError && <FormAlert tone="error">{errorMessage(setNewDeviceEmails.error)}</FormAlert>}
    </div>
  );
}

export function NewDevicePreference() {
  const { t } = useTranslation('security');
  const query = useProfileQuery();
  return (
    <ProfileSection id="new-device" icon={BellRing} title={t('newDevice.title')} description={t('newDevice.description')}>
      {query.data ? (
        <NewDeviceSwitch enabled={query.data.profile.newDeviceEmails} />
      ) : query.isError ? (
        <FormAlert tone="error">{t('profile:page.loadFailed')}</FormAlert>
      ) : (
        <div aria-busy="true" className="flex items-start justify-between gap-4">
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBar className="h-4 w-56 max-w-full" />
            <SkeletonBar className="h-3 w-72 max-w-full" />
          </div>
          <SkeletonBar className="h-7 w-12 rounded-full" />
        </div>
      )}
    </ProfileSection>
  );
}
