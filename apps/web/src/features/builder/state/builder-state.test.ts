// The builder reducer over the field tree: add, nested child, move, delete and undo, duplicate, refusals.
import { describe, expect, it } from 'vitest';
import { BLANK_TEMPLATE_META } from '../../../test/template-fixtures';
import type { TField } from '@praxiform/domain';
import { builderReducer, initialBuilderState, type TBuilderState } from './builder-state';
import { newField } from './field-factory';
import { allFieldIds, findField } from './field-tree';

function counter(prefix = 'id') {
  let n = 0;
  return () => `${prefix}${(n += 1)}`;
}

const meta = BLANK_TEMPLATE_META;

function withFields(...fields: TField[]): TBuilderState {
  return initialBuilderState(meta, fields);
}

const makeId = counter('f');
const text = (id: string): TField => ({ id, type: 'text', title: id, required: false, practitionerOnly: false });
const radio = (id: string): TField => ({
  id,
  type: 'radio',
  title: id,
  required: false,
  practitionerOnly: false,
  options: [
    { id: `${id}-yes`, label: 'Oui', points: 2, children: [] },
    { id: `${id}-no`, label: 'Non', points: 0, children: [] },
  ],
});

describe('builderReducer', () => {
  it('adds at the end, or after a field, and selects the new field', () => {
    let state = builderReducer(withFields(text('a'), text('b')), { type: 'add', field: text('c') });
    expect(state.fields.map((f) => f.id)).toEqual(['a', 'b', 'c']);
    state = builderReducer(state, { type: 'add', field: text('d'), afterId: 'a' });
    expect(state.fields.map((f) => f.id)).toEqual(['a', 'd', 'b', 'c']);
    expect(state.selectedId).toBe('d');
  });

  it('adds a conditional field under an option, and nests further', () => {
    let state = builderReducer(withFields(radio('q')), { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: radio('r') });
    state = builderReducer(state, { type: 'addChild', parentId: 'r', optionId: 'r-no', field: text('t') });
    expect(state.fields[0]?.options?.[0]?.children.map((f) => f.id)).toEqual(['r']);
    expect(findField(state.fields, 't')?.location).toEqual({ parentId: 'r', optionId: 'r-no', index: 0 });
    expect(findField(state.fields, 't')?.depth).toBe(2);
    // "After the selected field" stays in the selected field's list.
    state = builderReducer(state, { type: 'add', field: text('u'), afterId: 't' });
    expect(findField(state.fields, 'u')?.location).toEqual({ parentId: 'r', optionId: 'r-no', index: 1 });
  });

  it('refuses a conditional field on a text field and on a choice field without options', () => {
    const start = withFields(text('a'), { ...radio('b'), options: [] });
    expect(builderReducer(start, { type: 'addChild', parentId: 'a', optionId: 'x', field: text('c') })).toBe(start);
    expect(builderReducer(start, { type: 'addChild', parentId: 'b', optionId: 'x', field: text('c') })).toBe(start);
  });

  it('refuses nesting beyond the depth limit', () => {
    let state = withFields(radio('d0'));
    for (let depth = 1; depth <= 6; depth += 1) {
      state = builderReducer(state, { type: 'addChild', parentId: `d${depth - 1}`, optionId: `d${depth - 1}-yes`, field: radio(`d${depth}`) });
    }
    expect(allFieldIds(state.fields)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4', 'd5']);
  });

  it('moves up and down within its list, and by drag target', () => {
    let state = builderReducer(withFields(text('a'), text('b'), text('c')), { type: 'move', id: 'a', offset: 1 });
    expect(state.fields.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    state = builderReducer(state, { type: 'move', id: 'b', offset: -1 });
    expect(state.fields.map((f) => f.id)).toEqual(['b', 'a', 'c']);
    state = builderReducer(state, { type: 'moveTo', id: 'c', overId: 'b' });
    expect(state.fields.map((f) => f.id)).toEqual(['c', 'b', 'a']);
  });

  it('deletes a nested field and undo restores it in place', () => {
    let state = builderReducer(withFields(radio('q'), text('z')), { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: text('a') });
    state = builderReducer(state, { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: text('b') });
    state = builderReducer(state, { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: text('c') });
    const before = state.fields;
    state = builderReducer(state, { type: 'remove', id: 'b' });
    expect(allFieldIds(state.fields)).toEqual(['q', 'a', 'c', 'z']);
    state = builderReducer(state, { type: 'restore' });
    expect(state.fields).toEqual(before);
    expect(state.removed).toBeNull();
  });

  it('restores at the top level when the parent option is gone', () => {
    let state = builderReducer(withFields(radio('q')), { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: text('a') });
    state = builderReducer(state, { type: 'remove', id: 'a' });
    state = builderReducer(state, { type: 'update', id: 'q', patch: { options: [{ id: 'q-no', label: 'Non', children: [] }] } });
    state = builderReducer(state, { type: 'restore' });
    expect(allFieldIds(state.fields)).toEqual(['q', 'a']);
  });

  it('duplicates with fresh ids for the field, its options and its children', () => {
    let state = builderReducer(withFields(radio('q')), { type: 'addChild', parentId: 'q', optionId: 'q-yes', field: text('a') });
    state = builderReducer(state, { type: 'duplicate', id: 'q', makeId: counter('copy') });
    const ids = allFieldIds(state.fields);
    expect(ids).toEqual(['q', 'a', 'copy1', 'copy3']);
    const copy = state.fields[1];
    expect(copy?.options?.map((o) => o.id)).toEqual(['copy2', 'copy4']);
    expect(copy?.options?.[0]?.label).toBe('Oui');
    expect(new Set(ids).size).toBe(ids.length);
    expect(state.selectedId).toBe('copy1');
  });

  it('creates fields with ids the schema accepts and options for choice types', () => {
    const field = newField('select', 'Choix', ['Oui', 'Non'], makeId);
    expect(field.options).toHaveLength(2);
    expect(newField('rating', 'Note', [], makeId).max).toBe(5);
    expect(newField('text', 'Nom', ['x'], makeId).options).toBeUndefined();
  });
});
