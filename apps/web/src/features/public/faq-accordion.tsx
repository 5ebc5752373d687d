// Accordion of FAQ entries, after the WAI-ARIA accordion pattern: each question a native button (Enter and Space open
// it) with aria-expanded, its answer a labelled region; the arrow keys, Home and End move between the questions. Every
// answer is in the page, hidden until opened, so that the prerendered HTML carries them (crawlers, link previews, the
// browser's find in page once opened; docs/architecture.md, "The guest pages").
import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/locale';
import type { TFaqItemId } from './faq-items';
import { legalValues } from './legal-values';

export type FaqAccordionProps = { items: readonly TFaqItemId[] };

const KEY_TARGETS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function FaqAccordion({ items }: FaqAccordionProps) {
  const { t } = useTranslation('faq');
  const values = legalValues(useLocale());
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<TFaqItemId>>(() => new Set());

  const toggle = (id: TFaqItemId) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = KEY_TARGETS[event.key];
    const triggers = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('h3 > button[aria-controls]')];
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (!target || index < 0) return;
    event.preventDefault();
    triggers[target(index, triggers.length)]?.focus();
  };

  return (
    <div onKeyDown={moveFocus} className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {items.map((id) => {
        const isOpen = open.has(id);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}-${id}-question`;
        const panelId = `${baseId}-${id}-answer`;
        return (
          <div key={id} data-state={state} className="group/item first:rounded-t-2xl last:rounded-b-2xl">
            <h3>
              <button
                type="button"
                id={triggerId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                data-state={state}
                onClick={() => toggle(id)}
                className="group flex w-full items-center justify-between gap-4 rounded-[inherit] px-5 py-4 text-left text-[0.95rem] font-medium text-slate-900 transition-colors hover:bg-slate-50 focus-visible:-outline-offset-2 sm:px-6"
              >
                {t(`items.${id}.question`, values)}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-brand-600"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              hidden={!isOpen}
              className="px-5 pb-5 text-[0.95rem]/7 text-slate-600 sm:px-6"
            >
              {t(`items.${id}.answer`, values)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
