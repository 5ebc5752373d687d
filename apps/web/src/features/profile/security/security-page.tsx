// /profile/security: the account's active sessions, its sign-ins and failed attempts of the last 90 days, and the new
// device alert (docs/access-log.md#sessions).
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/locale';
import { pageNameKey } from '../../../routes/page-title';
import { ActiveSessions } from './active-sessions';
import { NewDevicePreference } from './new-device-preference';
import { SignInHistory } from './sign-in-history';

export function SecurityPage() {
  const { t } = useTranslation('security');
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4">
        <LocalizedLink to="/profile" className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
          <ArrowLeft className="size-4" aria-hidden="true" />
          {t('page.back')}
        </LocalizedLink>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{t(`common:${pageNameKey('ProfileSecurity')}`)}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
        </div>
      </div>
      <div className="flex max-w-4xl flex-col gap-6">
        <ActiveSessions />
        <SignInHistory />
        <NewDevicePreference />
      </div>
    </div>
  );
}
