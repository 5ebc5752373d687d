// The profile's Subscription section (#subscription, where the Stripe portal returns): status, plan, trial end, renewal
// or end date; choose a plan, cancel (access kept until the period's end, after a confirmation), resume, and the Stripe
// portal for payment methods and invoices (docs/billing-api.md). Every failure is said in words. A first payment still to
// confirm (3-D Secure, a SEPA debit) is said in place of the call to subscribe.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CreditCard, ExternalLink, RotateCcw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge, Button, ConfirmDialog, FormAlert, SkeletonBar, type BadgeVariant } from '../../components/ui';
import { ListError } from '../../components/lists/list-error';
import type { TBillingStatus } from '../../lib/api-types';
import { useAuth } from '../../lib/auth';
import { formatDate } from '../../lib/format';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { ProfileSection } from './profile-section';

const STATUS_BADGE: Record<TBillingStatus['status'], BadgeVariant> = {
  none: 'neutral',
  trial: 'brand',
  active: 'success',
  canceled: 'warning',
  expired: 'danger',
};

type TOutcome = { kind: 'canceled' | 'resumed' } | null;

export function SubscriptionSection() {
  const { t } = useTranslation('billing');
  const trpc = useTRPC();
  const query = useQuery(trpc.billing.status.queryOptions());

  return (
    <ProfileSection id="subscription" icon={CreditCard} title={t('section.title')} description={t('section.description')}>
      {query.isPending ? (
        <div role="status" className="flex flex-col gap-2" data-testid="subscription-loading">
          <span className="sr-only">{t('loading')}</span>
          <SkeletonBar className="h-4 w-1/3" />
          <SkeletonBar className="h-4 w-1/2" />
          <SkeletonBar className="h-9 w-48" />
        </div>
      ) : query.isError ? (
        <ListError title={t('section.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        <SubscriptionDetails status={query.data} />
      )}
    </ProfileSection>
  );
}

function SubscriptionDetails({ status }: { status: TBillingStatus }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const { user, setUser } = useAuth();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [outcome, setOutcome] = useState<TOutcome>(null);

  const date = (value: string | null) => formatDate(locale, value, false, 'long') ?? '—';

  /** The new state everywhere: this section, and the session's user (badge, banners, read-only state). */
  const apply = (next: TBillingStatus) => {
    queryClient.setQueryData(trpc.billing.status.queryKey(), next);
    if (user) {
      setUser({
        ...user,
        subscription: {
          status: next.status,
          plan: next.plan,
          trialEndsAt: next.trialEndsAt,
          trialDaysLeft: next.trialDaysLeft,
          currentPeriodEnd: next.currentPeriodEnd,
          cancelAtPeriodEnd: next.cancelAtPeriodEnd,
          paymentFailed: next.paymentFailed,
          entitled: next.entitled,
          trialAlreadyUsed: next.trialAlreadyUsed,
          paymentPending: next.paymentPending,
        },
      });
    }
  };

  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: (next) => {
        apply(next);
        setConfirmCancel(false);
        setOutcome({ kind: 'canceled' });
      },
    }),
  );
  const resume = useMutation(
    trpc.billing.resume.mutationOptions({
      onSuccess: (next) => {
        apply(next);
        setOutcome({ kind: 'resumed' });
      },
    }),
  );
  const portal = useMutation(trpc.billing.portal.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));

  const { configured } = status;
  const canCancel = configured && status.status === 'active' && !status.cancelAtPeriodEnd;
  const canResume = configured && status.canResume;
  // Already paying, the confirmation awaited: no second checkout.
  const canSubscribe = !status.paymentPending && (status.status === 'trial' || status.status === 'expired' || status.status === 'none');
  const rows: [string, string][] = [[t('section.plan'), status.plan ? t(`plans.${status.plan}`) : t('section.noPlan')]];
  if (status.status === 'trial') {
    const days = status.trialDaysLeft === null ? '' : ` (${t('section.trialDaysLeft', { count: status.trialDaysLeft })})`;
    rows.push([t('section.trialEnds'), `${date(status.trialEndsAt)}${days}`]);
  } else if (status.status === 'active') {
    rows.push([t('section.renews'), date(status.currentPeriodEnd)]);
  } else if (status.status === 'canceled') {
    rows.push([t('section.endsOn'), date(status.currentPeriodEnd)]);
  }

  const note = status.paymentPending
    ? null
    : status.status === 'trial'
      ? t('section.trialNote')
      : status.status === 'canceled'
        ? t('section.canceledNote', { date: date(status.currentPeriodEnd) })
        : // An administrator without a subscription is entitled all the same.
          (status.status === 'expired' || status.status === 'none') && !status.entitled
          ? t(status.status === 'none' && status.trialAlreadyUsed ? 'section.trialUsedNote' : 'section.expiredNote')
          : null;

  return (
    <div className="flex flex-col gap-5 text-sm" data-testid="subscription-details">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-600">{t('section.status')}</span>
        <Badge variant={STATUS_BADGE[status.status]} data-testid="subscription-status">
          {t(`statuses.${status.status}`)}
        </Badge>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>

      {status.paymentPending && (
        <FormAlert tone="info">
          <span data-testid="subscription-payment-pending">{t('section.paymentPending')}</span>
        </FormAlert>
      )}
      {status.paymentFailed && <FormAlert tone="warning">{t('section.paymentFailed')}</FormAlert>}
      {note && <p className="text-slate-600">{note}</p>}
      {!configured && <FormAlert tone="info">{t('section.notConfigured')}</FormAlert>}

      {outcome && (
        <FormAlert tone="success">
          {outcome.kind === 'canceled' ? t('section.canceled', { date: date(status.currentPeriodEnd) }) : t('section.resumed')}
        </FormAlert>
      )}
      {resume.isError && (
        <FormAlert tone="error">
          <p className="font-medium">{t('section.resumeFailed')}</p>
          <p>{errorMessage(resume.error)}</p>
        </FormAlert>
      )}
      {portal.isError && (
        <FormAlert tone="error">
          <p className="font-medium">{t('section.portalFailed')}</p>
          <p>{errorMessage(portal.error)}</p>
        </FormAlert>
      )}

      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {canSubscribe && configured && (
          <Button asChild>
            <LocalizedLink to="/subscription/pricing">{t('section.subscribe')}</LocalizedLink>
          </Button>
        )}
        {canResume && (
          <Button
            onClick={() => {
              setOutcome(null);
              resume.mutate();
            }}
            loading={resume.isPending}
          >
            <RotateCcw aria-hidden="true" />
            {t('section.resume')}
          </Button>
        )}
        {configured && status.hasCustomer && (
          <Button
            variant={status.paymentFailed ? 'primary' : 'outline'}
            onClick={() => portal.mutate()}
            loading={portal.isPending || portal.isSuccess}
          >
            <ExternalLink aria-hidden="true" />
            {t('section.portal')}
          </Button>
        )}
        {canCancel && (
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => {
              setOutcome(null);
              cancel.reset();
              setConfirmCancel(true);
            }}
          >
            <XCircle aria-hidden="true" />
            {t('section.cancel')}
          </Button>
        )}
      </div>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('section.cancelTitle')}
        description={t('section.cancelText', { date: date(status.currentPeriodEnd) })}
        confirmLabel={t('section.cancelConfirm')}
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        error={cancel.isError ? `${t('section.cancelFailed')} ${errorMessage(cancel.error)}` : null}
      />
    </div>
  );
}
