// The /faq page: every question, grouped by topic, and a way to reach support.
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, Container } from '../../components/ui';
import { LocalizedLink, useLocale } from '../../lib/locale';
import { FaqAccordion } from './faq-accordion';
import { FAQ_GROUPS } from './faq-items';
import { CONTACT, legalValues } from './legal-values';

export function FaqPage() {
  const { t } = useTranslation('faq');
  const values = legalValues(useLocale());

  return (
    <div className="bg-white">
      <header className="border-b border-slate-200 bg-gradient-to-b from-brand-50/70 to-white">
        <Container size="narrow" className="py-12 text-center sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('page.eyebrow')}</p>
          <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">{t('page.title')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base/7 text-pretty text-slate-600">{t('page.subtitle', values)}</p>
        </Container>
      </header>

      <Container size="prose" className="space-y-12 py-12 sm:py-16">
        {FAQ_GROUPS.map((group) => (
          <section key={group.id} aria-labelledby={`faq-${group.id}`}>
            <h2 id={`faq-${group.id}`} className="mb-4 text-lg font-semibold tracking-tight text-slate-900">
              {t(`groups.${group.id}`)}
            </h2>
            <FaqAccordion items={group.items} />
          </section>
        ))}

        <aside className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white/10">
            <LifeBuoy aria-hidden className="size-6 text-brand-200" />
          </span>
          <div className="flex-1">
            <h2 className="text-lg font-semibold">{t('page.contactTitle')}</h2>
            <p className="mt-1 text-sm/6 text-brand-100">{t('page.contactText', values)}</p>
          </div>
          <Button asChild variant="inverse">
            <a href={`mailto:${CONTACT.supportEmail}`}>{t('page.contactCta')}</a>
          </Button>
        </aside>

        <p className="text-center text-sm text-slate-600">
          {t('page.ctaLead')}{' '}
          <LocalizedLink to="/register" className="font-medium text-brand-700 underline-offset-4 hover:underline">
            {t('page.cta', values)}
          </LocalizedLink>
        </p>
      </Container>
    </div>
  );
}
