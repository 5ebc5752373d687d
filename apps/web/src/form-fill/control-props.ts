// The props every answer control takes: its field, current value, how to change it, and its accessibility wiring.
import type { TAnswerValue, TField } from '@praxiform/domain';
import type { TFieldIds } from './field-dom';

export type TControlProps = {
  field: TField;
  value: TAnswerValue | undefined;
  onAnswer: (value: TAnswerValue) => void;
  ids: TFieldIds;
  /** Ids of the help text and error, for aria-describedby. */
  describedBy: string | undefined;
  invalid: boolean;
  disabled?: boolean | undefined;
};

/** The wiring of a group of choices read as one question (radio buttons, rating stars). */
export function radioGroupProps({ field, ids, describedBy, invalid }: Pick<TControlProps, 'field' | 'ids' | 'describedBy' | 'invalid'>) {
  return {
    role: 'radiogroup',
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy,
    'aria-required': field.required || undefined,
    'aria-invalid': invalid || undefined,
  } as const;
}

/** Text shown in a text-like input for a stored value (numbers come back from the server as numbers). */
export function textOf(value: TAnswerValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}
