// "Sign-ins of the last 90 days" of the Security page (profile.signIns, newest first): each sign-in or failed attempt
// with its outcome (an icon of its own and words, not a colour alone), method, time, IP and browser, page after page.
import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { Ban, CheckCircle2, History, Lock, ShieldX, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ListError } from '../../../components/lists/list-error';
import { MorePagesList } from '../../../components/lists/more-pages-list';
import { Badge, SkeletonBar, cn } from '../../../components/ui';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/locale';
import { joinPages } from '../../../lib/more-pages';
import { useTRPC } from '../../../lib/trpc';
import type { TSignInEvent } from '../../../lib/api-types';
import { ProfileSection } from '../profile-section';

export const SIGN_INS_PAGE_SIZE = 20;

const OUTCOMES: Record<TSignInEvent['outcome'], { icon: LucideIcon; tone: string }> = {
  success: { icon: CheckCircle2, tone: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  failure: { icon: XCircle, tone: 'bg-red-50 text-red-700 ring-red-200' },
  two_factor_failure: { icon: ShieldX, tone: 'bg-red-50 text-red-700 ring-red-200' },
  locked: { icon: Lock, tone: 'bg-amber-50 text-amber-800 ring-amber-200' },
  blocked: { icon: Ban, tone: 'bg-red-50 text-red-700 ring-red-200' },
};

function SignInsSkeleton() {
  const { t } = useTranslation('security');
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only" role="status">
        {t('signIns.loading')}
      </span>
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3">
          <SkeletonBar className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <SkeletonBar className="h-4 w-40" />
            <SkeletonBar className="h-3 w-56 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

function SignInItem({ event }: { event: TSignInEvent }) {
  const { t } = useTranslation('security');
  const locale = useLocale();
  const { icon: Icon, tone } = OUTCOMES[event.outcome];
  const device = [event.browser, event.os].filter(Boolean).join(' · ');
  const failed = event.outcome !== 'success';
  return (
    <li
      tabIndex={-1}
      data-testid="sign-in-event"
      data-outcome={event.outcome}
      className="flex gap-3 py-3 outline-none first:pt-0 focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <span className={cn('inline-flex size-8 shrink-0 items-center justify-center rounded-full ring-1', tone)} aria-hidden="true">
        <Icon className="size-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('font-medium', failed ? 'text-red-800' : 'text-slate-900')}>{t(`signIns.outcomes.${event.outcome}`)}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
          <time dateTime={event.at}>{formatDate(locale, event.at, true)}</time>
          {event.method && (
            <Badge>
              <span className="sr-only">{`${t('signIns.method')} `}</span>
              {t(`signIns.methods.${event.method}`)}
            </Badge>
          )}
        </p>
        <p className="text-xs break-words text-slate-500">
          <span className="sr-only">{`${t('signIns.ip')} `}</span>
          {event.ip ?? t('signIns.unknown')}
          {device && (
            <>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">{` ${t('signIns.device')} `}</span>
              {device}
            </>
          )}
        </p>
      </div>
    </li>
  );
}

export function SignInHistory() {
  const { t } = useTranslation('security');
  const trpc = useTRPC();
  const [pages, setPages] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) => trpc.profile.signIns.queryOptions({ page: index + 1, pageSize: SIGN_INS_PAGE_SIZE })),
  });
  const list = joinPages(results, SIGN_INS_PAGE_SIZE);

  return (
    <ProfileSection id="sign-ins" icon={History} title={t('signIns.title')} description={t('signIns.description')}>
      {list.pending ? (
        <SignInsSkeleton />
      ) : list.error ? (
        <ListError title={t('signIns.loadFailed')} error={list.error} onRetry={list.retryLast} retrying={list.retrying} />
      ) : list.items.length === 0 ? (
        <p className="text-sm text-slate-600">{t('signIns.empty')}</p>
      ) : (
        <MorePagesList
          list={list}
          label={t('signIns.title')}
          onMore={() => setPages((count) => count + 1)}
          texts={{ loadFailed: t('signIns.loadFailed'), more: t('signIns.more'), shown: (shown, total) => t('signIns.shown', { shown, total }) }}
        >
          {list.items.map((event) => (
            <SignInItem key={event.id} event={event} />
          ))}
        </MorePagesList>
      )}
    </ProfileSection>
  );
}
