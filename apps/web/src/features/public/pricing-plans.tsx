// The three subscription plans (landing and pricing page) with the amounts of their Stripe Prices (billing.plans,
// docs/billing-api.md#procedures) formatted in the page's language, the monthly equivalent and the savings; the
// action fits the visitor: register (signed out), subscribe through Stripe Checkout, or manage a running subscription.
// Without Stripe the plans show without amounts nor a pay button, and say so; Stripe in test mode is said too, and a
// trial kept by subscribing now is said under the buttons (pricing-notices.tsx).
import { useId } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, CreditCard, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_PLANS, TRIAL_DAYS, PLAN_MONTHS, type TSubscriptionPlan } from '@praxiform/domain';
import { Badge, Button, FormAlert, SkeletonBar, cn } from '../../components/ui';
import { useHydrated } from '../../components/layout/use-hydrated';
import { ListError } from '../../components/lists/list-error';
import { useAuth, type TCurrentUser } from '../../lib/auth';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { useTRPC } from '../../lib/trpc';
import { useErrorMessage } from '../../lib/use-messages';
import { formatPercent } from './format';
import { legalValues } from './legal-values';
import { TestModeNotice, TrialCarriedNote, useTrialCarriedUntil } from './pricing-notices';
import { bestValuePlan, formatMoney, planOffers, type TPlanOffer } from './pricing-math';

/** What the visitor can do on a plan card. */
type TPlanAction = { kind: 'register' } | { kind: 'subscribe' } | { kind: 'none' };

/** The plans query, shared by the cards and the comparison table (one request). */
export function usePlansQuery() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.billing.plans.queryOptions(), staleTime: 5 * 60_000 });
}

/** A plan card's content: its offer when priced, or just its name and rhythm when payments are not configured. */
type TPlanCard = { plan: TSubscriptionPlan; months: number; offer: TPlanOffer | null };

export function PricingPlans() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  // Signed out while hydrating the prerendered page (components/layout/use-hydrated.ts).
  const hydrated = useHydrated();
  const signedInUser = useAuth().user;
  const user = hydrated ? signedInUser : null;
  const query = usePlansQuery();
  const trpc = useTRPC();
  const checkout = useMutation(trpc.billing.checkout.mutationOptions({ onSuccess: ({ url }) => window.location.assign(url) }));
  const status = (user?.subscription as TCurrentUser['subscription'] | undefined)?.status;
  // billing.status needs a completed profile; only a running trial can be carried over.
  const carriedUntil = useTrialCarriedUntil(Boolean(user?.profileCompleted) && status === 'trial' && query.data?.configured === true);
  const carriedNoteId = useId();

  if (query.isError) {
    return (
      <div className="mx-auto max-w-2xl">
        <ListError title={t('billing.loadFailed')} error={query.error} onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </div>
    );
  }

  // While the plans load (and in the prerendered page, src/prerender/), the cards show with bars in place of the
  // amounts, each the height of the line it stands for, so nothing moves when the prices arrive.
  const loading = query.isPending;
  const configured = query.data?.configured ?? true;
  const offers = query.data?.configured ? planOffers(query.data.plans) : [];
  const best = bestValuePlan(offers);
  const cards: TPlanCard[] = SUBSCRIPTION_PLANS.map((plan) => ({
    plan,
    months: query.data?.plans.find((entry) => entry.plan === plan)?.months ?? PLAN_MONTHS[plan],
    offer: offers.find((offer) => offer.plan === plan) ?? null,
  }));
  const subscribed = status === 'active' || status === 'canceled';
  // A running subscription is managed from the profile (the note above the plans), not bought twice.
  const action: TPlanAction = !user ? { kind: 'register' } : configured && !subscribed ? { kind: 'subscribe' } : { kind: 'none' };
  // Leaving for Stripe: the buttons stay busy until the browser has gone.
  const busyPlan = checkout.isPending || checkout.isSuccess ? checkout.variables?.plan : undefined;

  return (
    <div>
      {loading && (
        <p role="status" data-testid="plans-loading" className="sr-only">
          {t('billing.loading')}
        </p>
      )}
      <div className="mx-auto mb-8 flex max-w-3xl flex-col gap-3 empty:hidden">
        {query.data?.testMode && <TestModeNotice />}
        {!configured && (
          <FormAlert tone="info">
            <span data-testid="payments-not-configured">{t('billing.notConfigured')}</span>
          </FormAlert>
        )}
        {user && subscribed && (
          <FormAlert
            tone="success"
            action={
              <Button asChild size="sm" variant="outline">
                <LocalizedLink to="/profile#subscription">{t('billing.manage')}</LocalizedLink>
              </Button>
            }
          >
            {t('billing.subscribed')}
          </FormAlert>
        )}
        {checkout.isError && (
          <FormAlert tone="error">
            <p className="font-medium">{t('billing.checkoutFailed')}</p>
            <p>{errorMessage(checkout.error)}</p>
          </FormAlert>
        )}
      </div>
      <ul className="mx-auto grid max-w-md gap-6 md:max-w-none md:grid-cols-3 md:items-stretch">
        {cards.map((card) => (
          <PlanCard
            key={card.plan}
            card={card}
            highlighted={card.plan === best}
            action={action.kind === 'subscribe' && !card.offer && !loading ? { kind: 'none' } : action}
            loading={loading}
            busy={busyPlan === card.plan}
            disabled={busyPlan !== undefined || loading}
            onSubscribe={() => checkout.mutate({ plan: card.plan })}
            describedBy={carriedUntil ? carriedNoteId : undefined}
          />
        ))}
      </ul>
      {action.kind === 'subscribe' && carriedUntil && <TrialCarriedNote id={carriedNoteId} until={carriedUntil} />}
      {!user && (
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('billing.signInPrompt')}{' '}
          <LocalizedLink to="/login" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('billing.signIn')}
          </LocalizedLink>
        </p>
      )}
      <p className="mx-auto mt-8 flex max-w-3xl items-start justify-center gap-2 text-sm text-slate-600 sm:text-center">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>
          {t('trialNote', { days: TRIAL_DAYS, notice: legalValues(locale).cancellationNotice })}
          {!user && <> {t('trialCarryOver')}</>}
        </span>
      </p>
    </div>
  );
}

/** The amounts' lines while the plans load: the price (text-4xl), the tax line (text-xs) and the monthly note. */
function PriceSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="mt-6 flex h-10 items-center">
        <SkeletonBar className="h-8 w-1/2" />
      </div>
      <div className="mt-1 flex h-4 items-center">
        <SkeletonBar className="h-3 w-1/4" />
      </div>
      <div className="mt-3 flex min-h-10 items-start pt-0.5">
        <SkeletonBar className="h-4 w-2/3" />
      </div>
    </div>
  );
}

function PlanCard({
  card,
  highlighted,
  action,
  loading,
  busy,
  disabled,
  onSubscribe,
  describedBy,
}: {
  card: TPlanCard;
  highlighted: boolean;
  action: TPlanAction;
  /** The amounts are not known yet: bars of their size instead. */
  loading: boolean;
  busy: boolean;
  disabled: boolean;
  onSubscribe: () => void;
  /** A note under the plans that concerns every subscribe button (the trial kept). */
  describedBy?: string;
}) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const { plan, months, offer } = card;
  const titleId = `plan-${plan}-title`;
  const perks = ['features', 'cancel', 'support'] as const;
  const money = (amount: number) => formatMoney(locale, amount, offer?.currency ?? 'EUR');

  return (
    <li
      aria-labelledby={titleId}
      data-testid={`plan-${plan}`}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 sm:p-7',
        highlighted ? 'shadow-xl ring-2 shadow-brand-900/10 ring-brand-600' : 'shadow-sm ring-1 ring-slate-200',
      )}
    >
      {highlighted && (
        <Badge variant="brand-solid" className="absolute -top-3 left-6">
          {t('bestValue')}
        </Badge>
      )}
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          {t(`plans.${plan}.name`)}
        </h3>
        {offer && offer.savings > 0 && (
          <Badge variant="accent" data-testid={`plan-${plan}-savings-percent`}>
            {t('savingsPercent', { percent: formatPercent(locale, offer.savingsRatio) })}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 md:min-h-10">{t(`plans.${plan}.description`)}</p>

      {loading && <PriceSkeleton />}
      {offer && (
        <>
          <p className="mt-6 flex items-baseline gap-x-1.5">
            <span className="text-4xl font-semibold tracking-tight text-slate-900" data-testid={`plan-${plan}-price`}>
              {money(offer.price)}
            </span>
            <span className="text-sm text-slate-500">{t(`plans.${plan}.period`)}</span>
          </p>
          <p className="mt-1 text-xs text-slate-500">{t('taxIncluded')}</p>

          <div className="mt-3 min-h-10 text-sm">
            {offer.months > 1 ? (
              <>
                <p className="font-medium text-slate-800" data-testid={`plan-${plan}-per-month`}>
                  {t('perMonth', { amount: money(offer.perMonth) })}
                </p>
                {offer.savings > 0 && (
                  <p className="text-brand-700" data-testid={`plan-${plan}-savings`}>
                    {t('savingsAmount', { amount: money(offer.savings) })}
                  </p>
                )}
              </>
            ) : (
              <p className="text-slate-600">{t('monthlyNote')}</p>
            )}
          </div>
        </>
      )}

      <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6 text-sm text-slate-700">
        <li className="flex gap-2.5">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {t(`plans.${plan}.billing`, { months })}
        </li>
        {perks.map((perk) => (
          <li key={perk} className="flex gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t(`perks.${perk}`, legalValues(locale))}
          </li>
        ))}
      </ul>

      {action.kind !== 'none' && (
        <div className="mt-auto pt-8">
          {action.kind === 'register' ? (
            <Button asChild size="lg" variant={highlighted ? 'primary' : 'outline'} className="w-full">
              <LocalizedLink to="/register" aria-describedby={titleId}>
                {t('cta')}
              </LocalizedLink>
            </Button>
          ) : (
            <Button
              size="lg"
              variant={highlighted ? 'primary' : 'outline'}
              className="w-full"
              loading={busy}
              disabled={disabled && !busy}
              onClick={onSubscribe}
              aria-describedby={describedBy ? `${titleId} ${describedBy}` : titleId}
              data-testid={`plan-${plan}-subscribe`}
            >
              <CreditCard aria-hidden="true" />
              {t('billing.subscribe')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
