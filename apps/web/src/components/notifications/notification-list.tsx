// The notifications of the panel, newest first: a sentence, its age, an unread dot; each one opens what it is about. A
// completed form shows its band, and one with an alert answer stands out (docs/scores.md#alerts).
import { AlertTriangle, CheckCircle2, Share2, type LucideIcon, Bell, Building2, LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui';
import { LocalizedLink } from '../../lib/locale';
import { notificationSentence, notificationTarget } from './notification-text';
import type { TNotificationView } from '../../lib/api-types';
import { useAgeText } from '../../lib/use-age-text';
import { AlertBadge, BandBadge } from '../scores/band-badge';

const ICONS: Record<TNotificationView['kind'], LucideIcon> = {
  form_completed: CheckCircle2,
  template_shared: Share2,
  support_reply: LifeBuoy,
  cabinet_invite: Building2,
};

export function NotificationList({
  items,
  now,
  onOpen,
}: {
  items: readonly TNotificationView[];
  now: Date;
  onOpen: (notification: TNotificationView) => void;
}) {
  const { t } = useTranslation('submissions');
  const ageText = useAgeText(now);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
        <Bell className="size-8 text-slate-300" aria-hidden="true" />
        <p className="text-sm font-medium text-slate-900">{t('notifications.emptyTitle')}</p>
        <p className="text-sm text-slate-600">{t('notifications.emptyText')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('notifications.title')}>
      {items.map((notification) => {
        const alert = notification.alert;
        const Icon = alert ? AlertTriangle : (ICONS[notification.kind] ?? Bell);
        return (
          <li key={notification.id}>
            <LocalizedLink
              to={notificationTarget(notification)}
              onClick={() => onOpen(notification)}
              className={cn(
                'flex gap-3 px-4 py-3 outline-none hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset',
                !notification.read && 'bg-brand-50/50',
                alert && 'border-l-4 border-red-600 bg-red-50/60 pl-3',
              )}
              data-alert={alert || undefined}
            >
              <span
                className={cn(
                  'mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-full',
                  alert
                    ? 'bg-red-100 text-red-700'
                    : notification.kind === 'form_completed'
                      ? 'bg-emerald-50 text-emerald-600'
                      : 'bg-brand-50 text-brand-600',
                )}
                aria-hidden="true"
              >
                <Icon className="size-4" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className={cn('text-sm break-words text-slate-800', !notification.read && 'font-medium text-slate-900')}>
                  {notificationSentence(t, notification)}
                </span>
                {(alert || notification.band) && (
                  <span className="flex flex-wrap items-center gap-1.5 py-0.5">
                    {alert && <AlertBadge />}
                    <BandBadge band={notification.band} />
                  </span>
                )}
                <time dateTime={notification.createdAt} className="text-xs text-slate-500">
                  {ageText(notification.createdAt)}
                </time>
              </span>
              {!notification.read && (
                <span className="mt-2 size-2 shrink-0 rounded-full bg-brand-600">
                  <span className="sr-only">{t('notifications.unreadMarker')}</span>
                </span>
              )}
            </LocalizedLink>
          </li>
        );
      })}
    </ul>
  );
}
