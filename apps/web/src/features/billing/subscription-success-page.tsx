// /subscription/success, where Stripe Checkout sends the practitioner back (docs/billing-api.md#procedures). The
// redirect proves nothing: the page polls billing.status every POLL_MS until the webhook has made the subscription
// active, then says so (and refreshes the session's user, so the banners and the read-only state go); after
// MAX_WAIT_MS it says the confirmation is taking longer, with a retry and the support. A first payment still to
// confirm (paymentPending: 3-D Secure, a SEPA debit) is said as such, polled every PENDING_POLL_MS, with no time limit.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock, Hourglass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, Spinner } from '../../components/ui';
import type { TBillingStatus } from '../../lib/api-types';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { firstPaymentOn } from './first-payment';

export const POLL_MS = 2_000;
export const MAX_WAIT_MS = 90_000;
/** While the first payment awaits its confirmation, which may take days: slower, and never timed out. */
export const PENDING_POLL_MS = 10_000;

export function SubscriptionSuccessPage() {
  const { t } = useTranslation('billing');
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { setUser } = useAuth();
  // Bumped by "check again": a new waiting window.
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const status = useQuery({
    ...trpc.billing.status.queryOptions(),
    retry: false,
    refetchInterval: (query) => pollInterval(query.state.data, timedOut),
    refetchIntervalInBackground: true,
  });
  const active = status.data?.status === 'active';
  const pending = !active && status.data?.paymentPending === true;
  // The trial's end the checkout kept, as billing.status said it before the subscription became active.
  const [carriedUntil, setCarriedUntil] = useState<string | null>(null);
  const seenCarriedUntil = status.data?.trialCarriedUntil ?? null;
  if (seenCarriedUntil && seenCarriedUntil !== carriedUntil) setCarriedUntil(seenCarriedUntil);

  // The waiting window runs while nothing is known; a pending payment stops it (a new one starts if it ends unpaid).
  useEffect(() => {
    if (active || pending) return;
    const timer = window.setTimeout(() => setTimedOut(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [active, pending, attempt]);

  // Once pending, and once active: the session's user again (its subscription drives the shell's banners and the
  // read-only state).
  const refreshedFor = useRef<'pending' | 'active' | null>(null);
  const settledState = active ? 'active' : pending ? 'pending' : null;
  useEffect(() => {
    if (settledState === null || refreshedFor.current === settledState) return;
    refreshedFor.current = settledState;
    queryClient
      .fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 })
      .then(({ user }) => setUser(user))
      .catch(() => undefined);
  }, [settledState, queryClient, trpc, setUser]);

  const retry = () => {
    setTimedOut(false);
    setAttempt((current) => current + 1);
    void status.refetch();
  };

  if (active && status.data) {
    const plan = status.data.plan;
    const firstPayment = firstPaymentOn(status.data, carriedUntil);
    return (
      <StateLayout icon={<CircleCheck className="size-6" />} tone="success" title={t('success.title')}>
        <p data-testid="subscription-active">{plan ? t(`success.textPlan.${plan}`) : t('success.textNoPlan')}</p>
        {firstPayment && <FirstPaymentText at={firstPayment} />}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button asChild>
            <LocalizedLink to="/home">{t('success.openApp')}</LocalizedLink>
          </Button>
          <Button asChild variant="outline">
            <LocalizedLink to="/profile#subscription">{t('success.manage')}</LocalizedLink>
          </Button>
        </div>
      </StateLayout>
    );
  }

  if (pending) return <PaymentPending />;

  if (timedOut) {
    return (
      <StateLayout icon={<Clock className="size-6" />} tone="warning" title={t('success.slowTitle')}>
        <p>{t('success.slowText')}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={retry} data-testid="success-retry">
            {t('success.retry')}
          </Button>
          <Button asChild variant="outline">
            <LocalizedLink to="/support">{t('success.support')}</LocalizedLink>
          </Button>
        </div>
      </StateLayout>
    );
  }

  return (
    <StateLayout icon={<Spinner className="size-6" />} tone="neutral" title={t('success.activating')} busy>
      <p>{t('success.activatingText')}</p>
      {status.isError && (
        <p className="text-amber-800" data-testid="success-connection">
          {t('success.connection')}
        </p>
      )}
    </StateLayout>
  );
}

/** Every POLL_MS while nothing is known, every PENDING_POLL_MS while the first payment awaits its confirmation. */
function pollInterval(data: TBillingStatus | undefined, timedOut: boolean): number | false {
  if (data?.status === 'active') return false;
  if (data?.paymentPending) return PENDING_POLL_MS;
  return timedOut ? false : POLL_MS;
}

function FirstPaymentText({ at }: { at: string }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  return <p data-testid="success-first-payment">{t('success.firstPayment', { date: formatDate(locale, at, false, 'long') ?? at })}</p>;
}

/** The first payment awaits Stripe's confirmation: what happens next, and where to see it; the page may be closed. */
function PaymentPending() {
  const { t } = useTranslation('billing');
  return (
    <StateLayout icon={<Hourglass className="size-6" />} tone="neutral" title={t('success.pendingTitle')}>
      <div className="flex flex-col gap-2" data-testid="success-pending">
        <p>{t('success.pendingBank')}</p>
        <p>{t('success.pendingDebit')}</p>
        <p>{t('success.pendingNext')}</p>
      </div>
      <div className="mt-2 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline">
          <LocalizedLink to="/profile#subscription">{t('success.pendingProfile')}</LocalizedLink>
        </Button>
      </div>
    </StateLayout>
  );
}

const TONES = {
  success: 'bg-emerald-50 text-emerald-700 ring-emerald-100',
  warning: 'bg-amber-50 text-amber-700 ring-amber-100',
  neutral: 'bg-brand-50 text-brand-700 ring-brand-100',
} as const;

function StateLayout({
  icon,
  tone,
  title,
  busy = false,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardContent className="flex flex-col items-center gap-3 px-6 py-12 text-center text-sm leading-6 text-slate-600 sm:py-16">
        <span className={`inline-flex size-12 items-center justify-center rounded-xl ring-1 ${TONES[tone]}`} aria-hidden="true">
          {icon}
        </span>
        <div role="status" aria-busy={busy || undefined} className="flex flex-col items-center gap-3">
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{title}</h1>
          {children}
        </div>
      </CardContent>
    </Card>
  );
}
