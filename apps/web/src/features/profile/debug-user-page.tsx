// /debug/user: the signed-in user's record as profile.get returns it (never a secret), to check a session by eye.
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, Spinner } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { errorMessageKey } from '../../lib/errors';
import { formatDate, fullName } from '../../lib/format';
import type { TProfile } from '../../lib/api-types';
import { useProfileQuery } from './use-profile';
import { pageNameKey } from '../../routes/page-title';

type TRow = [label: string, value: string];

function useRows(profile: TProfile): TRow[] {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const text = (value: string | null | undefined) => (value ? value : '—');
  return [
    [t('debugUser.id'), String(profile.id)],
    [t('debugUser.name'), fullName(profile)],
    [t('debugUser.email'), profile.email],
    [t('debugUser.role'), t(`profile:roles.${profile.role}`)],
    [t('debugUser.administrator'), yesNo(profile.isAdministrator)],
    [t('debugUser.profileCompleted'), yesNo(profile.profileCompleted)],
    [t('debugUser.interfaceLanguage'), t(`language.names.${profile.interfaceLanguage}`)],
    [t('profile:fields.phone'), text(profile.phone)],
    [t('profile:fields.profession'), profile.profession ? t(`profile:professions.${profile.profession}`) : '—'],
    [t('profile:fields.customProfession'), text(profile.customProfession)],
    [
      t('profile:fields.specialties'),
      profile.specialties.length ? profile.specialties.map((key) => t(`profile:specialties.${key}`, { defaultValue: key })).join(', ') : '—',
    ],
    [t('profile:fields.registrationNumber'), text(profile.registrationNumber)],
    [t('profile:fields.workAddress'), text(profile.workAddress)],
    [t('profile:preferences.notifications'), yesNo(profile.emailNotifications)],
    [t('profile:preferences.alerts'), yesNo(profile.alertEmails)],
    [t('profile:debug.createdAt'), text(formatDate(locale, profile.createdAt, true, 'long'))],
    [t('profile:debug.lastLoginAt'), text(formatDate(locale, profile.lastLoginAt, true, 'long'))],
    [t('profile:debug.hasPassword'), yesNo(profile.hasPassword)],
    [t('profile:debug.googleLinked'), yesNo(profile.googleLinked)],
    [t('profile:twoFactor.title'), yesNo(profile.twoFactorEnabled)],
    [t('profile:debug.backupCodesLeft'), String(profile.backupCodesLeft)],
    [t('profile:debug.patients'), String(profile.counts.patients)],
    [t('profile:debug.sentForms'), String(profile.counts.sentForms)],
    [t('profile:debug.privateTemplates'), String(profile.counts.privateTemplates)],
  ];
}

function Rows({ profile }: { profile: TProfile }) {
  const rows = useRows(profile);
  return (
    <dl className="mt-4 divide-y divide-slate-100 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="grid grid-cols-1 gap-1 py-2.5 sm:grid-cols-3 sm:gap-4">
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-mono break-words text-slate-900 sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function DebugUserPage() {
  const { t } = useTranslation();
  const query = useProfileQuery();
  return (
    <Card>
      <CardContent>
        <h1 className="text-xl font-semibold text-slate-900">{t(pageNameKey('DebugUser'))}</h1>
        {query.isPending && (
          <div className="flex justify-center py-10">
            <Spinner className="size-6 text-brand-600" label={t('loading')} />
          </div>
        )}
        {query.isError && (
          <div role="alert" className="mt-4 flex flex-col items-start gap-3 text-sm text-red-800">
            <p>{t(errorMessageKey(query.error))}</p>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('errors:generic.retry')}
            </Button>
          </div>
        )}
        {query.isSuccess && <Rows profile={query.data.profile} />}
      </CardContent>
    </Card>
  );
}
