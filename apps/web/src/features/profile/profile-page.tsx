// /profile: the practitioner's account, one card per concern (information, subscription, password, preferences, 2FA,
// sessions and sign-ins, deletion).
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui';
import { DangerZoneSection } from './danger-zone-section';
import { FormAlert } from '../../components/ui/form-alert';
import { PasswordSection } from './password-section';
import { PersonalInfoSection } from './personal-info-section';
import { PreferencesSection } from './preferences-section';
import { ProfileHeader } from './profile-header';
import { PROFILE_SECTIONS, ProfileSectionNav } from './profile-section-nav';
import { ProfileSkeleton } from './profile-skeleton';
import { SecuritySection } from './security-section';
import { SubscriptionSection } from './subscription-section';
import { TwoFactorSection } from './two-factor/two-factor-section';
import { useErrorMessage } from '../../lib/use-messages';
import { useProfileQuery } from './use-profile';

export function ProfilePage() {
  const { t } = useTranslation('profile');
  const errorMessage = useErrorMessage();
  const query = useProfileQuery();

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
      </div>
      {query.isPending ? (
        <ProfileSkeleton />
      ) : query.isError ? (
        <FormAlert
          tone="error"
          action={
            <Button variant="outline" size="sm" onClick={() => void query.refetch()} loading={query.isRefetching}>
              <RefreshCw aria-hidden="true" />
              {t('errors:generic.retry')}
            </Button>
          }
        >
          <p className="font-medium">{t('page.loadFailed')}</p>
          <p>{errorMessage(query.error)}</p>
        </FormAlert>
      ) : (
        <>
          <ProfileHeader profile={query.data.profile} />
          <div className="grid gap-6 lg:grid-cols-[13rem_minmax(0,1fr)] lg:items-start">
            <ProfileSectionNav sections={PROFILE_SECTIONS} />
            <div className="flex min-w-0 flex-col gap-6">
              <PersonalInfoSection profile={query.data.profile} />
              <SubscriptionSection />
              <PasswordSection profile={query.data.profile} />
              <PreferencesSection profile={query.data.profile} />
              <TwoFactorSection profile={query.data.profile} />
              <SecuritySection />
              <DangerZoneSection profile={query.data.profile} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
