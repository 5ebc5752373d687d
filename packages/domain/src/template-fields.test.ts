// The template document schema: conditional fields only under choice options, unique ids, limits.
import { describe, expect, it } from 'vitest';
import { ZTemplateFields, walkFields, type TField } from './template-fields';

const text = (id: string): TField => ({ id, type: 'text', title: `Question ${id}`, required: false, practitionerOnly: false });

function messages(input: unknown): string[] {
  const result = ZTemplateFields.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ZTemplateFields', () => {
  it('accepts a radio field whose option reveals a nested conditional field', () => {
    const fields: TField[] = [
      {
        id: 'pain',
        type: 'radio',
        title: 'Avez-vous mal ?',
        required: true,
        practitionerOnly: false,
        options: [
          { id: 'yes', label: 'Oui', points: 2, children: [{ ...text('where'), required: true }] },
          { id: 'no', label: 'Non', points: 0, children: [] },
        ],
      },
    ];
    const parsed = ZTemplateFields.parse(fields);
    expect([...walkFields(parsed)].map(({ field, depth }) => `${field.id}@${depth}`)).toEqual(['pain@0', 'where@1']);
  });

  it('refuses options (and so conditional fields) on a text field', () => {
    const field = { ...text('t'), options: [{ id: 'o', label: 'x', children: [text('c')] }] };
    expect(messages([field])).toContain('FIELD_OPTIONS_NOT_ALLOWED');
  });

  it('requires options on radio, checkbox and select fields', () => {
    for (const type of ['radio', 'checkbox', 'select'] as const) {
      expect(messages([{ ...text('c'), type }])).toContain('FIELD_OPTIONS_REQUIRED');
    }
  });

  it('refuses duplicate field ids anywhere in the tree', () => {
    const fields = [text('a'), { ...text('b'), type: 'select', options: [{ id: 'o1', label: 'x', children: [text('a')] }] }];
    expect(messages(fields)).toContain('FIELD_ID_DUPLICATE');
  });

  it('refuses unknown field types, empty titles and out-of-range ratings', () => {
    expect(messages([{ ...text('a'), type: 'signature' }]).length).toBeGreaterThan(0);
    expect(messages([{ ...text('a'), title: '   ' }]).length).toBeGreaterThan(0);
    expect(messages([{ ...text('a'), type: 'rating', max: 50 }]).length).toBeGreaterThan(0);
    expect(messages([{ ...text('a'), type: 'rating', max: 10 }])).toEqual([]);
  });
});
