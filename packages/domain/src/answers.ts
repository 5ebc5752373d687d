// Checking a filled form, the same in the browser (public form, edit mode) and on the server (docs/product.md#validation).
import { isCalendarDay } from './dates';
import { mapFields, ratingMax, walkFields } from './field-tree';
import type { TAnswerValue, TAnswers, TField } from './template-fields';
import { visibleFieldIds } from './rules';

/** Why one answer is refused; the SPA translates `validation.ANSWER_<code>`. */
export const ANSWER_ISSUES = ['REQUIRED', 'TOO_LONG', 'EMAIL', 'NUMBER', 'DATE', 'OPTION', 'RATING', 'FILE', 'NOT_ALLOWED'] as const;
export type TAnswerIssue = (typeof ANSWER_ISSUES)[number];

export type TAudience = 'patient' | 'practitioner';

/** The form as a patient receives it: practitioner-only fields and everything hanging under them removed. */
export function publicFields(fields: readonly TField[]): TField[] {
  return mapFields(fields, { field: (field) => (field.practitionerOnly ? null : field) });
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ANSWER_TEXT_MAX = 2000;

function isEmpty(value: TAnswerValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function checkValue(field: TField, value: TAnswerValue): TAnswerIssue | null {
  const optionIds = new Set((field.options ?? []).map((o) => o.id));
  switch (field.type) {
    case 'text':
    case 'textarea':
      return typeof value === 'string' ? (value.length > ANSWER_TEXT_MAX ? 'TOO_LONG' : null) : 'NOT_ALLOWED';
    case 'email':
      return typeof value === 'string' && EMAIL.test(value.trim()) && value.length <= 254 ? null : 'EMAIL';
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      return typeof n === 'number' && Number.isFinite(n) ? null : 'NUMBER';
    }
    case 'date':
      return typeof value === 'string' && isCalendarDay(value) ? null : 'DATE';
    case 'radio':
    case 'select':
      return typeof value === 'string' && optionIds.has(value) ? null : 'OPTION';
    case 'checkbox':
      return Array.isArray(value) && value.every((id) => optionIds.has(id)) && new Set(value).size === value.length ? null : 'OPTION';
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= ratingMax(field) ? null : 'RATING';
    case 'image-upload':
      return typeof value === 'string' && FILE_ID.test(value) ? null : 'FILE';
    case 'image':
      return 'NOT_ALLOWED';
    default:
      return 'NOT_ALLOWED';
  }
}

export type TAnswersCheck = {
  /** Field id → what is wrong; empty when the answers can be stored. */
  issues: Record<string, TAnswerIssue>;
  /** The answers to store: only visible fields of the audience, numbers as numbers, text trimmed at the ends. */
  clean: TAnswers;
};

/**
 * Required visible fields must be answered; every answer must fit its field; answers to hidden fields (a
 * conditional field whose option is not chosen) are dropped. For the patient, practitioner-only fields do not
 * exist: an answer to one is refused (NOT_ALLOWED) and they are never required.
 */
export function validateAnswers(fields: readonly TField[], answers: TAnswers, { audience }: { audience: TAudience }): TAnswersCheck {
  const tree = audience === 'patient' ? publicFields(fields) : [...fields];
  const visible = visibleFieldIds(tree, answers);
  const issues: Record<string, TAnswerIssue> = {};
  const clean: TAnswers = {};
  const known = new Map([...walkFields(tree)].map(({ field }) => [field.id, field]));
  for (const id of Object.keys(answers)) {
    if (!known.has(id)) issues[id] = 'NOT_ALLOWED';
  }
  for (const [id, field] of known) {
    if (!visible.has(id) || field.type === 'image') continue;
    const value = answers[id];
    if (isEmpty(value)) {
      if (field.required && !(audience === 'patient' && field.practitionerOnly)) issues[id] = 'REQUIRED';
      continue;
    }
    const issue = checkValue(field, value as TAnswerValue);
    if (issue) {
      issues[id] = issue;
      continue;
    }
    if (field.type === 'number') clean[id] = Number(value);
    else if (typeof value === 'string') clean[id] = value.trim();
    else clean[id] = value as TAnswerValue;
  }
  return { issues, clean };
}

/** The stored-file ids given as answers to image-upload fields, with the field each answers. */
export function pictureAnswers(fields: readonly TField[], answers: TAnswers): { fieldId: string; fileId: string }[] {
  const pictures: { fieldId: string; fileId: string }[] = [];
  for (const { field } of walkFields(fields)) {
    const value = answers[field.id];
    if (field.type === 'image-upload' && typeof value === 'string') pictures.push({ fieldId: field.id, fileId: value });
  }
  return pictures;
}
