// Save-time validation with ZTemplateInput: zod issue paths (fields.2.options.0.children.1.title) mapped back to the field.
import {
  CRISIS_FIELD_IDS,
  ZTemplateInput,
  instrumentChanges,
  walkFields,
  type TField,
  type TInstrumentChange,
  type TTemplateData,
  type TTemplateInput,
} from '@praxiform/domain';
import type { TIssue } from '../../../lib/field-errors';
import type { TBuilderState, TTemplateMeta } from './builder-state';
import { allFieldIds } from './field-tree';

/** What an issue points at: a metadata property, a field (and maybe one of its options), or the whole field list. */
export type TIssueTarget = { kind: 'meta'; key: string } | { kind: 'field'; fieldId: string; key: string; optionId?: string } | { kind: 'fields' };

export function issueTarget(fields: readonly TField[], path: readonly PropertyKey[]): TIssueTarget {
  if (path[0] !== 'fields') return { kind: 'meta', key: String(path[0] ?? 'name') };
  let list: readonly TField[] = fields;
  let field: TField | undefined;
  let i = 1;
  while (i < path.length) {
    const index = Number(path[i]);
    const next = list[index];
    if (!next) break;
    field = next;
    // After a field index comes its property; `options.<n>.children.<m>` goes one level deeper.
    if (path[i + 1] === 'options' && path[i + 3] === 'children' && path.length > i + 4) {
      const option = field.options?.[Number(path[i + 2])];
      if (!option) break;
      list = option.children;
      i += 4;
      continue;
    }
    const key = String(path[i + 1] ?? 'title');
    if (key === 'options' && path.length > i + 2) {
      const option = field.options?.[Number(path[i + 2])];
      return { kind: 'field', fieldId: field.id, key: String(path[i + 3] ?? 'label'), ...(option ? { optionId: option.id } : {}) };
    }
    return { kind: 'field', fieldId: field.id, key };
  }
  return field ? { kind: 'field', fieldId: field.id, key: 'title' } : { kind: 'fields' };
}

/** A translation code for an issue: the schema's own code (FIELD_OPTIONS_REQUIRED), else REQUIRED / TOO_LONG / INVALID. */
export function issueCode(issue: TIssue): string {
  if (/^[A-Z][A-Z0-9_]+$/.test(issue.message)) return issue.message;
  if (issue.code === 'too_small') return 'REQUIRED';
  if (issue.code === 'too_big') return 'TOO_LONG';
  return 'INVALID';
}

export type TBuilderErrors = {
  meta: Partial<Record<string, string>>;
  /** By field id, then by property ('title', 'options', 'max', or `option:<id>` for one option's label). */
  fields: Partial<Record<string, Partial<Record<string, string>>>>;
  general: string[];
};

export const NO_ERRORS: TBuilderErrors = { meta: {}, fields: {}, general: [] };

export function errorsFromIssues(fields: readonly TField[], issues: readonly TIssue[]): TBuilderErrors {
  const errors: TBuilderErrors = { meta: {}, fields: {}, general: [] };
  for (const issue of issues) {
    const code = issueCode(issue);
    const target = issueTarget(fields, issue.path);
    if (target.kind === 'meta') errors.meta[target.key] ??= code;
    else if (target.kind === 'fields') {
      if (!errors.general.includes(code)) errors.general.push(code);
    } else {
      const own = (errors.fields[target.fieldId] ??= {});
      own[target.optionId ? `option:${target.optionId}` : target.key] ??= code;
    }
  }
  return errors;
}

export function hasBuilderErrors(errors: TBuilderErrors): boolean {
  return Object.keys(errors.meta).length > 0 || Object.keys(errors.fields).length > 0 || errors.general.length > 0;
}

/** The first field with an error, in the order the canvas shows them. */
export function firstErrorFieldId(fields: readonly TField[], errors: TBuilderErrors): string | null {
  return allFieldIds(fields).find((id) => errors.fields[id]) ?? null;
}

/** The request body of the builder's state, before the schema's transforms. */
export function templateInputOf(state: Pick<TBuilderState, 'meta' | 'fields'>): TTemplateInput {
  const { meta } = state;
  return {
    name: meta.name,
    type: meta.type,
    category: meta.category.trim() || undefined,
    description: meta.description.trim() || undefined,
    language: meta.language,
    scoringEnabled: meta.type === 'bilan' ? true : meta.scoringEnabled,
    fields: state.fields,
    scoreBands: meta.scoreBands,
    patientInstructions: meta.patientInstructions,
    crisisMessage: meta.crisisMessage,
    validatedInstrument: meta.validatedInstrument,
  };
}

/**
 * What differs from the flagged instrument's official version, as the schema will compare it on save (the bands only
 * while the template scores); empty without a flag or while the template still is the instrument.
 */
export function instrumentChangesOf({ meta, fields }: { meta: TTemplateMeta; fields: readonly TField[] }): TInstrumentChange[] {
  if (meta.validatedInstrument === null) return [];
  const scoring = meta.type === 'bilan' || meta.scoringEnabled;
  return instrumentChanges(meta.validatedInstrument, {
    language: meta.language,
    fields,
    scoreBands: scoring ? meta.scoreBands : [],
    patientInstructions: meta.patientInstructions,
  });
}

/** Whether the template asks a question whose answer above 0 can show the patient the crisis lines (PHQ-9 item 9). */
export function hasCrisisField(fields: readonly TField[]): boolean {
  for (const { field } of walkFields(fields)) if (CRISIS_FIELD_IDS.includes(field.id)) return true;
  return false;
}

export type TValidation = { ok: true; data: TTemplateData } | { ok: false; errors: TBuilderErrors };

export function validateTemplate(state: Pick<TBuilderState, 'meta' | 'fields'>): TValidation {
  const result = ZTemplateInput.safeParse(templateInputOf(state));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: errorsFromIssues(state.fields, result.error.issues) };
}
