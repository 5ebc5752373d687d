// Trust section: who the product is for and how patient data is protected.
import { Globe, KeyRound, Link2, Server, ShieldCheck, UserCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROFESSIONS } from '@praxiform/domain';
import { Container } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { legalValues } from './legal-values';
import { SectionHeading } from './section-heading';

const POINTS = [
  { key: 'hosting', Icon: Server },
  { key: 'gdpr', Icon: ShieldCheck },
  { key: 'roles', Icon: UserCheck },
  { key: 'twoFactor', Icon: KeyRound },
  { key: 'tokens', Icon: Link2 },
  { key: 'languages', Icon: Globe },
] as const;

export function LandingTrust() {
  const { t } = useTranslation('landing');
  const values = legalValues(useLocale());

  return (
    <section aria-labelledby="trust-title" className="relative isolate overflow-hidden bg-brand-950 py-20 text-white sm:py-28">
      <div aria-hidden className="absolute -top-40 right-0 -z-10 size-[32rem] rounded-full bg-brand-600/25 blur-3xl" />
      <Container>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
          <div>
            <SectionHeading id="trust-title" align="left" tone="dark" eyebrow={t('trust.eyebrow')} title={t('trust.title')} lead={t('trust.lead')} />
            <p className="mt-8 text-sm font-medium text-brand-200">{t('trust.professionsLead')}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {PROFESSIONS.filter((profession) => profession !== 'other').map((profession) => (
                <li key={profession} className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm text-brand-50">
                  {t(`trust.professions.${profession}`)}
                </li>
              ))}
            </ul>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {POINTS.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl border border-white/10 bg-white/[0.04] p-5">
                <Icon aria-hidden className="size-5 text-accent-500" />
                <h3 className="mt-3 font-semibold">{t(`trust.points.${key}.title`)}</h3>
                <p className="mt-1.5 text-sm/6 text-brand-100/90">{t(`trust.points.${key}.text`, values)}</p>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
