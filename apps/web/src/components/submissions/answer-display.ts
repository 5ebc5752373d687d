// How one stored answer reads on the patient page: choices by label, ratings n/max, dates in the locale, pictures by file id.
import { ratingMax, visibleFieldIds, walkFields, type TAnswerValue, type TAnswers, type TField, type TLocale } from '@praxiform/domain';
import { formatDay } from '../../lib/format';

type TAnswerDisplay = { kind: 'empty' } | { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'image'; fileId: string };

function optionLabel(field: TField, id: string): string {
  return field.options?.find((option) => option.id === id)?.label ?? id;
}

export function displayAnswer(field: TField, value: TAnswerValue | undefined, locale: TLocale): TAnswerDisplay {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) return { kind: 'empty' };
  switch (field.type) {
    case 'radio':
    case 'select':
      return { kind: 'text', text: optionLabel(field, String(value)) };
    case 'checkbox':
      return { kind: 'list', items: (Array.isArray(value) ? value : [String(value)]).map((id) => optionLabel(field, id)) };
    case 'rating':
      return { kind: 'text', text: `${String(value)} / ${ratingMax(field)}` };
    case 'date':
      return { kind: 'text', text: typeof value === 'string' ? formatDay(locale, value) : String(value) };
    case 'number':
      return { kind: 'text', text: typeof value === 'number' ? value.toLocaleString(locale) : String(value) };
    case 'image-upload':
      return typeof value === 'string' ? { kind: 'image', fileId: value } : { kind: 'empty' };
    default:
      return { kind: 'text', text: Array.isArray(value) ? value.join(', ') : String(value) };
  }
}

export type TAnsweredField = { field: TField; depth: number; display: TAnswerDisplay };

/** The fields the respondent saw for these answers, in form order (conditional ones under their parent); pictures of the form itself are left out. */
export function visibleAnswers(fields: readonly TField[], answers: TAnswers, locale: TLocale): TAnsweredField[] {
  // A conditional field is visible only under a visible parent, so skipping hidden fields skips hidden branches.
  const visible = visibleFieldIds(fields, answers);
  return [...walkFields(fields)]
    .filter(({ field }) => visible.has(field.id) && field.type !== 'image')
    .map(({ field, depth }) => ({ field, depth, display: displayAnswer(field, answers[field.id], locale) }));
}
