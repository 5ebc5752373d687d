// The subscription as the app shell shows it (docs/billing-api.md#states), read from the session's user: the trial
// badge in the header (discreet, then amber with a link to the plans in the last TRIAL_WARNING_DAYS days), and above
// every page a banner when a renewal payment failed (link to the Stripe portal), when a first payment awaits Stripe's
// confirmation, or when access has ended (call to subscribe; the data stays readable).
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Clock, Hourglass, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_WARNING_DAYS } from '@praxiform/domain';
import { useAuth, type TCurrentUser } from '../../lib/auth';

/** The session's subscription; a user read before it existed (an old session, a test fixture) has none. */
const subscriptionOf = (user: TCurrentUser | null) => user?.subscription as TCurrentUser['subscription'] | undefined;
import { errorMessageKey } from '../../lib/errors';
import { LocalizedLink } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';

const PRICING_PATH = '/subscription/pricing';

/**
 * "N days of trial left" while a trial runs; more visible, and a link to the plans, in its last days. The layout puts
 * it in the header from the `sm` width on, and above the page on phones (the header has no room there).
 */
export function TrialBadge({ testId = 'trial-badge' }: { testId?: string }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const subscription = subscriptionOf(user);
  if (!user || user.isAdministrator || subscription?.status !== 'trial' || subscription.trialDaysLeft === null) return null;
  const days = subscription.trialDaysLeft;
  const warning = days <= TRIAL_WARNING_DAYS;
  const shape = 'inline-flex min-h-8 items-center gap-1.5 rounded-full px-2.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';
  const label = t('subscription.trialBadge', { count: days });
  if (!warning) {
    return (
      <span data-testid={testId} data-warning="false" className={cn(shape, 'bg-slate-50 text-slate-600 ring-slate-200')}>
        <Clock className="size-3.5 shrink-0" aria-hidden="true" />
        {label}
      </span>
    );
  }
  return (
    <LocalizedLink
      to={PRICING_PATH}
      data-testid={testId}
      data-warning="true"
      className={cn(shape, 'bg-amber-100 text-amber-900 ring-amber-300 hover:bg-amber-200')}
    >
      <Clock className="size-3.5 shrink-0" aria-hidden="true" />
      {label}
      <span className="sr-only"> · {t('subscription.trialBadgeAction')}</span>
    </LocalizedLink>
  );
}

function PortalButton() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const portal = useMutation(trpc.billing.portal.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
  return (
    <div className="flex flex-col items-start gap-1">
      <Button size="sm" variant="outline" loading={portal.isPending || portal.isSuccess} onClick={() => portal.mutate()}>
        {t('subscription.paymentFailed.action')}
      </Button>
      {portal.isError ? (
        <p role="alert" className="font-medium text-red-700">
          {t(errorMessageKey(portal.error))}
        </p>
      ) : null}
    </div>
  );
}

/** A failed renewal (portal link) or an ended trial or subscription (call to subscribe), above the page. */
export function SubscriptionBanner() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const subscription = subscriptionOf(user);
  if (!user || user.isAdministrator || !subscription) return null;
  if (subscription.paymentFailed && subscription.entitled) {
    return (
      <section
        aria-labelledby="payment-failed-title"
        data-testid="payment-failed-banner"
        className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      >
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <div>
            <h2 id="payment-failed-title" className="font-semibold">
              {t('subscription.paymentFailed.title')}
            </h2>
            <p>{t('subscription.paymentFailed.text')}</p>
          </div>
          <PortalButton />
        </div>
      </section>
    );
  }
  if (subscription.entitled) return null;
  // A first payment Stripe has still to confirm (3-D Secure, a SEPA debit): what happens next, not "subscribe".
  if (subscription.paymentPending) {
    return (
      <section
        aria-labelledby="payment-pending-title"
        data-testid="payment-pending-banner"
        className="mb-6 flex items-start gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950"
      >
        <Hourglass className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />
        <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
          <div>
            <h2 id="payment-pending-title" className="font-semibold">
              {t('subscription.pending.title')}
            </h2>
            <p>{t('subscription.pending.text')}</p>
          </div>
          <Button asChild size="sm" variant="outline">
            <LocalizedLink to="/profile#subscription">{t('subscription.pending.action')}</LocalizedLink>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="subscription-ended-title"
      data-testid="subscription-ended-banner"
      className="mb-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Lock className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col items-start gap-2">
        <div>
          <h2 id="subscription-ended-title" className="font-semibold">
            {t(
              subscription.plan
                ? 'subscription.ended.subscriptionTitle'
                : // Started without a trial: its address had one (docs/billing-api.md#one-trial-per-address).
                  subscription.trialAlreadyUsed
                  ? 'subscription.ended.trialUsedTitle'
                  : 'subscription.ended.trialTitle',
            )}
          </h2>
          <p>{t('subscription.ended.text')}</p>
        </div>
        <Button asChild size="sm">
          <LocalizedLink to={PRICING_PATH}>{t('subscription.ended.action')}</LocalizedLink>
        </Button>
      </div>
    </section>
  );
}
