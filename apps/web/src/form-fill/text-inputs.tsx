// Inputs typed in: text, long text, e-mail, number, date, and the drop-down list. 16 px text on phones (no zoom on iOS).
import { useTranslation } from 'react-i18next';
import { ANSWER_TEXT_MAX } from '@praxiform/domain';
import { cn } from '../components/ui/cn';
import { inputClassName } from '../components/ui/form-field';
import { textOf, type TControlProps } from './control-props';

function common({ field, ids, describedBy, invalid, disabled }: TControlProps) {
  return {
    id: ids.control,
    name: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': field.required || undefined,
    disabled,
  };
}

export function TextLikeInput(props: TControlProps) {
  const { field, value, onAnswer } = props;
  const text = textOf(value);
  const placeholder = field.placeholder || undefined;
  switch (field.type) {
    case 'textarea':
      return (
        <textarea
          {...common(props)}
          placeholder={placeholder}
          rows={4}
          maxLength={ANSWER_TEXT_MAX}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
          className={cn(inputClassName, 'resize-y')}
        />
      );
    case 'email':
      return (
        <input
          {...common(props)}
          placeholder={placeholder}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
          className={inputClassName}
        />
      );
    case 'number':
      // Kept as typed; validateAnswers turns it into a number (an empty box is no answer).
      return (
        <input
          {...common(props)}
          placeholder={placeholder}
          type="number"
          inputMode="decimal"
          step="any"
          value={text}
          onChange={(e) => onAnswer(e.target.value === '' ? null : e.target.value)}
          className={cn(inputClassName, 'max-w-48')}
        />
      );
    case 'date':
      return (
        <input
          {...common(props)}
          type="date"
          value={text}
          onChange={(e) => onAnswer(e.target.value === '' ? null : e.target.value)}
          className={cn(inputClassName, 'max-w-56')}
        />
      );
    default:
      return (
        <input
          {...common(props)}
          placeholder={placeholder}
          type="text"
          maxLength={ANSWER_TEXT_MAX}
          value={text}
          onChange={(e) => onAnswer(e.target.value)}
          className={inputClassName}
        />
      );
  }
}

export function SelectInput(props: TControlProps) {
  const { t } = useTranslation('publicForm');
  const { field, value, onAnswer } = props;
  return (
    <select {...common(props)} value={textOf(value)} onChange={(e) => onAnswer(e.target.value || null)} className={cn(inputClassName, 'pr-8')}>
      <option value="">{t('fields.choose')}</option>
      {(field.options ?? []).map((option) => (
        <option key={option.id} value={option.id}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
