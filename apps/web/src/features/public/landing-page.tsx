// The public landing page (/): hero, features, steps, pricing, trust, FAQ teaser and closing call to action.
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { HydrateLater, KeepPrerendered } from '../../components/layout/keep-prerendered';
import { Container } from '../../components/ui';
import { CtaBand } from './cta-band';
import { FaqTeaser } from './faq-teaser';
import { LandingFeatures } from './landing-features';
import { LandingHero } from './landing-hero';
import { LandingSteps } from './landing-steps';
import { LandingTrust } from './landing-trust';
import { PricingPlans } from './pricing-plans';
import { SectionHeading } from './section-heading';

export function LandingPage() {
  const { t } = useTranslation('landing');

  return (
    <>
      <KeepPrerendered>
        <LandingHero />
      </KeepPrerendered>
      <KeepPrerendered>
        <LandingFeatures />
      </KeepPrerendered>
      <KeepPrerendered>
        <LandingSteps />
      </KeepPrerendered>
      <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
        <Container>
          <SectionHeading
            id="pricing-title"
            eyebrow={t('pricing.eyebrow')}
            title={t('pricing.title')}
            lead={t('pricing.lead', { days: TRIAL_DAYS })}
          />
          <div className="mt-14">
            <HydrateLater>
              <PricingPlans />
            </HydrateLater>
          </div>
        </Container>
      </section>
      <KeepPrerendered>
        <LandingTrust />
      </KeepPrerendered>
      <HydrateLater>
        <FaqTeaser />
      </HydrateLater>
      <KeepPrerendered>
        <CtaBand />
      </KeepPrerendered>
    </>
  );
}
