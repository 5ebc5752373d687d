// The eleven field types: a click, Enter or Space adds one after the selected field (or at the end); they can also be dragged onto the canvas.
import { Blocks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type TFieldType } from '@praxiform/domain';
import { Panel } from '../builder-ui';
import { FIELD_ICONS } from './field-icons';
import { BUILDER_NS } from '../builder-i18n';

/** The drag payload type of a palette item (native HTML drag and drop onto the canvas). */
export const PALETTE_DRAG_TYPE = 'application/x-praxiform-field-type';

export function FieldPalette({ onAdd, hasSelection }: { onAdd: (type: TFieldType) => void; hasSelection: boolean }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  return (
    <Panel title={t('builder.palette.title')} icon={Blocks}>
      <p className="mb-3 text-xs leading-5 text-slate-500">{hasSelection ? t('builder.palette.hintAfter') : t('builder.palette.hintEnd')}</p>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-1">
        {FIELD_TYPES.map((type) => {
          const Icon = FIELD_ICONS[type];
          return (
            <li key={type}>
              <button
                type="button"
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.setData(PALETTE_DRAG_TYPE, type);
                  event.dataTransfer.effectAllowed = 'copy';
                }}
                onClick={() => onAdd(type)}
                aria-label={t('builder.palette.add', { type: t(`fieldTypes.${type}`) })}
                className="group flex min-h-10 w-full cursor-grab items-center gap-2.5 rounded-lg border border-slate-200 bg-white px-2.5 py-2 text-left text-sm text-slate-700 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 active:cursor-grabbing"
              >
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-600 group-hover:bg-white group-hover:text-brand-700">
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <span className="min-w-0 truncate">{t(`fieldTypes.${type}`)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
