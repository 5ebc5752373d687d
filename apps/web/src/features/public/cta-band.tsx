// Closing call to action: start the free trial.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { Button, Container } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';

export function CtaBand() {
  const { t } = useTranslation('landing');

  return (
    <section aria-labelledby="cta-title" className="bg-white pb-20 sm:pb-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
          <div aria-hidden className="absolute -bottom-24 -left-16 -z-10 size-72 rounded-full bg-accent-500/20 blur-3xl" />
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl">
            {t('cta.title')}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base/7 text-pretty text-brand-100">{t('cta.text', { days: TRIAL_DAYS })}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="inverse">
              <LocalizedLink to="/register">
                {t('hero.ctaPrimary', { days: TRIAL_DAYS })}
                <ArrowRight aria-hidden />
              </LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="inverse-ghost">
              <LocalizedLink to="/faq">{t('cta.secondary')}</LocalizedLink>
            </Button>
          </div>
        </div>
      </Container>
    </section>
  );
}
