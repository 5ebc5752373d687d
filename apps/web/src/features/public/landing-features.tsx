// Landing features grid: what practitioners get, one card per product area.
import { FileDown, Link2, ListChecks, QrCode, ShieldCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui';
import { useLocale } from '../../lib/locale';
import { legalValues } from './legal-values';
import { SectionHeading } from './section-heading';

const FEATURES = [
  { key: 'builder', Icon: ListChecks },
  { key: 'links', Icon: Link2 },
  { key: 'waitingRoom', Icon: QrCode },
  { key: 'patients', Icon: FileDown },
  { key: 'sharing', Icon: Users },
  { key: 'security', Icon: ShieldCheck },
] as const;

export function LandingFeatures() {
  const { t } = useTranslation('landing');
  const values = legalValues(useLocale());

  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="features-title" eyebrow={t('features.eyebrow')} title={t('features.title')} lead={t('features.lead')} />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, Icon }) => (
            <li key={key} className="group rounded-2xl border border-slate-200 bg-white p-6 transition-shadow hover:shadow-md sm:p-7">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                <Icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-slate-900">{t(`features.items.${key}.title`)}</h3>
              <p className="mt-2 text-sm/6 text-slate-600">{t(`features.items.${key}.text`, values)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
