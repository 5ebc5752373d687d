// Patients' links that expire within LINK_EXPIRING_SOON_DAYS: the patient (their file), the form, the expiry day and
// the resend action of the patient page.
import { CalendarCheck, RotateCw, TimerReset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LINK_EXPIRING_SOON_DAYS } from '@praxiform/domain';
import { Badge, Button } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import type { TSubmissionsOverview } from '../../lib/api-types';
import { CardEmpty, Initials, OverviewCard, ROW_LINK_CLASS, RowsSkeleton } from './overview-card';

type TList = TSubmissionsOverview['expiringSoon'];
export type TExpiringLink = TList['items'][number];

/** The link's last day: expiries are the end of a calendar day in UTC (docs/forms-api.md, `send`), read as that day. */
function expiryDay(locale: string, iso: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(iso));
}

function ExpiringRow({ item, onResend }: { item: TExpiringLink; onResend: (item: TExpiringLink) => void }) {
  const { t } = useTranslation('home');
  const locale = useLocale();
  const name = item.patientName ?? '';
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5" data-testid="expiring-row">
      <Initials name={item.patientName} />
      <LocalizedLink to={`/patients/${item.patientId ?? ''}`} className={ROW_LINK_CLASS}>
        <span className="row-title block truncate text-sm font-medium text-slate-900">{name}</span>
        <span className="block truncate text-sm text-slate-600">{item.formName}</span>
        {item.expiresAt && (
          <Badge variant="warning" className="mt-1">
            <time dateTime={item.expiresAt}>{t('expiring.expiresOn', { date: expiryDay(locale, item.expiresAt) })}</time>
          </Badge>
        )}
      </LocalizedLink>
      <Button variant="outline" size="sm" onClick={() => onResend(item)} aria-label={t('expiring.resendTo', { form: item.formName, name })}>
        <RotateCw aria-hidden="true" />
        <span className="hidden sm:inline">{t('expiring.resend')}</span>
      </Button>
    </li>
  );
}

export function ExpiringLinks({ list, onResend, className }: { list: TList | null; onResend: (item: TExpiringLink) => void; className?: string }) {
  const { t } = useTranslation('home');
  const days = list?.withinDays ?? LINK_EXPIRING_SOON_DAYS;
  let body;
  if (!list) body = <RowsSkeleton />;
  else if (list.items.length === 0)
    body = <CardEmpty icon={CalendarCheck} title={t('expiring.emptyTitle')} text={t('expiring.emptyText', { count: days })} />;
  else
    body = (
      <ul className="divide-y divide-slate-100">
        {list.items.map((item) => (
          <ExpiringRow key={item.id} item={item} onResend={onResend} />
        ))}
      </ul>
    );
  return (
    <OverviewCard
      id="expiring"
      icon={TimerReset}
      tone="amber"
      title={t('expiring.title')}
      description={t('expiring.description', { count: days })}
      total={list?.total ?? null}
      shown={list?.items.length ?? 0}
      seeAll={{ to: '/dashboard', label: t('expiring.seeAll') }}
      className={className}
    >
      {body}
    </OverviewCard>
  );
}
