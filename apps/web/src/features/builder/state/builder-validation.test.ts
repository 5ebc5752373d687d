// Save-time validation: zod issue paths mapped back to the offending field or option.
import { describe, expect, it } from 'vitest';
import { BLANK_TEMPLATE_META } from '../../../test/template-fixtures';
import { instrumentVersion, type TField } from '@praxiform/domain';
import { errorsFromIssues, firstErrorFieldId, hasCrisisField, instrumentChangesOf, issueTarget, validateTemplate } from './builder-validation';

const child: TField = { id: 'child', type: 'text', title: '', required: false, practitionerOnly: false };
const fields: TField[] = [
  { id: 'a', type: 'text', title: 'Nom', required: false, practitionerOnly: false },
  { id: 'b', type: 'email', title: 'Email', required: false, practitionerOnly: false },
  {
    id: 'c',
    type: 'radio',
    title: 'Douleur ?',
    required: false,
    practitionerOnly: false,
    options: [{ id: 'yes', label: 'Oui', children: [{ id: 'x', type: 'text', title: 'X', required: false, practitionerOnly: false }, child] }],
  },
];
const meta = BLANK_TEMPLATE_META;

describe('issueTarget', () => {
  it('maps nested paths to the field and its property', () => {
    expect(issueTarget(fields, ['fields', 2, 'options', 0, 'children', 1, 'title'])).toEqual({ kind: 'field', fieldId: 'child', key: 'title' });
    expect(issueTarget(fields, ['fields', 0, 'title'])).toEqual({ kind: 'field', fieldId: 'a', key: 'title' });
    expect(issueTarget(fields, ['fields', 2, 'options', 0, 'label'])).toEqual({ kind: 'field', fieldId: 'c', key: 'label', optionId: 'yes' });
    expect(issueTarget(fields, ['fields', 2, 'options'])).toEqual({ kind: 'field', fieldId: 'c', key: 'options' });
    expect(issueTarget(fields, ['name'])).toEqual({ kind: 'meta', key: 'name' });
    expect(issueTarget(fields, ['fields'])).toEqual({ kind: 'fields' });
  });
});

describe('validateTemplate', () => {
  it('reports the empty nested title on its field and finds it first', () => {
    const result = validateTemplate({ meta, fields });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.fields.child).toEqual({ title: 'REQUIRED' });
    expect(firstErrorFieldId(fields, result.errors)).toBe('child');
  });

  it('reports the name, missing options and options on a text field', () => {
    const bad: TField[] = [
      { id: 'r', type: 'radio', title: 'R', required: false, practitionerOnly: false, options: [] },
      { id: 't', type: 'text', title: 'T', required: false, practitionerOnly: false, options: [{ id: 'o', label: 'o', children: [] }] },
    ];
    const result = validateTemplate({ meta: { ...meta, name: ' ' }, fields: bad });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.meta.name).toBe('TEMPLATE_NAME_REQUIRED');
    expect(result.errors.fields.r?.options).toBe('FIELD_OPTIONS_REQUIRED');
    expect(result.errors.fields.t?.options).toBe('FIELD_OPTIONS_NOT_ALLOWED');
  });

  it('forces scoring for a bilan and accepts a valid template', () => {
    const result = validateTemplate({ meta: { ...meta, type: 'bilan' }, fields: fields.slice(0, 2) });
    expect(result.ok && result.data.scoringEnabled).toBe(true);
  });

  it('collects list-level issues as general errors', () => {
    const twice: TField[] = [fields[0] as TField, fields[0] as TField];
    expect(errorsFromIssues(twice, [{ path: ['fields'], message: 'FIELD_ID_DUPLICATE' }]).general).toEqual(['FIELD_ID_DUPLICATE']);
  });

  it('puts the bands coverage problems on scoreBands and sends bands and instrument', () => {
    const scored: TField[] = [
      {
        id: 'r',
        type: 'radio',
        title: 'R',
        required: false,
        practitionerOnly: false,
        options: [0, 1, 2].map((p) => ({ id: `o${p}`, label: `${p}`, points: p, children: [] })),
      },
    ];
    const gap = validateTemplate({
      meta: { ...meta, scoringEnabled: true, scoreBands: [{ min: 0, max: 0, label: 'Low', level: 'none' }] },
      fields: scored,
    });
    if (gap.ok) throw new Error('expected errors');
    expect(gap.errors.meta.scoreBands).toBe('SCORE_BANDS_GAP');
    const bands = [{ min: 0, max: 2, label: 'All', level: 'custom' as const }];
    const ok = validateTemplate({ meta: { ...meta, scoringEnabled: true, scoreBands: bands, validatedInstrument: 'gad7' }, fields: scored });
    expect(ok.ok && ok.data.scoreBands).toEqual(bands);
    // Not the GAD-7's fields: the flag is dropped on save.
    expect(ok.ok && ok.data.validatedInstrument).toBeNull();
  });

  it('sends the patient instructions trimmed, null when blank, and the crisis switch', () => {
    const valid = fields.slice(0, 2);
    const written = validateTemplate({ meta: { ...meta, patientInstructions: '  Lisez chaque question.\n', crisisMessage: false }, fields: valid });
    expect(written.ok && written.data.patientInstructions).toBe('Lisez chaque question.');
    expect(written.ok && written.data.crisisMessage).toBe(false);
    const blank = validateTemplate({ meta: { ...meta, patientInstructions: '   ' }, fields: valid });
    expect(blank.ok && blank.data.patientInstructions).toBeNull();
    expect(blank.ok && blank.data.crisisMessage).toBe(true);
  });

  it('reports instructions over 2000 characters on patientInstructions', () => {
    const result = validateTemplate({ meta: { ...meta, patientInstructions: 'a'.repeat(2001) }, fields: fields.slice(0, 2) });
    if (result.ok) throw new Error('expected errors');
    expect(result.errors.meta.patientInstructions).toBe('PATIENT_INSTRUCTIONS_TOO_LONG');
  });
});

describe('instrumentChangesOf', () => {
  const gad7 = instrumentVersion('gad7', 'en')!;
  const copy = {
    meta: {
      ...meta,
      type: 'suivi' as const,
      language: 'en' as const,
      scoringEnabled: true,
      scoreBands: gad7.bands,
      patientInstructions: gad7.instructions,
      validatedInstrument: 'gad7' as const,
    },
    fields: gad7.fields,
  };

  it('finds nothing on an unchanged copy, nor without a flag', () => {
    expect(instrumentChangesOf(copy)).toEqual([]);
    expect(instrumentChangesOf({ meta: { ...copy.meta, validatedInstrument: null, patientInstructions: '' }, fields: [] })).toEqual([]);
  });

  it('compares the bands only while the template scores, and the instructions and language always', () => {
    expect(instrumentChangesOf({ ...copy, meta: { ...copy.meta, scoringEnabled: false } })).toEqual(['bands']);
    expect(instrumentChangesOf({ ...copy, meta: { ...copy.meta, patientInstructions: 'Answer quickly.' } })).toEqual(['instructions']);
    expect(instrumentChangesOf({ ...copy, meta: { ...copy.meta, language: 'nl' } })).toEqual(['language']);
  });
});

describe('hasCrisisField', () => {
  it('finds PHQ-9 item 9, also nested under an option', () => {
    expect(hasCrisisField(instrumentVersion('phq9', 'fr')!.fields)).toBe(true);
    expect(hasCrisisField(instrumentVersion('gad7', 'fr')!.fields)).toBe(false);
    const nested: TField = { ...fields[2]!, options: [{ id: 'yes', label: 'Oui', children: [{ ...child, id: 'phq9_9' }] }] };
    expect(hasCrisisField([nested])).toBe(true);
  });
});
