// The canvas: the fields in order as cards; an empty state; palette items dropped here are added at the end.
import { useState } from 'react';
import { LayoutList, MousePointerClick } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_TYPES, type TField, type TFieldType } from '@praxiform/domain';
import { cn } from '../../../components/ui';
import { Panel } from '../builder-ui';
import { PALETTE_DRAG_TYPE } from './field-palette';
import { SortableFieldList } from './sortable-field-list';
import { BUILDER_NS } from '../builder-i18n';

function droppedType(data: DataTransfer): TFieldType | null {
  const value = data.getData(PALETTE_DRAG_TYPE);
  return (FIELD_TYPES as readonly string[]).includes(value) ? (value as TFieldType) : null;
}

export function FieldCanvas({ fields, onDropType }: { fields: readonly TField[]; onDropType: (type: TFieldType) => void }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const [dropping, setDropping] = useState(false);
  return (
    <Panel
      title={t('builder.canvas.title')}
      icon={LayoutList}
      actions={<span className="text-xs text-slate-500">{t('builder.canvas.count', { count: fields.length })}</span>}
    >
      <div
        id="builder-canvas"
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDropping(true);
        }}
        onDragLeave={() => setDropping(false)}
        onDrop={(event) => {
          setDropping(false);
          const type = droppedType(event.dataTransfer);
          if (!type) return;
          event.preventDefault();
          onDropType(type);
        }}
        className={cn('rounded-xl transition-colors', dropping && 'bg-brand-50 outline-2 outline-dashed outline-brand-400 outline-offset-4')}
      >
        {fields.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-200 px-6 py-12 text-center">
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
              <MousePointerClick className="size-5" aria-hidden="true" />
            </span>
            <p className="font-medium text-slate-900">{t('builder.canvas.emptyTitle')}</p>
            <p className="max-w-sm text-sm leading-6 text-slate-600">{t('builder.canvas.emptyText')}</p>
          </div>
        ) : (
          <SortableFieldList fields={fields} />
        )}
      </div>
    </Panel>
  );
}
