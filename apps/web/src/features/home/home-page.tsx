// /home: what a practitioner opens first each morning — a greeting, quick actions, and in one call
// (submissions.overview) the forms completed today, the waiting-room forms to assign and the links about to expire.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AnswersDialog } from '../../components/submissions/answers-dialog';
import { ResendDialog } from '../../components/submissions/resend-dialog';
import { ListError } from '../../components/lists/list-error';
import { useAuth } from '../../lib/auth';
import { useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useNow } from '../../lib/use-age-text';
import type { TSubmissionView } from '../../lib/api-types';
import { browserTimeZone, partOfDay } from './browser-time-zone';
import { CompletedToday } from './completed-today';
import { ExpiringLinks, type TExpiringLink } from './expiring-links';
import { QuickActions } from './quick-actions';
import { ToAssign } from './to-assign';

/** The lists follow the day while the page stays open (a patient may answer at any moment). */
const REFRESH_MS = 60_000;

function Greeting() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  const locale = useLocale();
  const now = useNow();
  const today = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(now);
  return (
    <div>
      <p className="text-sm font-medium text-brand-700 first-letter:uppercase">{today}</p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {t(`greeting.${partOfDay(now)}`, { name: user?.firstName ?? '' }).trim()}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('subtitle')}</p>
    </div>
  );
}

export function HomePage() {
  const { t } = useTranslation('home');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [timeZone] = useState(browserTimeZone);
  const query = useQuery({ ...trpc.submissions.overview.queryOptions({ timeZone }), refetchInterval: REFRESH_MS, refetchOnWindowFocus: true });
  const [answersOf, setAnswersOf] = useState<TSubmissionView | null>(null);
  const [resending, setResending] = useState<TExpiringLink | null>(null);
  const overview = query.data ?? null;

  return (
    <div className="flex flex-col gap-8">
      <Greeting />
      <QuickActions />
      {query.isError ? (
        <ListError title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2" aria-busy={query.isPending}>
          {query.isPending && (
            <span className="sr-only" role="status">
              {t('loading')}
            </span>
          )}
          <CompletedToday list={overview?.completedToday ?? null} onAnswers={setAnswersOf} className="lg:col-span-2" />
          <ToAssign list={overview?.waitingRoom ?? null} />
          <ExpiringLinks list={overview?.expiringSoon ?? null} onResend={setResending} />
        </div>
      )}
      <AnswersDialog submission={answersOf} onOpenChange={(open) => !open && setAnswersOf(null)} />
      {resending && (
        <ResendDialog
          submission={resending}
          email={resending.patientEmail}
          onClose={() => setResending(null)}
          onLink={() => void queryClient.invalidateQueries(trpc.submissions.overview.pathFilter())}
        />
      )}
    </div>
  );
}
