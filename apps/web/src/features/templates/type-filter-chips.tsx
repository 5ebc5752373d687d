// Filter chips by template type, each with its count; "All" clears the filter. A chip is a toggle (aria-pressed).
import { useTranslation } from 'react-i18next';
import { TEMPLATE_TYPES, type TTemplateType } from '@praxiform/domain';
import { cn } from '../../components/ui';
import { useTemplateLabels } from '../../lib/use-template-labels';

type TChipsProps = {
  selected: TTemplateType | null;
  counts: Partial<Record<TTemplateType, number>> | undefined;
  onSelect: (type: TTemplateType | null) => void;
};

function chipClass(active: boolean): string {
  return cn(
    'inline-flex min-h-9 shrink-0 items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
    active ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50',
  );
}

function Count({ value, active }: { value: number | undefined; active: boolean }) {
  if (value === undefined) return null;
  return <span className={cn('rounded-full px-1.5 text-xs tabular-nums', active ? 'bg-white/20' : 'bg-slate-100 text-slate-600')}>{value}</span>;
}

export function TypeFilterChips({ selected, counts, onSelect }: TChipsProps) {
  const { t } = useTranslation('templates');
  const { typeLabel } = useTemplateLabels();
  const total = counts ? TEMPLATE_TYPES.reduce((sum, type) => sum + (counts[type] ?? 0), 0) : undefined;
  return (
    <div role="group" aria-label={t('list.filters.type')} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      <button type="button" className={chipClass(selected === null)} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        {t('list.filters.all')}
        <Count value={total} active={selected === null} />
      </button>
      {TEMPLATE_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={chipClass(selected === type)}
          aria-pressed={selected === type}
          onClick={() => onSelect(selected === type ? null : type)}
        >
          {typeLabel(type)}
          <Count value={counts?.[type]} active={selected === type} />
        </button>
      ))}
    </div>
  );
}
