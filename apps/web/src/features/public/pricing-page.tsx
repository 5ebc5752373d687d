// The /subscription/pricing page: plans, comparison, everything included, and frequent questions.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { HydrateLater, KeepPrerendered } from '../../components/layout/keep-prerendered';
import { Container } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { FaqTeaser } from './faq-teaser';
import { legalValues } from './legal-values';
import { PricingComparison } from './pricing-comparison';
import { PricingPlans } from './pricing-plans';
import { SectionHeading } from './section-heading';

const INCLUDED = [
  'builder',
  'scoring',
  'links',
  'waitingRoom',
  'patients',
  'export',
  'market',
  'cabinets',
  'twoFactor',
  'hosting',
  'languages',
  'support',
] as const;

export function PricingPage() {
  const { t } = useTranslation('pricing');
  const values = legalValues(useLocale());

  return (
    <>
      <section aria-labelledby="pricing-page-title" className="bg-gradient-to-b from-brand-50 via-white to-white pt-14 pb-20 sm:pt-20 sm:pb-24">
        <Container>
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('page.eyebrow')}</p>
            <h1 id="pricing-page-title" className="mt-3 text-4xl font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl">
              {t('page.title')}
            </h1>
            <p className="mt-5 text-lg/8 text-pretty text-slate-600">{t('page.lead', { days: TRIAL_DAYS })}</p>
          </div>
          <div className="mt-14">
            <HydrateLater>
              <PricingPlans />
            </HydrateLater>
          </div>
        </Container>
      </section>

      <section aria-labelledby="included-title" className="border-y border-slate-200 bg-slate-50 py-20 sm:py-24">
        <Container>
          <SectionHeading id="included-title" eyebrow={t('included.eyebrow')} title={t('included.title')} lead={t('included.lead')} />
          <KeepPrerendered>
            <ul className="mx-auto mt-12 grid max-w-5xl gap-x-8 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
              {INCLUDED.map((key) => (
                <li key={key} className="flex gap-3 text-sm/6 text-slate-700">
                  <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-brand-600 text-white">
                    <Check aria-hidden className="size-3" strokeWidth={3} />
                  </span>
                  {t(`included.items.${key}`, values)}
                </li>
              ))}
            </ul>
          </KeepPrerendered>
          <div className="mx-auto mt-16 max-w-4xl">
            <h3 id="comparison-title" className="mb-4 text-lg font-semibold text-slate-900">
              {t('comparison.title')}
            </h3>
            <HydrateLater>
              <PricingComparison labelledBy="comparison-title" />
            </HydrateLater>
          </div>
        </Container>
      </section>

      <HydrateLater>
        <FaqTeaser />
      </HydrateLater>
    </>
  );
}
