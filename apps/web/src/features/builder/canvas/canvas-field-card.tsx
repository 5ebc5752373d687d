// A field on the canvas: drag handle, how it looks, its actions, and its conditional fields nested under each option.
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Copy, CornerDownRight, GripVertical, Pencil, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TField } from '@praxiform/domain';
import { Badge, cn } from '../../../components/ui';
import { IconButton } from '../builder-ui';
import { useCanvas } from './canvas-context';
import { FIELD_ICONS } from './field-icons';
import { FieldLook } from './field-look';
import { SortableFieldList } from './sortable-field-list';
import { useBuilderMessage } from '../use-builder-message';
import { BUILDER_NS } from '../builder-i18n';

export function CanvasFieldCard({ field, index, count }: { field: TField; index: number; count: number }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const canvas = useCanvas();
  const message = useBuilderMessage();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.id });
  const selected = canvas.selectedId === field.id;
  const fieldErrors = canvas.errors.fields[field.id];
  const firstError = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
  const title = field.title.trim() || t('builder.canvas.untitled');
  const Icon = FIELD_ICONS[field.type];
  const branches = (field.options ?? []).filter((o) => o.children.length > 0);

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-field-id={field.id}
      className={cn(
        'relative rounded-xl border bg-white shadow-xs transition-shadow',
        selected ? 'border-brand-500 ring-3 ring-brand-500/15' : 'border-slate-200 hover:border-slate-300',
        firstError && 'border-red-400 ring-3 ring-red-500/10',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <div className="flex items-center gap-1 px-2 pt-2 sm:gap-2 sm:px-3">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('builder.canvas.dragHandle', { title, position: index + 1, total: count })}
          className="inline-flex size-8 shrink-0 cursor-grab touch-none pointer-coarse:size-11 items-center justify-center rounded-lg text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        >
          <GripVertical className="size-4" aria-hidden="true" />
        </button>
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5 overflow-hidden">
          <Badge variant="neutral" className="gap-1">
            <Icon className="size-3" aria-hidden="true" />
            {t(`fieldTypes.${field.type}`)}
          </Badge>
          {field.practitionerOnly && (
            <Badge variant="accent">
              <ShieldCheck className="size-3" aria-hidden="true" />
              {t('builder.canvas.practitionerOnly')}
            </Badge>
          )}
        </span>
        <div className="flex shrink-0 items-center">
          <IconButton icon={Pencil} label={t('builder.canvas.edit', { title })} onClick={() => canvas.edit(field.id)} className="xl:hidden" />
          <IconButton icon={ArrowUp} label={t('builder.canvas.moveUp', { title })} disabled={index === 0} onClick={() => canvas.move(field.id, -1)} />
          <IconButton
            icon={ArrowDown}
            label={t('builder.canvas.moveDown', { title })}
            disabled={index === count - 1}
            onClick={() => canvas.move(field.id, 1)}
          />
          <IconButton icon={Copy} label={t('builder.canvas.duplicate', { title })} onClick={() => canvas.duplicate(field.id)} />
          <IconButton icon={Trash2} tone="danger" label={t('builder.canvas.delete', { title })} onClick={() => canvas.remove(field.id)} />
        </div>
      </div>
      <button
        type="button"
        onClick={() => canvas.select(field.id)}
        aria-pressed={selected}
        aria-label={t('builder.canvas.select', { title })}
        className="block w-full rounded-b-xl px-4 pt-1 pb-4 text-left focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-5"
      >
        <span data-field-title="" className="block text-[0.9375rem] font-medium break-words text-slate-900">
          {title}
          {field.required && (
            <span className="ml-0.5 text-red-600" aria-label={t('builder.canvas.required')}>
              *
            </span>
          )}
        </span>
        {field.helpText?.trim() && <span className="mt-0.5 block text-xs text-slate-500">{field.helpText}</span>}
        <span className="mt-2.5 block">
          <FieldLook field={field} scoring={canvas.scoring} />
        </span>
      </button>
      {firstError && <p className="px-4 pb-3 text-sm text-red-700">{message(firstError)}</p>}
      {branches.length > 0 && (
        <div className="flex flex-col gap-3 border-t border-slate-100 bg-slate-50/60 px-2 py-3 sm:px-4">
          {branches.map((option) => (
            <div key={option.id} className="flex flex-col gap-2">
              <p className="flex items-center gap-1.5 text-xs font-medium text-brand-800">
                <CornerDownRight className="size-3.5" aria-hidden="true" />
                {t('builder.canvas.when', { option: option.label })}
              </p>
              <div className="border-l-2 border-brand-200 pl-2 sm:pl-3">
                <SortableFieldList fields={option.children} />
              </div>
            </div>
          ))}
        </div>
      )}
    </li>
  );
}
