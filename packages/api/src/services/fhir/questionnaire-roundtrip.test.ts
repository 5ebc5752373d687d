// Export then import (docs/fhir.md): a template written as a Questionnaire by toQuestionnaire and read back by
// importQuestionnaire is the same template, once both go through ZTemplateInput; the validated instruments too.
import { describe, expect, it } from 'vitest';
import {
  fileUrl,
  possibleScoreRange,
  VALIDATED_INSTRUMENTS,
  ZTemplateInput,
  type TField,
  type TLocale,
  type TTemplateData,
  type TTemplateInput,
  type TValidatedInstrumentKey,
} from '@praxiform/domain';
import type { TFhirContext, TFhirTemplate } from './fhir-profile';
import { expectValidFhir } from './fhir-validate.testing';
import { toQuestionnaire } from './questionnaire-export';
import { importQuestionnaire, type TFhirImportOptions } from './questionnaire-import';

const CONTEXT: TFhirContext = { baseUrl: 'https://app.example/' };
const FILE_ID = '5f3c2b1a-0e9d-4c8b-a7f6-e5d4c3b2a190';
const OPTIONS: TFhirImportOptions = {
  dropUnsupported: false,
  // As the use case: our absolute file address, a file of the caller.
  usableImage: (url) => (url === `https://app.example/api/files/${FILE_ID}` ? fileUrl(FILE_ID) : null),
};

function fhirTemplate(data: TTemplateData): TFhirTemplate {
  return {
    ...data,
    id: 42,
    description: data.description ?? null,
    category: data.category ?? null,
    isPublic: false,
    updatedAt: new Date('2026-03-01T10:00:00.000Z'),
  };
}

/** original → ZTemplateInput → toQuestionnaire → JSON → importQuestionnaire → ZTemplateInput. */
function roundTrip(original: TTemplateInput): { before: TTemplateData; after: TTemplateData } {
  const before = ZTemplateInput.parse(original);
  const exported = toQuestionnaire(fhirTemplate(before), CONTEXT);
  expectValidFhir(exported);
  const result = importQuestionnaire(JSON.parse(JSON.stringify(exported)) as unknown, OPTIONS);
  expect(result).toMatchObject({ ok: true, unsupported: [] });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { before, after: ZTemplateInput.parse(result.template) };
}

const option = (id: string, label: string, extra: Partial<NonNullable<TField['options']>[number]> = {}): NonNullable<TField['options']>[number] => ({
  id,
  label,
  children: [],
  ...extra,
});

const field = (id: string, type: TField['type'], title: string, extra: Partial<TField> = {}): TField => ({
  id,
  type,
  title,
  required: false,
  practitionerOnly: false,
  ...extra,
});

const RICH_FIELDS: TField[] = [
  field('name', 'text', 'Your name', { required: true, placeholder: 'Jane Doe', helpText: 'As on your ID card' }),
  field('history', 'textarea', 'Medical history', { practitionerOnly: true }),
  field('mail', 'email', 'Email', { placeholder: 'jane@example.org' }),
  field('weight', 'number', 'Weight (kg)'),
  field('born', 'date', 'Date of birth', { required: true }),
  field('smoker', 'radio', 'Do you smoke?', {
    required: true,
    helpText: 'Cigarettes, cigars or pipe',
    options: [
      option('yes', 'Yes', {
        points: 2,
        alert: true,
        children: [
          field('packs', 'select', 'How much a day?', {
            options: [
              option('less', 'Less than a pack', { points: 1 }),
              option('more', 'More', {
                points: 3,
                children: [
                  field('brands', 'checkbox', 'Which kinds?', {
                    options: [
                      option('cig', 'Cigarettes', { children: [field('cig-brand', 'text', 'Which brand?', { placeholder: 'Brand' })] }),
                      option('cigar', 'Cigars'),
                    ],
                  }),
                ],
              }),
            ],
          }),
          field('since', 'date', 'Since when?'),
          field('lungs', 'image', 'Your lungs', { imageUrl: fileUrl(FILE_ID), helpText: 'A healthy lung' }),
        ],
      }),
      option('no', 'No', { points: 0 }),
    ],
  }),
  field('symptoms', 'checkbox', 'Symptoms', {
    options: [
      option('cough', 'Cough', { points: 1 }),
      option('fever', 'Fever', { points: 2, alert: true, children: [field('temp', 'number', 'Highest temperature')] }),
      option('none', 'None', { points: 0 }),
    ],
  }),
  field('pain', 'rating', 'Pain today', { max: 7, required: true }),
  field('diagram', 'image', 'Body map', { imageUrl: fileUrl(FILE_ID), helpText: 'Front and back' }),
  field('photo', 'image-upload', 'A photo of the rash', { helpText: 'Daylight is best' }),
  field('freq', 'select', 'How often?', { practitionerOnly: true, options: [option('daily', 'Daily'), option('weekly', 'Weekly')] }),
];

describe('toQuestionnaire then importQuestionnaire', () => {
  it('gives back a rich template exactly: every field type, conditional chain, help, placeholders, bands, instructions', () => {
    const range = possibleScoreRange(RICH_FIELDS);
    const original: TTemplateInput = {
      name: 'Respiratory intake',
      description: 'Before the first consultation',
      type: 'anamnese',
      category: 'pneumology',
      language: 'en',
      scoringEnabled: true,
      fields: RICH_FIELDS,
      scoreBands: [
        { min: range.min, max: 3, label: 'Low', level: 'none' },
        { min: 4, max: range.max, label: 'High', level: 'custom', positive: true },
      ],
      patientInstructions: 'Answer for the last 7 days.',
      crisisMessage: false,
      validatedInstrument: null,
    };
    const { before, after } = roundTrip(original);
    // The original is what it claims: bands kept, the chain three levels deep.
    expect(before.scoreBands).toHaveLength(2);
    expect(before.fields[5]!.options![0]!.children[0]!.options![1]!.children[0]!.options![0]!.children[0]!.id).toBe('cig-brand');
    expect(after).toStrictEqual(before);
  });

  it.each([
    ['fr', false],
    ['nl', true],
  ] as const)('gives back a template in %s, scoring %s, without description, category or instructions', (language: TLocale, scoringEnabled) => {
    const original: TTemplateInput = {
      name: 'Court',
      type: 'suivi',
      language,
      scoringEnabled,
      fields: [
        field('ok', 'radio', 'Ça va ?', { options: [option('oui', 'Oui', { points: 1 }), option('non', 'Non', { points: 0 })] }),
        field('note', 'textarea', 'Remarques'),
      ],
    };
    const { before, after } = roundTrip(original);
    expect(after).toStrictEqual(before);
  });

  const versions = Object.values(VALIDATED_INSTRUMENTS).flatMap((instrument) =>
    instrument.languages.map((language) => ({ key: instrument.key, language })),
  ) as { key: TValidatedInstrumentKey; language: TLocale }[];

  it.each(versions)('gives back the $key template in $language, still the validated instrument', ({ key, language }) => {
    const version = VALIDATED_INSTRUMENTS[key].versions[language]!;
    const original: TTemplateInput = {
      name: version.name,
      description: version.description,
      type: 'bilan',
      category: 'psychiatry',
      language,
      scoringEnabled: true,
      fields: version.fields,
      scoreBands: version.bands,
      patientInstructions: version.instructions,
      crisisMessage: true,
      validatedInstrument: key,
    };
    const { before, after } = roundTrip(original);
    expect(before.validatedInstrument).toBe(key);
    expect(after).toStrictEqual(before);
  });
});
