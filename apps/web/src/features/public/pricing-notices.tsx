// Notes beside the plans (docs/billing-api.md#procedures): Stripe in test mode (no real money is charged), and for a
// practitioner on a trial the date of the first payment when subscribing now keeps the remaining trial days
// (billing.status trialCarriedUntil).
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';
import { useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';

/** A calm, always visible note: the payments of this server are Stripe test payments. */
export function TestModeNotice() {
  const { t } = useTranslation('pricing');
  return (
    <p
      role="note"
      data-testid="payments-test-mode"
      className="flex items-start gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700"
    >
      <FlaskConical aria-hidden="true" className="mt-1 size-4 shrink-0 text-slate-500" />
      <span>{t('billing.testMode')}</span>
    </p>
  );
}

/**
 * The instant the first payment is taken when subscribing now keeps the rest of the trial; null otherwise (no trial,
 * less than 48 h of it left, or the status not loaded). Asked only for a signed-in practitioner on a trial.
 */
export function useTrialCarriedUntil(enabled: boolean): string | null {
  const trpc = useTRPC();
  const status = useQuery({ ...trpc.billing.status.queryOptions(), enabled, retry: false });
  return enabled ? (status.data?.trialCarriedUntil ?? null) : null;
}

/** "Subscribing now keeps your remaining trial days: the first payment is on …", under the subscribe buttons. */
export function TrialCarriedNote({ id, until }: { id: string; until: string }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  return (
    <p
      id={id}
      data-testid="trial-carried-note"
      className="mx-auto mt-6 flex max-w-3xl items-start justify-center gap-2 text-sm font-medium text-brand-800 sm:text-center"
    >
      <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
      <span>{t('billing.trialCarried', { date: formatDate(locale, until, false, 'long') ?? until })}</span>
    </p>
  );
}
