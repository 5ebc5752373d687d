import { describe, expect, it } from 'vitest';
import type { TField } from './template-fields';
import { pictureAnswers, publicFields, validateAnswers } from './answers';
import { isCalendarDay } from './dates';
import { ZExpiryDate } from './patients';

const field = (id: string, type: TField['type'], extra: Partial<TField> = {}): TField => ({
  id,
  type,
  title: id,
  required: false,
  practitionerOnly: false,
  ...extra,
});

const form: TField[] = [
  field('pain', 'radio', {
    required: true,
    options: [
      { id: 'yes', label: 'Oui', points: 2, children: [field('where', 'text', { required: true })] },
      { id: 'no', label: 'Non', points: 0, children: [] },
    ],
  }),
  field('age', 'number'),
  field('born', 'date'),
  field('mail', 'email'),
  field('stars', 'rating', { max: 4 }),
  field('tags', 'checkbox', {
    options: [
      { id: 'a', label: 'A', children: [] },
      { id: 'b', label: 'B', children: [] },
    ],
  }),
  field('photo', 'image-upload'),
  field('private', 'textarea', { practitionerOnly: true, required: true, options: undefined }),
];

describe('publicFields', () => {
  it('removes practitioner-only fields and their conditional children', () => {
    const tree: TField[] = [
      field('p', 'radio', { practitionerOnly: true, options: [{ id: 'o', label: 'O', children: [field('child', 'text')] }] }),
      field('q', 'select', {
        options: [{ id: 'o', label: 'O', children: [field('secret', 'text', { practitionerOnly: true }), field('shown', 'text')] }],
      }),
    ];
    const json = JSON.stringify(publicFields(tree));
    expect(json).not.toContain('"p"');
    expect(json).not.toContain('"child"');
    expect(json).not.toContain('secret');
    expect(json).toContain('shown');
  });
});

describe('validateAnswers', () => {
  it('asks for a required conditional field only when its option is chosen', () => {
    expect(validateAnswers(form, { pain: 'yes' }, { audience: 'patient' }).issues).toEqual({ where: 'REQUIRED' });
    expect(validateAnswers(form, { pain: 'no', where: 'ignored' }, { audience: 'patient' })).toEqual({ issues: {}, clean: { pain: 'no' } });
  });

  it('checks each type of answer', () => {
    const { issues } = validateAnswers(
      form,
      { pain: 'maybe', age: 'old', born: '2026-02-30', mail: 'x@', stars: 5, tags: ['a', 'z'], photo: '../etc/passwd' },
      { audience: 'patient' },
    );
    expect(issues).toEqual({ pain: 'OPTION', age: 'NUMBER', born: 'DATE', mail: 'EMAIL', stars: 'RATING', tags: 'OPTION', photo: 'FILE' });
  });

  it('cleans valid answers: numbers from strings, trimmed text', () => {
    const result = validateAnswers(
      form,
      {
        pain: 'yes',
        where: '  dos ',
        age: '42',
        born: '1980-05-01',
        mail: 'a@b.fr',
        stars: 4,
        tags: ['b'],
        photo: '123e4567-e89b-12d3-a456-426614174000',
      },
      { audience: 'patient' },
    );
    expect(result.issues).toEqual({});
    expect(result.clean).toMatchObject({ where: 'dos', age: 42, stars: 4, tags: ['b'] });
  });

  it('refuses a patient answer to a practitioner-only field and unknown fields; the practitioner must fill it when required', () => {
    expect(validateAnswers(form, { pain: 'no', private: 'x', nope: 'y' }, { audience: 'patient' }).issues).toEqual({
      private: 'NOT_ALLOWED',
      nope: 'NOT_ALLOWED',
    });
    expect(validateAnswers(form, { pain: 'no' }, { audience: 'practitioner' }).issues).toEqual({ private: 'REQUIRED' });
    expect(validateAnswers(form, { pain: 'no', private: 'Bilan ok' }, { audience: 'practitioner' }).clean).toEqual({
      pain: 'no',
      private: 'Bilan ok',
    });
  });
});

describe('pictureAnswers and calendar days', () => {
  it('lists the file ids answered to image-upload fields, conditional ones included', () => {
    const tree: TField[] = [
      field('q', 'radio', { options: [{ id: 'o', label: 'O', children: [field('nested', 'image-upload')] }] }),
      field('top', 'image-upload'),
      field('text', 'text'),
    ];
    expect(pictureAnswers(tree, { q: 'o', nested: 'f1', top: 'f2', text: 'f3' })).toEqual([
      { fieldId: 'nested', fileId: 'f1' },
      { fieldId: 'top', fileId: 'f2' },
    ]);
  });

  it('accepts only days that exist', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-02-31')).toBe(false);
    expect(isCalendarDay('31/12/2030')).toBe(false);
    expect(ZExpiryDate.safeParse('2026-02-31').error?.issues.map((i) => i.message)).toEqual(['DATE_INVALID']);
  });
});
