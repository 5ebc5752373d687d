// Landing hero: the promise to practitioners, the free-trial call to action and the product illustration.
import { ArrowRight, KeyRound, Server, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '@praxiform/domain';
import { Button, Container } from '../../components/ui';
import { LocalizedLink } from '../../lib/locale';
import { ProductVisual } from './product-visual';

const REASSURANCES = [
  { key: 'hosting', Icon: Server },
  { key: 'gdpr', Icon: ShieldCheck },
  { key: 'twoFactor', Icon: KeyRound },
] as const;

export function LandingHero() {
  const { t } = useTranslation('landing');

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[linear-gradient(to_right,var(--color-slate-200)_1px,transparent_1px),linear-gradient(to_bottom,var(--color-slate-200)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black_20%,transparent_70%)] bg-[size:3rem_3rem] opacity-50" />
      <Container className="grid items-center gap-14 pt-14 pb-16 sm:pt-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12 lg:pt-20 lg:pb-20">
        <div className="max-w-xl">
          <p className="inline-flex items-center gap-2 rounded-xl border border-brand-200 sm:rounded-full bg-white/80 px-3 py-1 text-xs font-medium text-brand-800 shadow-xs sm:text-sm">
            <span className="size-1.5 rounded-full bg-accent-500" />
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2rem] leading-tight font-semibold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-[3.25rem] lg:leading-[1.08]"
          >
            {t('hero.title')} <span className="text-brand-600">{t('hero.titleHighlight')}</span>
          </h1>
          <p className="mt-6 text-lg/8 text-pretty text-slate-600">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <Button asChild size="lg">
              <LocalizedLink to="/register">
                {t('hero.ctaPrimary', { days: TRIAL_DAYS })}
                <ArrowRight aria-hidden />
              </LocalizedLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href="#pricing">{t('hero.ctaSecondary')}</a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-600">
            {REASSURANCES.map(({ key, Icon }) => (
              <li key={key} className="flex items-center gap-2">
                <Icon aria-hidden className="size-4 text-brand-600" />
                {t(`hero.reassurance.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="px-2 sm:px-6 lg:px-0">
          <ProductVisual />
        </div>
      </Container>
    </section>
  );
}
