// Answers read as the practitioner expects: option labels, ratings n/max, dates in the locale, only the fields the patient saw.
import { describe, expect, it } from 'vitest';
import type { TField } from '@praxiform/domain';
import { displayAnswer, visibleAnswers } from './answer-display';

const field = (overrides: Partial<TField>): TField => ({
  id: 'f',
  type: 'text',
  title: 'Question',
  required: false,
  practitionerOnly: false,
  ...overrides,
});

const FIELDS: TField[] = [
  field({
    id: 'pain',
    type: 'radio',
    title: 'Douleur ?',
    options: [
      { id: 'yes', label: 'Oui', children: [field({ id: 'where', title: 'Où ?' })] },
      { id: 'no', label: 'Non', children: [field({ id: 'since', title: 'Depuis ?' })] },
    ],
  }),
  field({ id: 'logo', type: 'image', title: 'Schéma', imageUrl: '/api/files/x' }),
  field({ id: 'level', type: 'rating', title: 'Intensité', max: 10 }),
  field({ id: 'note', type: 'textarea', title: 'Note du praticien', practitionerOnly: true }),
];

describe('displayAnswer', () => {
  it('shows choices by label, ratings out of their max, dates in the locale', () => {
    const checkbox = field({
      type: 'checkbox',
      options: [
        { id: 'a', label: 'Genou', children: [] },
        { id: 'b', label: 'Dos', children: [] },
      ],
    });
    expect(displayAnswer(checkbox, ['b', 'a'], 'fr')).toEqual({ kind: 'list', items: ['Dos', 'Genou'] });
    expect(displayAnswer(field({ type: 'rating', max: 10 }), 7, 'fr')).toEqual({ kind: 'text', text: '7 / 10' });
    expect(displayAnswer(field({ type: 'rating' }), 4, 'fr')).toEqual({ kind: 'text', text: '4 / 5' });
    expect(displayAnswer(field({ type: 'date' }), '2026-03-01', 'fr')).toEqual({ kind: 'text', text: '1 mars 2026' });
    expect(displayAnswer(field({ type: 'date' }), '2026-03-01', 'en')).toEqual({ kind: 'text', text: 'March 1, 2026' });
    expect(displayAnswer(field({ type: 'image-upload' }), '0b6a3c1e-1111-4222-8333-444455556666', 'fr')).toEqual({
      kind: 'image',
      fileId: '0b6a3c1e-1111-4222-8333-444455556666',
    });
    expect(displayAnswer(field({}), '', 'fr')).toEqual({ kind: 'empty' });
    expect(displayAnswer(field({}), null, 'fr')).toEqual({ kind: 'empty' });
  });

  it('lists the visible fields in order, conditional ones under the chosen option only, without the form’s pictures', () => {
    const items = visibleAnswers(FIELDS, { pain: 'yes', where: 'Lombaires', since: 'ignored', level: 6 }, 'fr');
    expect(items.map((item) => [item.field.id, item.depth])).toEqual([
      ['pain', 0],
      ['where', 1],
      ['level', 0],
      ['note', 0],
    ]);
    expect(items[0]?.display).toEqual({ kind: 'text', text: 'Oui' });
    expect(items[3]?.display).toEqual({ kind: 'empty' });
  });
});
