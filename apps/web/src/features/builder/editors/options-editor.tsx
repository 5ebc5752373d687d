// Options of a radio, checkbox or select field: add, rename, reorder, delete, mark as alert (docs/scores.md#alerts), and
// points when scoring is on.
import { useRef, useState } from 'react';
import { ArrowDown, ArrowUp, BellRing, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, type TField, type TFieldOption } from '@praxiform/domain';
import { Button, ConfirmDialog, cn } from '../../../components/ui';
import { inputClassName } from '../../../components/ui/form-field';
import { IconButton } from '../builder-ui';
import { newOption } from '../state/field-factory';
import { moveOption, removeOption, renameOption, setOptionAlert, setOptionPoints } from '../state/option-list';
import { useBuilderMessage } from '../use-builder-message';
import { BUILDER_NS } from '../builder-i18n';

export type TOptionsEditorProps = {
  field: TField;
  scoring: boolean;
  errors: Partial<Record<string, string>>;
  makeId: () => string;
  onChange: (options: TFieldOption[]) => void;
};

export function OptionsEditor({ field, scoring, errors, makeId, onChange }: TOptionsEditorProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const message = useBuilderMessage();
  const listRef = useRef<HTMLOListElement>(null);
  const options = field.options ?? [];
  const listError = message(errors.options);
  // An option with conditional questions under it: deleting it deletes them too, so ask first.
  const [pendingDelete, setPendingDelete] = useState<TFieldOption | null>(null);

  const add = () => {
    onChange([...options, newOption(t('builder.options.defaultLabel', { n: options.length + 1 }), makeId)]);
    // Focus the new option's label so typing can start at once.
    window.setTimeout(() => listRef.current?.querySelector<HTMLInputElement>('li:last-child input')?.select(), 0);
  };
  const remove = (option: TFieldOption) => {
    if (option.children.length > 0) {
      setPendingDelete(option);
      return;
    }
    onChange(removeOption(options, option.id));
  };

  return (
    <fieldset className="flex flex-col gap-2" data-invalid={listError ? 'true' : undefined} tabIndex={listError ? -1 : undefined}>
      <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-medium text-slate-800">
        <span>{t('builder.options.title')}</span>
      </legend>
      <ol ref={listRef} className="flex flex-col gap-2">
        {options.map((option, index) => {
          const labelError = message(errors[`option:${option.id}`]);
          return (
            <li key={option.id} className="flex flex-col gap-1">
              <div className={cn('flex flex-wrap items-center gap-1.5', scoring && 'rounded-lg border border-slate-200 p-1.5')}>
                {/* The label and its alert mark stay on one line; with scoring, the points and moves go under them. */}
                <div className={cn('flex min-w-0 items-center gap-1.5', scoring ? 'basis-full' : 'flex-1')}>
                  <input
                    className={cn(inputClassName, 'w-auto min-w-0 flex-1')}
                    value={option.label}
                    maxLength={FIELD_LIMITS.titleMax}
                    aria-label={t('builder.options.label', { n: index + 1 })}
                    aria-invalid={labelError ? true : undefined}
                    onChange={(e) => onChange(renameOption(options, option.id, e.target.value))}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') {
                        e.preventDefault();
                        add();
                      }
                    }}
                  />
                  <IconButton
                    icon={BellRing}
                    label={t('builder.options.alert', { option: option.label || index + 1 })}
                    aria-pressed={option.alert === true}
                    data-testid="option-alert"
                    className={cn(option.alert === true && 'bg-red-50 text-red-700 ring-1 ring-red-200 hover:bg-red-100 hover:text-red-800')}
                    onClick={() => onChange(setOptionAlert(options, option.id, option.alert !== true))}
                  />
                </div>
                {scoring && (
                  <label className="mr-auto flex shrink-0 items-center gap-2 text-xs text-slate-600">
                    <span aria-hidden="true">{t('builder.options.pointsColumn')}</span>
                    <span className="block w-20">
                      <input
                        type="number"
                        inputMode="numeric"
                        step={1}
                        min={-1000}
                        max={1000}
                        className={cn(inputClassName, 'px-2 text-right')}
                        value={option.points ?? ''}
                        placeholder="0"
                        aria-label={t('builder.options.points', { option: option.label || index + 1 })}
                        onChange={(e) => onChange(setOptionPoints(options, option.id, e.target.value))}
                      />
                    </span>
                  </label>
                )}
                <IconButton
                  icon={ArrowUp}
                  label={t('builder.options.moveUp', { option: option.label })}
                  disabled={index === 0}
                  onClick={() => onChange(moveOption(options, option.id, -1))}
                />
                <IconButton
                  icon={ArrowDown}
                  label={t('builder.options.moveDown', { option: option.label })}
                  disabled={index === options.length - 1}
                  onClick={() => onChange(moveOption(options, option.id, 1))}
                />
                <IconButton
                  icon={Trash2}
                  tone="danger"
                  label={t('builder.options.delete', { option: option.label })}
                  onClick={() => remove(option)}
                />
              </div>
              {option.alert === true && (
                <p className="flex items-center gap-1 pl-1 text-xs text-red-700">
                  <BellRing className="size-3" aria-hidden="true" />
                  {t('builder.options.alertOn')}
                </p>
              )}
              {labelError && <p className="text-sm text-red-700">{labelError}</p>}
            </li>
          );
        })}
      </ol>
      {listError && <p className="text-sm text-red-700">{listError}</p>}
      <p className="text-xs leading-5 text-slate-500">{t('builder.options.alertHint')}</p>
      <Button variant="outline" size="sm" onClick={add} disabled={options.length >= FIELD_LIMITS.optionsMax} className="self-start">
        <Plus aria-hidden="true" />
        {t('builder.options.add')}
      </Button>
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={t('builder.options.confirmDeleteTitle')}
        description={pendingDelete ? t('builder.options.confirmDelete', { count: pendingDelete.children.length, option: pendingDelete.label }) : ''}
        confirmLabel={t('builder.options.confirmDeleteAction')}
        onConfirm={() => {
          if (pendingDelete) onChange(removeOption(options, pendingDelete.id));
          setPendingDelete(null);
        }}
      />
    </fieldset>
  );
}
