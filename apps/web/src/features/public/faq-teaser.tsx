// A few frequent questions with a link to the full FAQ (landing and pricing pages).
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { FaqAccordion } from './faq-accordion';
import { FAQ_TEASER_ITEMS } from './faq-items';
import { SectionHeading } from './section-heading';

export function FaqTeaser() {
  const { t } = useTranslation('faq');

  return (
    <section aria-labelledby="faq-teaser-title" className="bg-white py-20 sm:py-28">
      <Container size="prose">
        <SectionHeading id="faq-teaser-title" eyebrow={t('teaser.eyebrow')} title={t('teaser.title')} />
        <div className="mt-10">
          <FaqAccordion items={FAQ_TEASER_ITEMS} />
        </div>
        <p className="mt-8 text-center">
          <LocalizedLink to="/faq" className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('teaser.more')}
            <ArrowRight aria-hidden className="size-4" />
          </LocalizedLink>
        </p>
      </Container>
    </section>
  );
}
