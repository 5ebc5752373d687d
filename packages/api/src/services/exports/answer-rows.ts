// The printed lines of one filled form: every visible field in form order with its answer as a reader sees it.
import { ratingMax, visibleFieldIds, walkFields, type TAnswerValue, type TAnswers, type TField } from '@praxiform/domain';
import type { TExportLabels } from './labels';

export type TPrintedAnswer =
  | { kind: 'text'; text: string }
  | { kind: 'unanswered' }
  | { kind: 'picture'; fileId: string }
  /** An illustration of the form (field type image): nothing to answer. */
  | { kind: 'none' };

export type TAnswerRow = { fieldId: string; depth: number; title: string; practitionerOnly: boolean; answer: TPrintedAnswer };

function isEmpty(value: TAnswerValue | undefined): value is null | undefined {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function optionLabel(field: TField, id: string): string {
  return field.options?.find((option) => option.id === id)?.label ?? id;
}

function printedAnswer(field: TField, value: TAnswerValue | undefined, labels: TExportLabels): TPrintedAnswer {
  if (field.type === 'image') return { kind: 'none' };
  if (isEmpty(value)) return { kind: 'unanswered' };
  switch (field.type) {
    case 'radio':
    case 'select':
      return { kind: 'text', text: optionLabel(field, String(value)) };
    case 'checkbox':
      // Labels in the order of the form's options, whatever order the patient ticked them in.
      return {
        kind: 'text',
        text: (field.options ?? [])
          .filter((option) => Array.isArray(value) && value.includes(option.id))
          .map((option) => option.label)
          .join(', '),
      };
    case 'rating':
      return { kind: 'text', text: `${String(value)} / ${ratingMax(field)}` };
    case 'number':
      return { kind: 'text', text: typeof value === 'number' ? labels.number(value) : String(value) };
    case 'date':
      return { kind: 'text', text: typeof value === 'string' ? labels.day(value) : String(value) };
    case 'image-upload':
      return typeof value === 'string' ? { kind: 'picture', fileId: value } : { kind: 'unanswered' };
    default:
      return { kind: 'text', text: Array.isArray(value) ? value.join(', ') : String(value) };
  }
}

/** Fields hidden by the answers (a conditional field whose option was not chosen) are left out; children are indented. */
export function answerRows(fields: readonly TField[], answers: TAnswers, labels: TExportLabels): TAnswerRow[] {
  const visible = visibleFieldIds(fields, answers);
  const rows: TAnswerRow[] = [];
  for (const { field, depth } of walkFields(fields)) {
    if (!visible.has(field.id)) continue;
    rows.push({
      fieldId: field.id,
      depth,
      title: field.title,
      practitionerOnly: field.practitionerOnly,
      answer: printedAnswer(field, answers[field.id], labels),
    });
  }
  return rows;
}

/** Stored image-upload answers of the visible fields: the files to read before drawing. */
export function pictureIds(rows: readonly TAnswerRow[]): string[] {
  return rows.flatMap((row) => (row.answer.kind === 'picture' ? [row.answer.fileId] : []));
}
