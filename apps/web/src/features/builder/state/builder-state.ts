// The builder's state and its reducer: template metadata, the field tree, the selection and the last deletion (for undo).
import type { TField, TLocale, TScoreBand, TTemplateType, TValidatedInstrumentKey } from '@praxiform/domain';
import { childRefusal, cloneWithFreshIds, findField, mapField, mapList, moveItem, type TFieldLocation } from './field-tree';

export type TTemplateMeta = {
  name: string;
  type: TTemplateType;
  category: string;
  description: string;
  language: TLocale;
  scoringEnabled: boolean;
  /** Severity bands of the total (docs/scores.md#bands), edited in the metadata panel; kept only while the template scores. */
  scoreBands: TScoreBand[];
  /** What the patient reads above the questions and in the PDF (an instrument's stem); '' when none. */
  patientInstructions: string;
  /** Show the patient the crisis lines after an answer above 0 to PHQ-9 item 9 (docs/scores.md#crisis-message). */
  crisisMessage: boolean;
  /** The instrument this template is (a validated one or its unchanged copy); the server drops it when what it compares changes. */
  validatedInstrument: TValidatedInstrumentKey | null;
};

export type TRemovedField = { field: TField; location: TFieldLocation };

export type TBuilderState = {
  meta: TTemplateMeta;
  fields: TField[];
  selectedId: string | null;
  /** The last deleted field and where it was, until it is restored or another deletion replaces it. */
  removed: TRemovedField | null;
};

export type TBuilderAction =
  | { type: 'reset'; meta: TTemplateMeta; fields: TField[] }
  | { type: 'setMeta'; patch: Partial<TTemplateMeta> }
  | { type: 'select'; id: string | null }
  /** Adds after `afterId` (in that field's list) or at the end of the top level. */
  | { type: 'add'; field: TField; afterId?: string | null }
  /** Adds a conditional field under an option; refused like ZTemplateFields would (non-choice, no options, too deep). */
  | { type: 'addChild'; parentId: string; optionId: string; field: TField }
  | { type: 'update'; id: string; patch: Partial<Omit<TField, 'id'>> }
  | { type: 'move'; id: string; offset: number }
  | { type: 'moveTo'; id: string; overId: string }
  | { type: 'remove'; id: string }
  | { type: 'restore' }
  | { type: 'duplicate'; id: string; makeId: () => string };

export function initialBuilderState(meta: TTemplateMeta, fields: TField[] = []): TBuilderState {
  return { meta, fields, selectedId: null, removed: null };
}

function insertAt(state: TBuilderState, field: TField, location: Omit<TFieldLocation, 'index'>, index: number): TField[] {
  return mapList(state.fields, location.parentId, location.optionId, (list) => {
    list.splice(Math.max(0, Math.min(index, list.length)), 0, field);
    return list;
  });
}

export function builderReducer(state: TBuilderState, action: TBuilderAction): TBuilderState {
  switch (action.type) {
    case 'reset':
      return initialBuilderState(action.meta, action.fields);
    case 'setMeta':
      return { ...state, meta: { ...state.meta, ...action.patch } };
    case 'select':
      return { ...state, selectedId: action.id };
    case 'add': {
      const after = action.afterId ? findField(state.fields, action.afterId) : null;
      const fields = after ? insertAt(state, action.field, after.location, after.location.index + 1) : [...state.fields, action.field];
      return { ...state, fields, selectedId: action.field.id };
    }
    case 'addChild': {
      if (childRefusal(state.fields, action.parentId, action.optionId)) return state;
      const fields = mapList(state.fields, action.parentId, action.optionId, (list) => [...list, action.field]);
      return { ...state, fields, selectedId: action.field.id };
    }
    case 'update':
      return { ...state, fields: mapField(state.fields, action.id, (field) => ({ ...field, ...action.patch })) };
    case 'move': {
      const found = findField(state.fields, action.id);
      if (!found) return state;
      const { parentId, optionId, index } = found.location;
      return { ...state, fields: mapList(state.fields, parentId, optionId, (list) => moveItem(list, index, index + action.offset)) };
    }
    case 'moveTo': {
      const from = findField(state.fields, action.id);
      const to = findField(state.fields, action.overId);
      // Drag and drop reorders within one list; a field changes parent through its own editor, not by dragging.
      if (!from || !to || from.location.parentId !== to.location.parentId || from.location.optionId !== to.location.optionId) return state;
      const { parentId, optionId } = from.location;
      return { ...state, fields: mapList(state.fields, parentId, optionId, (list) => moveItem(list, from.location.index, to.location.index)) };
    }
    case 'remove': {
      const found = findField(state.fields, action.id);
      if (!found) return state;
      const { parentId, optionId, index } = found.location;
      const fields = mapList(state.fields, parentId, optionId, (list) => list.filter((_, i) => i !== index));
      const selectedId = state.selectedId && findField(fields, state.selectedId) ? state.selectedId : null;
      return { ...state, fields, selectedId, removed: { field: found.field, location: found.location } };
    }
    case 'restore': {
      if (!state.removed) return state;
      const { field, location } = state.removed;
      // The parent option may have gone meanwhile: the field then comes back at the end of the top level.
      const parentGone = location.parentId !== null && childRefusal(state.fields, location.parentId, location.optionId ?? undefined) !== null;
      const fields = parentGone ? [...state.fields, field] : insertAt(state, field, location, location.index);
      return { ...state, fields, selectedId: field.id, removed: null };
    }
    case 'duplicate': {
      const found = findField(state.fields, action.id);
      if (!found) return state;
      const copy = cloneWithFreshIds(found.field, action.makeId);
      return { ...state, fields: insertAt(state, copy, found.location, found.location.index + 1), selectedId: copy.id };
    }
  }
}
