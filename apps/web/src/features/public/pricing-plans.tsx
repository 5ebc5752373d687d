// The three subscription plans with locale-formatted prices, monthly equivalent and savings (landing and pricing page).
import { Check, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { Badge, Button, cn } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { formatEuros, formatPercent } from './format';
import { legalValues } from './legal-values';
import { bestValuePlan, planOffers, type TPlanOffer } from './pricing-math';

export function PricingPlans() {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const offers = planOffers();
  const best = bestValuePlan(offers);

  return (
    <div>
      <ul className="mx-auto grid max-w-md gap-6 md:max-w-none md:grid-cols-3 md:items-stretch">
        {offers.map((offer) => (
          <PlanCard key={offer.plan} offer={offer} highlighted={offer.plan === best} />
        ))}
      </ul>
      <p className="mx-auto mt-8 flex max-w-3xl items-start justify-center gap-2 text-sm text-slate-600 sm:text-center">
        <ShieldCheck aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
        <span>{t('trialNote', { days: TRIAL_DAYS, notice: legalValues(locale).cancellationNotice })}</span>
      </p>
    </div>
  );
}

function PlanCard({ offer, highlighted }: { offer: TPlanOffer; highlighted: boolean }) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const titleId = `plan-${offer.plan}-title`;
  const perks = ['features', 'cancel', 'support'] as const;

  return (
    <li
      aria-labelledby={titleId}
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
          {t(`plans.${offer.plan}.name`)}
        </h3>
        {offer.savings > 0 && (
          <Badge variant="accent" data-testid={`plan-${offer.plan}-savings-percent`}>
            {t('savingsPercent', { percent: formatPercent(locale, offer.savingsRatio) })}
          </Badge>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600 md:min-h-10">{t(`plans.${offer.plan}.description`)}</p>

      <p className="mt-6 flex items-baseline gap-x-1.5">
        <span className="text-4xl font-semibold tracking-tight text-slate-900" data-testid={`plan-${offer.plan}-price`}>
          {formatEuros(locale, offer.price)}
        </span>
        <span className="text-sm text-slate-500">{t(`plans.${offer.plan}.period`)}</span>
      </p>
      <p className="mt-1 text-xs text-slate-500">{t('taxIncluded')}</p>

      <div className="mt-3 min-h-10 text-sm">
        {offer.months > 1 ? (
          <>
            <p className="font-medium text-slate-800" data-testid={`plan-${offer.plan}-per-month`}>
              {t('perMonth', { amount: formatEuros(locale, offer.perMonth) })}
            </p>
            <p className="text-brand-700" data-testid={`plan-${offer.plan}-savings`}>
              {t('savingsAmount', { amount: formatEuros(locale, offer.savings) })}
            </p>
          </>
        ) : (
          <p className="text-slate-600">{t('monthlyNote')}</p>
        )}
      </div>

      <ul className="mt-6 space-y-2.5 border-t border-slate-100 pt-6 text-sm text-slate-700">
        <li className="flex gap-2.5">
          <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          {t(`plans.${offer.plan}.billing`, { months: offer.months })}
        </li>
        {perks.map((perk) => (
          <li key={perk} className="flex gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {t(`perks.${perk}`, legalValues(locale))}
          </li>
        ))}
      </ul>

      <div className="mt-auto pt-8">
        <Button asChild size="lg" variant={highlighted ? 'primary' : 'outline'} className="w-full">
          <LocalizedLink to="/register" aria-describedby={titleId}>
            {t('cta')}
          </LocalizedLink>
        </Button>
      </div>
    </li>
  );
}
