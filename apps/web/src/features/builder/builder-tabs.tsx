// Narrow screens show one column at a time: add fields, the form, the selected field's settings.
import { Blocks, LayoutList, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui';
import { BUILDER_NS } from './builder-i18n';

export type TBuilderTab = 'add' | 'form' | 'edit';

const TABS = [
  { tab: 'add', icon: Blocks },
  { tab: 'form', icon: LayoutList },
  { tab: 'edit', icon: SlidersHorizontal },
] as const;

export function BuilderTabs({ tab, onTab }: { tab: TBuilderTab; onTab: (tab: TBuilderTab) => void }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <div className="sticky top-16 z-[5] -mx-4 bg-slate-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 xl:hidden">
      <div
        className="grid grid-cols-3 gap-1 rounded-xl border border-slate-200 bg-white p-1 shadow-xs"
        aria-label={t('builder.tabs.label')}
        role="group"
      >
        {TABS.map(({ tab: value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={tab === value}
            onClick={() => onTab(value)}
            className={cn(
              'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              tab === value ? 'bg-brand-600 text-white shadow-sm' : 'text-slate-600 hover:bg-slate-100',
            )}
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`builder.tabs.${value}`)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Classes of a column: hidden on narrow screens unless its tab is active, always shown on wide ones. */
export function columnClass(active: boolean): string {
  return cn('flex-col gap-4', active ? 'flex' : 'hidden', 'xl:flex');
}
