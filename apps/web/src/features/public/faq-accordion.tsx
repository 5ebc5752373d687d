// Accordion of FAQ entries (Radix: arrow keys move between questions, Enter/Space opens one).
import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import type { TFaqItemId } from './faq-items';
import { legalValues } from './legal-values';

export type FaqAccordionProps = { items: readonly TFaqItemId[] };

export function FaqAccordion({ items }: FaqAccordionProps) {
  const { t } = useTranslation('faq');
  const values = legalValues(useLocale());

  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((id) => (
        <Accordion.Item key={id} value={id} className="group/item first:rounded-t-2xl last:rounded-b-2xl">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-[inherit] px-5 py-4 text-left text-[0.95rem] font-medium text-slate-900 transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6">
                {t(`items.${id}.question`, values)}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-600"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-[0.95rem]/7 text-slate-600 sm:px-6">{t(`items.${id}.answer`, values)}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
