// Property tests of visibility and scoring on random field trees and random answers (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeScore, visibleFieldIds } from './rules';
import { walkFields, type TAnswers, type TField } from './template-fields';

const CHOICE = ['radio', 'checkbox', 'select'] as const;
const PLAIN = ['text', 'number', 'rating', 'date'] as const;

/** Random valid trees: choice fields carry options with points, some options reveal children, ids are unique. */
function treeArb(): fc.Arbitrary<TField[]> {
  const shape = fc.letrec<{ tree: ShapeField[]; field: ShapeField }>((tie) => ({
    tree: fc.array(tie('field'), { maxLength: 4 }),
    field: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.record({ kind: fc.constantFrom(...PLAIN), options: fc.constant([] as ShapeOption[]) }),
      fc.record({
        kind: fc.constantFrom(...CHOICE),
        options: fc.array(fc.record({ points: fc.integer({ min: -3, max: 5 }), children: tie('tree') as fc.Arbitrary<ShapeField[]> }), {
          minLength: 1,
          maxLength: 4,
        }),
      }),
    ),
  })).tree;
  return shape.map((fields) => {
    let next = 0;
    const build = (list: ShapeField[]): TField[] =>
      list.map((s) => {
        const id = `f${next++}`;
        const base = { id, title: id, required: false, practitionerOnly: false };
        if (s.kind === 'radio' || s.kind === 'checkbox' || s.kind === 'select') {
          return {
            ...base,
            type: s.kind,
            options: s.options.map((o, i) => ({ id: `${id}o${i}`, label: `o${i}`, points: o.points, children: build(o.children) })),
          };
        }
        return { ...base, type: s.kind };
      });
    return build(fields);
  });
}
type ShapeOption = { points: number; children: ShapeField[] };
type ShapeField = { kind: (typeof CHOICE)[number] | (typeof PLAIN)[number]; options: ShapeOption[] };

/** Well-formed answers for a tree: one option id for radio/select, a subset for checkbox, sometimes nothing. */
function answersArb(fields: TField[]): fc.Arbitrary<TAnswers> {
  const entries = [...walkFields(fields)].map(({ field }) => {
    const ids = (field.options ?? []).map((o) => o.id);
    let value: fc.Arbitrary<TAnswers[string] | undefined>;
    if (field.type === 'checkbox') value = fc.subarray(ids);
    else if (field.type === 'radio' || field.type === 'select') value = fc.option(fc.constantFrom(...ids), { nil: undefined });
    else value = fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined });
    return value.map((v) => [field.id, v] as const);
  });
  return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs.filter(([, v]) => v !== undefined)) as TAnswers);
}

const treeAndAnswers = treeArb().chain((fields) => fc.tuple(fc.constant(fields), answersArb(fields)));

/** parent id of each field (undefined for top level), and the option each conditional field hangs under. */
function parents(fields: TField[]): Map<string, { parent: TField; optionId: string }> {
  const map = new Map<string, { parent: TField; optionId: string }>();
  for (const { field } of walkFields(fields))
    for (const o of field.options ?? []) for (const c of o.children) map.set(c.id, { parent: field, optionId: o.id });
  return map;
}

function subtreeIds(field: TField): Set<string> {
  return new Set([...walkFields([field])].map(({ field: f }) => f.id));
}

describe('visibleFieldIds and computeScore (properties)', () => {
  it('a visible conditional field has a visible parent whose chosen option reveals it; top-level fields always show', () => {
    fc.assert(
      fc.property(treeAndAnswers, ([fields, answers]) => {
        const visible = visibleFieldIds(fields, answers);
        for (const f of fields) expect(visible.has(f.id)).toBe(true);
        for (const [id, { parent, optionId }] of parents(fields)) {
          if (!visible.has(id)) continue;
          expect(visible.has(parent.id)).toBe(true);
          const value = answers[parent.id];
          expect(Array.isArray(value) ? value.includes(optionId) : value === optionId).toBe(true);
        }
      }),
    );
  });

  it('0 <= max and score <= max; with no answer the score is 0', () => {
    fc.assert(
      fc.property(treeAndAnswers, ([fields, answers]) => {
        const { score, max } = computeScore(fields, answers);
        expect(max).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(max);
        expect(computeScore(fields, {}).score).toBe(0);
      }),
    );
  });

  it('answers of hidden fields change neither the score nor the visibility', () => {
    fc.assert(
      fc.property(treeAndAnswers, ([fields, answers]) => {
        const visible = visibleFieldIds(fields, answers);
        const onlyVisible = Object.fromEntries(Object.entries(answers).filter(([id]) => visible.has(id)));
        expect(computeScore(fields, onlyVisible)).toEqual(computeScore(fields, answers));
        expect(visibleFieldIds(fields, onlyVisible)).toEqual(visible);
      }),
    );
  });

  it('choosing an option never hides a field outside that field’s subtree', () => {
    fc.assert(
      fc.property(treeAndAnswers, fc.nat(), ([fields, answers], pick) => {
        const choiceFields = [...walkFields(fields)].map(({ field }) => field).filter((f) => f.options && f.options.length > 0);
        fc.pre(choiceFields.length > 0);
        const field = choiceFields[pick % choiceFields.length] as TField;
        const options = field.options ?? [];
        const option = options[pick % options.length];
        if (!option) return;
        const before = visibleFieldIds(fields, answers);
        const current = answers[field.id];
        const chosen = field.type === 'checkbox' ? [...new Set([...(Array.isArray(current) ? current : []), option.id])] : option.id;
        const after = visibleFieldIds(fields, { ...answers, [field.id]: chosen });
        const inside = subtreeIds(field);
        for (const id of before) if (!inside.has(id)) expect(after.has(id), id).toBe(true);
      }),
    );
  });

  it('the score is the sum of the chosen options of visible fields, and each visible field adds its best to max', () => {
    fc.assert(
      fc.property(treeAndAnswers, ([fields, answers]) => {
        const visible = visibleFieldIds(fields, answers);
        let score = 0;
        for (const { field } of walkFields(fields)) {
          if (!visible.has(field.id)) continue;
          const value = answers[field.id];
          const chosen = Array.isArray(value) ? value : [value];
          for (const o of field.options ?? []) if (chosen.includes(o.id)) score += o.points ?? 0;
        }
        expect(computeScore(fields, answers).score).toBe(score);
      }),
    );
  });
});
