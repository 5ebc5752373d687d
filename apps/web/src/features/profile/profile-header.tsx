// Top of the profile page: who the account is, its plan, and when it was created and last used.
import { CalendarDays, Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeVariant } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { formatDate, fullName } from '../../lib/format';
import type { TProfile } from '../../lib/api-types';

const ROLE_BADGES: Record<TProfile['role'], BadgeVariant> = { trial: 'accent', member: 'brand', client: 'neutral', administrator: 'brand-solid' };

export function ProfileHeader({ profile }: { profile: TProfile }) {
  const { t } = useTranslation('profile');
  const locale = useLocale();
  const initials = `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase();
  const createdAt = formatDate(locale, profile.createdAt, false, 'long');
  const lastLoginAt = formatDate(locale, profile.lastLoginAt, true, 'long');
  const profession =
    profile.profession === 'other' && profile.customProfession
      ? profile.customProfession
      : profile.profession
        ? t(`professions.${profile.profession}`)
        : null;

  return (
    <section
      aria-label={t('header.label')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:p-6"
    >
      <span
        className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-brand-700 text-lg font-semibold text-white shadow-sm"
        aria-hidden="true"
      >
        {initials}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate text-lg font-semibold text-slate-900">{fullName(profile)}</p>
          <Badge variant={ROLE_BADGES[profile.role]}>{t(`roles.${profile.role}`)}</Badge>
        </div>
        {profession && <p className="text-sm text-slate-600">{profession}</p>}
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-xs text-slate-500">
          <li className="flex min-w-0 items-center gap-1.5">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" />
            <span className="truncate">{profile.email}</span>
          </li>
          {createdAt && (
            <li className="flex items-center gap-1.5">
              <CalendarDays className="size-3.5 shrink-0" aria-hidden="true" />
              {t('header.memberSince', { date: createdAt })}
            </li>
          )}
          {lastLoginAt && (
            <li className="flex items-center gap-1.5">
              <Clock className="size-3.5 shrink-0" aria-hidden="true" />
              {t('header.lastLogin', { date: lastLoginAt })}
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
