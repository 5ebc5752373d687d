// "How it works": the three steps from template to answers.
import { ClipboardList, FileText, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '../../components/ui';
import { SectionHeading } from './section-heading';

const STEPS = [
  { key: 'create', Icon: ClipboardList },
  { key: 'send', Icon: Send },
  { key: 'collect', Icon: FileText },
] as const;

export function LandingSteps() {
  const { t } = useTranslation('landing');

  return (
    <section aria-labelledby="steps-title" className="border-y border-slate-200 bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="steps-title" eyebrow={t('steps.eyebrow')} title={t('steps.title')} lead={t('steps.lead')} />
        <ol className="relative mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          <span
            aria-hidden
            className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-brand-200 via-brand-300 to-brand-200 md:block"
          />
          {STEPS.map(({ key, Icon }, index) => (
            <li key={key} className="relative flex flex-col items-center text-center">
              <span className="relative grid size-14 place-items-center rounded-2xl bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden className="size-6" />
                <span className="absolute -top-2 -right-2 grid size-6 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white tabular-nums">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">{t(`steps.items.${key}.title`)}</h3>
              <p className="mt-2 max-w-xs text-sm/6 text-slate-600">{t(`steps.items.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}
