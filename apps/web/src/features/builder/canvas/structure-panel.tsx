// The tree of fields with their conditional children under each option; a click selects the field.
import { CornerDownRight, ListTree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TField } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { Panel } from '../builder-ui';
import { FIELD_ICONS } from './field-icons';
import { BUILDER_NS } from '../builder-i18n';

type TTreeProps = { fields: readonly TField[]; selectedId: string | null; errorIds: ReadonlySet<string>; onSelect: (id: string) => void };

function FieldTree({ fields, selectedId, errorIds, onSelect }: TTreeProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <ul className="flex flex-col gap-0.5">
      {fields.map((field) => {
        const Icon = FIELD_ICONS[field.type];
        const selected = field.id === selectedId;
        const branches = (field.options ?? []).filter((o) => o.children.length > 0);
        return (
          <li key={field.id}>
            <button
              type="button"
              onClick={() => onSelect(field.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                selected ? 'bg-brand-50 font-medium text-brand-900' : 'text-slate-700 hover:bg-slate-100',
                errorIds.has(field.id) && 'text-red-700',
              )}
            >
              <Icon className="size-3.5 shrink-0 opacity-70" aria-hidden="true" />
              <span className="min-w-0 truncate">{field.title.trim() || t('builder.canvas.untitled')}</span>
            </button>
            {branches.length > 0 && (
              <ul className="ml-3 border-l border-slate-200 pl-2">
                {branches.map((option) => (
                  <li key={option.id} className="pt-1">
                    <p className="flex items-center gap-1 px-1 text-xs text-slate-500">
                      <CornerDownRight className="size-3" aria-hidden="true" />
                      <span className="truncate">{t('builder.structure.when', { option: option.label })}</span>
                    </p>
                    <FieldTree fields={option.children} selectedId={selectedId} errorIds={errorIds} onSelect={onSelect} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function StructurePanel(props: TTreeProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <Panel title={t('builder.structure.title')} icon={ListTree}>
      <nav aria-label={t('builder.structure.title')}>
        {props.fields.length === 0 ? <p className="text-sm text-slate-500">{t('builder.structure.empty')}</p> : <FieldTree {...props} />}
      </nav>
    </Panel>
  );
}
