// Single and multiple choice: native radios and checkboxes (arrow keys, Space) on large, tappable option rows.
import type { TField } from '@praxiform/domain';
import { toggledOptions } from './answers';
import { radioGroupProps, type TControlProps } from './control-props';

const optionRow =
  'flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-slate-200 bg-white px-3.5 py-2.5 text-base leading-6 text-slate-800 transition-colors ' +
  'hover:border-slate-300 hover:bg-slate-50 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-950 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

const optionInput = 'size-5 shrink-0 accent-brand-600 focus-visible:outline-none';

function optionDomId(controlId: string, index: number): string {
  return `${controlId}-option-${index}`;
}

function options(field: TField) {
  return field.options ?? [];
}

export function RadioInput({ field, value, onAnswer, ids, describedBy, invalid, disabled }: TControlProps) {
  return (
    <div {...radioGroupProps({ field, ids, describedBy, invalid })} className="flex flex-col gap-2">
      {options(field).map((option, index) => (
        <label key={option.id} className={optionRow} htmlFor={optionDomId(ids.control, index)}>
          <input
            id={optionDomId(ids.control, index)}
            type="radio"
            name={ids.control}
            value={option.id}
            className={optionInput}
            checked={value === option.id}
            disabled={disabled}
            onChange={() => onAnswer(option.id)}
          />
          <span className="min-w-0 break-words">{option.label}</span>
        </label>
      ))}
    </div>
  );
}

export function CheckboxInput({ field, value, onAnswer, ids, invalid, disabled }: TControlProps) {
  const chosen = Array.isArray(value) ? value : [];
  return (
    <div className="flex flex-col gap-2">
      {options(field).map((option, index) => (
        <label key={option.id} className={optionRow} htmlFor={optionDomId(ids.control, index)}>
          <input
            id={optionDomId(ids.control, index)}
            type="checkbox"
            name={ids.control}
            value={option.id}
            className={optionInput}
            checked={chosen.includes(option.id)}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            onChange={() => onAnswer(toggledOptions(field, value, option.id))}
          />
          <span className="min-w-0 break-words">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
