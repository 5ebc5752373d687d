// /subscription/success, where Stripe Checkout sends the practitioner back (docs/billing-api.md#procedures). The
// redirect proves nothing: the page polls billing.status every POLL_MS until the webhook has made the subscription
// active, then says so (and refreshes the session's user, so the banners and the read-only state go); after
// MAX_WAIT_MS it says the confirmation is taking longer, with a retry and the support.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Card, CardContent, Spinner } from '../../components/ui';
import { useAuth } from '../../lib/auth';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';

export const POLL_MS = 2_000;
export const MAX_WAIT_MS = 90_000;

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
    refetchInterval: (query) => (query.state.data?.status === 'active' || timedOut ? false : POLL_MS),
    refetchIntervalInBackground: true,
  });
  const active = status.data?.status === 'active';

  useEffect(() => {
    if (active) return;
    const timer = window.setTimeout(() => setTimedOut(true), MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [active, attempt]);

  // Once active: the session's user again (its subscription drives the shell's banners and the read-only state).
  const refreshed = useRef(false);
  useEffect(() => {
    if (!active || refreshed.current) return;
    refreshed.current = true;
    queryClient
      .fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 })
      .then(({ user }) => setUser(user))
      .catch(() => undefined);
  }, [active, queryClient, trpc, setUser]);

  const retry = () => {
    setTimedOut(false);
    setAttempt((current) => current + 1);
    void status.refetch();
  };

  if (active) {
    const plan = status.data?.plan;
    return (
      <StateLayout icon={<CircleCheck className="size-6" />} tone="success" title={t('success.title')}>
        <p data-testid="subscription-active">{plan ? t(`success.textPlan.${plan}`) : t('success.textNoPlan')}</p>
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
