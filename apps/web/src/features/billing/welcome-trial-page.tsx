// /welcome: the welcome to the 30-day trial, shown once after the profile is completed (docs/billing-api.md#states):
// its end date, what it includes, where to start and the plans. An account whose address already had a trial on an
// earlier account (trialAlreadyUsed, docs/billing-api.md#one-trial-per-address) gets a variant that says why it starts
// without one, with the plans as the main action. Opening it records the visit (profile.markTrialWelcomeSeen), so the
// session's user no longer has trialWelcomePending.
import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, FilePlus2, Gift, Info, Store, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { Button, Card, CardContent } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';

const INCLUDED = ['templates', 'send', 'waitingRoom', 'market'] as const;

export function WelcomeTrialPage() {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const trpc = useTRPC();
  const { user, setUser } = useAuth();
  const markSeen = useMutation(trpc.profile.markTrialWelcomeSeen.mutationOptions({ onSuccess: ({ user: updated }) => setUser(updated) }));

  const marked = useRef(false);
  const pending = Boolean(user?.trialWelcomePending);
  const { mutate } = markSeen;
  useEffect(() => {
    if (!pending || marked.current) return;
    marked.current = true;
    mutate();
  }, [pending, mutate]);

  const subscription = user?.subscription;
  if (subscription?.trialAlreadyUsed && subscription.status !== 'trial') return <WelcomeWithoutTrial firstName={user?.firstName ?? ''} />;
  const endDate = formatDate(locale, subscription?.trialEndsAt, false, 'long');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="rounded-2xl bg-gradient-to-br from-brand-50 via-white to-white px-6 py-8 ring-1 ring-brand-100 sm:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Gift className="size-4" aria-hidden="true" />
          {t('welcome.eyebrow')}
        </p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('welcome.title', { firstName: user?.firstName ?? '', days: TRIAL_DAYS })}
        </h1>
        {endDate && subscription?.status === 'trial' && (
          <p className="mt-3 text-base text-slate-700" data-testid="welcome-trial-end">
            {t('welcome.lead', { date: endDate })}
          </p>
        )}
      </header>

      <Card>
        <CardContent className="px-6 py-6 sm:px-8">
          <h2 className="text-lg font-semibold text-slate-900">{t('welcome.includedTitle')}</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {INCLUDED.map((key) => (
              <li key={key} className="flex gap-3 text-sm/6 text-slate-700">
                <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                  <Check aria-hidden="true" className="size-3" strokeWidth={3} />
                </span>
                {t(`welcome.included.${key}`)}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="px-6 py-6 sm:px-8">
          <h2 className="text-lg font-semibold text-slate-900">{t('welcome.startTitle')}</h2>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button asChild>
              <LocalizedLink to="/templates/create">
                <FilePlus2 aria-hidden="true" />
                {t('welcome.createTemplate')}
              </LocalizedLink>
            </Button>
            <Button asChild variant="outline">
              <LocalizedLink to="/market">
                <Store aria-hidden="true" />
                {t('welcome.market')}
              </LocalizedLink>
            </Button>
            <Button asChild variant="ghost">
              <LocalizedLink to="/subscription/pricing">
                <Tag aria-hidden="true" />
                {t('welcome.pricing')}
              </LocalizedLink>
            </Button>
          </div>
          <p className="mt-5 text-sm text-slate-600">{t('welcome.afterTrial')}</p>
          <p className="mt-3 text-sm">
            <LocalizedLink to="/home" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('welcome.continue')}
            </LocalizedLink>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}

/** The account starts without a trial: why, what a plan opens, the rest as after a trial (docs/billing-api.md#one-trial-per-address). */
function WelcomeWithoutTrial({ firstName }: { firstName: string }) {
  const { t } = useTranslation('billing');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="rounded-2xl bg-gradient-to-br from-amber-50 via-white to-white px-6 py-8 ring-1 ring-amber-200 sm:px-8">
        <p className="flex items-center gap-2 text-sm font-semibold tracking-wide text-amber-800 uppercase">
          <Info className="size-4" aria-hidden="true" />
          {t('welcomeNoTrial.eyebrow')}
        </p>
        <h1 className="mt-2 text-2xl font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
          {t('welcomeNoTrial.title', { firstName })}
        </h1>
        <p className="mt-3 text-base text-slate-700" data-testid="welcome-no-trial">
          {t('welcomeNoTrial.lead')}
        </p>
      </header>

      <Card>
        <CardContent className="px-6 py-6 sm:px-8">
          <h2 className="text-lg font-semibold text-slate-900">{t('welcomeNoTrial.plansTitle')}</h2>
          <p className="mt-2 text-sm/6 text-slate-700">{t('welcomeNoTrial.plansText')}</p>
          <div className="mt-4">
            <Button asChild>
              <LocalizedLink to="/subscription/pricing">
                <Tag aria-hidden="true" />
                {t('welcomeNoTrial.choosePlan')}
              </LocalizedLink>
            </Button>
          </div>
          <p className="mt-5 text-sm text-slate-600">{t('welcomeNoTrial.rest')}</p>
          <p className="mt-3 text-sm">
            <LocalizedLink to="/home" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
              {t('welcomeNoTrial.continue')}
            </LocalizedLink>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
