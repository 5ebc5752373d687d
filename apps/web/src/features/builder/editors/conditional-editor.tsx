// Conditional fields: under an option of a choice field, ask another question when the patient chooses it.
import { useId, useState } from 'react';
import { GitBranch, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_LIMITS, FIELD_TYPES, type TField, type TFieldType } from '@praxiform/domain';
import { Button, cn } from '../../../components/ui';
import { inputClassName } from '../../../components/ui/form-field';
import { FIELD_ICONS } from '../canvas/field-icons';
import { childRefusal } from '../state/field-tree';
import { BUILDER_NS } from '../builder-i18n';

export type TConditionalEditorProps = {
  fields: readonly TField[];
  field: TField;
  onAddChild: (optionId: string, type: TFieldType) => void;
  onSelect: (id: string) => void;
};

function OptionBranch({
  fields,
  field,
  optionId,
  onAddChild,
  onSelect,
}: Omit<TConditionalEditorProps, 'field'> & { field: TField; optionId: string }) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const selectId = useId();
  const [type, setType] = useState<TFieldType>('text');
  const option = field.options?.find((o) => o.id === optionId);
  if (!option) return null;
  const refusal = childRefusal(fields, field.id, optionId);
  const hintId = `${selectId}-hint`;
  return (
    <li className="rounded-lg border border-slate-200 p-3">
      <p className="text-sm text-slate-800">{t('builder.conditional.when', { option: option.label.trim() || '…' })}</p>
      {option.children.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {option.children.map((child) => {
            const Icon = FIELD_ICONS[child.type];
            return (
              <li key={child.id}>
                <button
                  type="button"
                  onClick={() => onSelect(child.id)}
                  className="flex w-full items-center gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-left text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <Icon className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">{child.title.trim() || t('builder.canvas.untitled')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          {t('builder.conditional.typeLabel', { option: option.label })}
        </label>
        <select
          id={selectId}
          value={type}
          disabled={refusal !== null}
          onChange={(e) => setType(e.target.value as TFieldType)}
          className={cn(inputClassName, 'w-auto min-w-0 flex-1')}
        >
          {FIELD_TYPES.map((fieldType) => (
            <option key={fieldType} value={fieldType}>
              {t(`fieldTypes.${fieldType}`)}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="sm"
          disabled={refusal !== null}
          aria-describedby={refusal ? hintId : undefined}
          onClick={() => onAddChild(optionId, type)}
        >
          <Plus aria-hidden="true" />
          {t('builder.conditional.add')}
        </Button>
      </div>
      {refusal && (
        <p id={hintId} className="mt-2 text-xs text-slate-500">
          {t(`builder.conditional.refused.${refusal}`, { max: FIELD_LIMITS.depthMax })}
        </p>
      )}
    </li>
  );
}

export function ConditionalEditor(props: TConditionalEditorProps) {
  const { t } = useTranslation(BUILDER_NS, { nsMode: 'fallback' });
  const { fields, field } = props;
  const refusal = childRefusal(fields, field.id);
  return (
    <section aria-labelledby={`${field.id}-conditional`} className="flex flex-col gap-2">
      <h3 id={`${field.id}-conditional`} className="flex items-center gap-2 text-sm font-medium text-slate-800">
        <GitBranch className="size-4 text-brand-600" aria-hidden="true" />
        {t('builder.conditional.title')}
      </h3>
      {refusal === 'NOT_CHOICE' || refusal === 'NO_OPTIONS' ? (
        <p className="rounded-lg bg-slate-50 p-3 text-sm leading-6 text-slate-600">{t(`builder.conditional.refused.${refusal}`)}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {(field.options ?? []).map((option) => (
            <OptionBranch key={option.id} {...props} optionId={option.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
