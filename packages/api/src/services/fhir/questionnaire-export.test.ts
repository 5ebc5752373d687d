// A template as a FHIR R4 Questionnaire (docs/fhir.md#export-questionnaire): what a FHIR client reads, and every
// Questionnaire checked by Medplum's R4 validator and the rules it does not run.
import { describe, expect, it } from 'vitest';
import type { Extension, Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import { instrumentVersion, RATING_DEFAULT_MAX, type TField } from '@praxiform/domain';
import { FHIR_EXTENSIONS, FHIR_SYSTEMS, INSTRUCTIONS_LINK_ID, type TFhirTemplate } from './fhir-profile';
import { expectValidFhir, fhirIssues } from './fhir-validate.testing';
import { computableName, toQuestionnaire } from './questionnaire-export';

const context = { baseUrl: 'https://app.praxiform.test/' };
const BASE = 'https://app.praxiform.test';
const UPDATED = new Date('2026-03-14T09:26:53.000Z');
const IMAGE_ID = '0b4c1d53-8a8c-4d0e-9a55-1f0c2b0f3a77';

const field = (id: string, type: TField['type'], title: string, extra: Partial<TField> = {}): TField => ({
  id,
  type,
  title,
  required: false,
  practitionerOnly: false,
  ...extra,
});

/** A shoulder anamnesis using every field type, points, an alert, a two-level condition, help texts and placeholders. */
const FIELDS: TField[] = [
  field('name', 'text', 'Nom et prénom', { required: true, placeholder: 'Dupont Marie', helpText: 'Tel que sur la carte d’identité' }),
  field('history', 'textarea', 'Antécédents médicaux'),
  field('contact', 'email', 'Adresse e-mail'),
  field('weight', 'number', 'Poids', { placeholder: 'kg', helpText: 'En kilogrammes' }),
  // Its id is the help item's natural linkId of `weight`: the help gets another one.
  field('weight-help', 'text', 'Aide reçue pour peser'),
  field('birth', 'date', 'Date de naissance', { required: true }),
  field('pain', 'radio', 'Douleur à l’épaule', {
    required: true,
    options: [
      { id: 'pain_none', label: 'Aucune', points: 0, children: [] },
      { id: 'pain_some', label: 'Modérée', points: 1, children: [] },
      {
        id: 'pain_strong',
        label: 'Forte',
        points: 3,
        alert: true,
        children: [
          field('pain_where', 'select', 'Où ?', {
            required: true,
            options: [
              {
                id: 'where_shoulder',
                label: 'Épaule',
                children: [
                  field('shoulder_side', 'checkbox', 'Quel côté ?', {
                    options: [
                      { id: 'side_left', label: 'Gauche', children: [] },
                      { id: 'side_right', label: 'Droite', children: [] },
                    ],
                  }),
                ],
              },
              { id: 'where_neck', label: 'Cou', children: [] },
            ],
          }),
          field('pain_level', 'rating', 'Intensité', { max: 10 }),
        ],
      },
    ],
  }),
  field('sports', 'checkbox', 'Sports pratiqués', {
    options: [
      { id: 'sport_run', label: 'Course', children: [] },
      { id: 'sport_swim', label: 'Natation', children: [field('swim_freq', 'number', 'Séances par semaine')] },
    ],
  }),
  field('satisfaction', 'rating', 'Satisfaction'),
  field('diagram', 'image', 'Montrez la zone douloureuse', { imageUrl: `/api/files/${IMAGE_ID}`, helpText: 'Entourez la zone' }),
  field('photo', 'image-upload', 'Photo de l’épaule'),
  field('notes_pro', 'textarea', 'Observations du praticien', { practitionerOnly: true }),
];

const TEMPLATE: TFhirTemplate = {
  id: 42,
  name: 'Anamnèse kiné — épaule',
  description: 'Premier rendez-vous',
  type: 'anamnese',
  category: 'Orthopédie',
  language: 'fr',
  scoringEnabled: true,
  fields: FIELDS,
  scoreBands: [
    { min: 0, max: 0, label: 'Pas de douleur', level: 'none' },
    { min: 1, max: 2, label: 'Douleur modérée', level: 'mild' },
    { min: 3, max: 3, label: 'Douleur forte', level: 'severe', positive: true },
  ],
  patientInstructions: 'Répondez avant votre rendez-vous.',
  crisisMessage: false,
  validatedInstrument: null,
  isPublic: false,
  updatedAt: UPDATED,
};

function findItem(items: readonly QuestionnaireItem[] | undefined, linkId: string): QuestionnaireItem | null {
  for (const item of items ?? []) {
    const found = item.linkId === linkId ? item : findItem(item.item, linkId);
    if (found) return found;
  }
  return null;
}
function find(items: readonly QuestionnaireItem[] | undefined, linkId: string): QuestionnaireItem {
  const item = findItem(items, linkId);
  if (!item) throw new Error(`no item ${linkId}`);
  return item;
}
const ext = (element: { extension?: Extension[] | undefined }, url: string): Extension[] => (element.extension ?? []).filter((e) => e.url === url);
const controlOf = (item: QuestionnaireItem): string | undefined => ext(item, FHIR_EXTENSIONS.itemControl)[0]?.valueCodeableConcept?.coding?.[0]?.code;
const fieldTypeOf = (item: QuestionnaireItem): string | undefined => ext(item, FHIR_EXTENSIONS.fieldType)[0]?.valueCode;

describe('toQuestionnaire', () => {
  const questionnaire = toQuestionnaire(TEMPLATE, context);

  it('is valid FHIR R4', () => {
    expectValidFhir(questionnaire);
  });

  it('carries the template as the Questionnaire metadata', () => {
    expect(questionnaire).toMatchObject({
      resourceType: 'Questionnaire',
      id: '42',
      url: `${BASE}/api/fhir/Questionnaire/42`,
      version: '2026-03-14T09:26:53.000Z',
      name: 'AnamneseKineEpaule',
      title: 'Anamnèse kiné — épaule',
      status: 'active',
      date: '2026-03-14T09:26:53.000Z',
      language: 'fr',
      description: 'Premier rendez-vous',
      subjectType: ['Patient'],
    });
    expect(questionnaire.code).toBeUndefined();
    expect(questionnaire.extension).toEqual([
      { url: FHIR_EXTENSIONS.templateType, valueCode: 'anamnese' },
      { url: FHIR_EXTENSIONS.templateCategory, valueString: 'Orthopédie' },
      { url: FHIR_EXTENSIONS.scoringEnabled, valueBoolean: true },
      { url: FHIR_EXTENSIONS.crisisMessage, valueBoolean: false },
      {
        url: FHIR_EXTENSIONS.scoreBand,
        extension: [
          { url: 'min', valueInteger: 0 },
          { url: 'max', valueInteger: 0 },
          { url: 'label', valueString: 'Pas de douleur' },
          { url: 'level', valueCode: 'none' },
        ],
      },
      {
        url: FHIR_EXTENSIONS.scoreBand,
        extension: [
          { url: 'min', valueInteger: 1 },
          { url: 'max', valueInteger: 2 },
          { url: 'label', valueString: 'Douleur modérée' },
          { url: 'level', valueCode: 'mild' },
        ],
      },
      {
        url: FHIR_EXTENSIONS.scoreBand,
        extension: [
          { url: 'min', valueInteger: 3 },
          { url: 'max', valueInteger: 3 },
          { url: 'label', valueString: 'Douleur forte' },
          { url: 'level', valueCode: 'severe' },
          { url: 'positive', valueBoolean: true },
        ],
      },
    ]);
  });

  it('starts with the patient instructions, then the fields in order', () => {
    const items = questionnaire.item ?? [];
    expect(items[0]).toEqual({
      linkId: INSTRUCTIONS_LINK_ID,
      type: 'display',
      text: 'Répondez avant votre rendez-vous.',
      extension: [
        {
          url: FHIR_EXTENSIONS.displayCategory,
          valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.displayCategory, code: 'instructions' }] },
        },
      ],
    });
    expect(items.map((item) => item.linkId)).toEqual([
      INSTRUCTIONS_LINK_ID,
      'name',
      'history',
      'contact',
      'weight',
      'weight-help',
      'birth',
      'pain',
      'sports',
      'satisfaction',
      'diagram',
      'diagram-help',
      'photo',
      'notes_pro',
    ]);
  });

  it('maps each field type to an item type, its control and our field type where FHIR is ambiguous', () => {
    const shape = (linkId: string) => {
      const item = find(questionnaire.item, linkId);
      return [item.type, item.repeats ?? false, controlOf(item) ?? null, fieldTypeOf(item) ?? null];
    };
    expect(shape('name')).toEqual(['string', false, null, null]);
    expect(shape('history')).toEqual(['text', false, null, null]);
    expect(shape('contact')).toEqual(['string', false, null, 'email']);
    expect(shape('weight')).toEqual(['decimal', false, null, null]);
    expect(shape('birth')).toEqual(['date', false, null, null]);
    expect(shape('pain')).toEqual(['choice', false, 'radio-button', null]);
    expect(shape('pain_where')).toEqual(['choice', false, 'drop-down', null]);
    expect(shape('sports')).toEqual(['choice', true, 'check-box', null]);
    expect(shape('satisfaction')).toEqual(['integer', false, null, 'rating']);
    expect(shape('diagram')).toEqual(['display', false, null, 'image']);
    expect(shape('photo')).toEqual(['attachment', false, null, null]);
    const itemControl = ext(find(questionnaire.item, 'pain'), FHIR_EXTENSIONS.itemControl)[0];
    expect(itemControl?.valueCodeableConcept?.coding).toEqual([{ system: FHIR_SYSTEMS.itemControl, code: 'radio-button' }]);
  });

  it('marks only required fields required', () => {
    expect(find(questionnaire.item, 'name').required).toBe(true);
    expect(find(questionnaire.item, 'birth').required).toBe(true);
    expect(find(questionnaire.item, 'pain_where').required).toBe(true);
    expect('required' in find(questionnaire.item, 'history')).toBe(false);
  });

  it('codes the options with their ids, their points as ordinalValue and itemWeight, and the alert', () => {
    expect(find(questionnaire.item, 'pain').answerOption).toEqual([
      {
        valueCoding: { system: FHIR_SYSTEMS.option, code: 'pain_none', display: 'Aucune' },
        extension: [
          { url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 0 },
          { url: FHIR_EXTENSIONS.itemWeight, valueDecimal: 0 },
        ],
      },
      {
        valueCoding: { system: FHIR_SYSTEMS.option, code: 'pain_some', display: 'Modérée' },
        extension: [
          { url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 1 },
          { url: FHIR_EXTENSIONS.itemWeight, valueDecimal: 1 },
        ],
      },
      {
        valueCoding: { system: FHIR_SYSTEMS.option, code: 'pain_strong', display: 'Forte' },
        extension: [
          { url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 3 },
          { url: FHIR_EXTENSIONS.itemWeight, valueDecimal: 3 },
          { url: FHIR_EXTENSIONS.optionAlert, valueBoolean: true },
        ],
      },
    ]);
    // Without points, an option is a bare coding.
    expect(find(questionnaire.item, 'sports').answerOption).toEqual([
      { valueCoding: { system: FHIR_SYSTEMS.option, code: 'sport_run', display: 'Course' } },
      { valueCoding: { system: FHIR_SYSTEMS.option, code: 'sport_swim', display: 'Natation' } },
    ]);
  });

  it('nests conditional fields under their question, enabled by the option that reveals them, two levels deep', () => {
    const pain = find(questionnaire.item, 'pain');
    expect(pain.item?.map((item) => item.linkId)).toEqual(['pain_where', 'pain_level']);
    for (const child of pain.item ?? []) {
      expect(child.enableWhen).toEqual([{ question: 'pain', operator: '=', answerCoding: { system: FHIR_SYSTEMS.option, code: 'pain_strong' } }]);
    }
    const where = find(questionnaire.item, 'pain_where');
    expect(where.item?.map((item) => item.linkId)).toEqual(['shoulder_side']);
    expect(where.item?.[0]?.enableWhen).toEqual([
      { question: 'pain_where', operator: '=', answerCoding: { system: FHIR_SYSTEMS.option, code: 'where_shoulder' } },
    ]);
    expect(where.item?.[0]?.repeats).toBe(true);
    // A checkbox's option reveals too (enabled when that option is among the answers).
    const swim = find(questionnaire.item, 'swim_freq');
    expect(swim.enableWhen).toEqual([{ question: 'sports', operator: '=', answerCoding: { system: FHIR_SYSTEMS.option, code: 'sport_swim' } }]);
    expect(find(questionnaire.item, 'sports').item?.map((item) => item.linkId)).toEqual(['swim_freq']);
  });

  it('puts the help text first among the children, the placeholder as entryFormat', () => {
    const name = find(questionnaire.item, 'name');
    expect(name.item).toEqual([
      {
        linkId: 'name-help',
        type: 'display',
        text: 'Tel que sur la carte d’identité',
        extension: [{ url: FHIR_EXTENSIONS.itemControl, valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.itemControl, code: 'help' }] } }],
      },
    ]);
    expect(ext(name, FHIR_EXTENSIONS.entryFormat)).toEqual([{ url: FHIR_EXTENSIONS.entryFormat, valueString: 'Dupont Marie' }]);
    expect(ext(find(questionnaire.item, 'history'), FHIR_EXTENSIONS.entryFormat)).toEqual([]);
  });

  it('gives a help item another linkId when a field already has the natural one', () => {
    const weight = find(questionnaire.item, 'weight');
    expect(weight.item?.map((item) => [item.linkId, item.text])).toEqual([['weight-help-2', 'En kilogrammes']]);
    expect(find(questionnaire.item, 'weight-help').type).toBe('string');
  });

  it('bounds a rating from 1 to its max (the default when unset)', () => {
    const bounds = (linkId: string) => {
      const item = find(questionnaire.item, linkId);
      return [ext(item, FHIR_EXTENSIONS.minValue)[0]?.valueInteger, ext(item, FHIR_EXTENSIONS.maxValue)[0]?.valueInteger];
    };
    expect(bounds('pain_level')).toEqual([1, 10]);
    expect(bounds('satisfaction')).toEqual([1, RATING_DEFAULT_MAX]);
  });

  it('shows a picture by its absolute address, with its help as the next display item', () => {
    const diagram = find(questionnaire.item, 'diagram');
    expect(ext(diagram, FHIR_EXTENSIONS.itemMedia)).toEqual([
      { url: FHIR_EXTENSIONS.itemMedia, valueAttachment: { url: `${BASE}/api/files/${IMAGE_ID}`, title: 'Montrez la zone douloureuse' } },
    ]);
    expect(diagram.item).toBeUndefined();
    expect(find(questionnaire.item, 'diagram-help')).toMatchObject({ type: 'display', text: 'Entourez la zone' });
    const withoutPicture = toQuestionnaire({ ...TEMPLATE, fields: [field('diagram', 'image', 'Schéma')] }, context);
    expect(withoutPicture.item?.[1]?.extension).toEqual([{ url: FHIR_EXTENSIONS.fieldType, valueCode: 'image' }]);
    expectValidFhir(withoutPicture);
  });

  it('hides practitioner-only fields', () => {
    expect(ext(find(questionnaire.item, 'notes_pro'), FHIR_EXTENSIONS.hidden)).toEqual([{ url: FHIR_EXTENSIONS.hidden, valueBoolean: true }]);
    expect(ext(find(questionnaire.item, 'history'), FHIR_EXTENSIONS.hidden)).toEqual([]);
  });

  it('keeps the instructions linkId unique when a field took it', () => {
    const q = toQuestionnaire({ ...TEMPLATE, fields: [field(INSTRUCTIONS_LINK_ID, 'text', 'Consignes lues ?')] }, context);
    expect(q.item?.map((item) => item.linkId)).toEqual([`${INSTRUCTIONS_LINK_ID}-2`, INSTRUCTIONS_LINK_ID]);
    expectValidFhir(q);
  });

  it('leaves out what a bare template does not have', () => {
    const bare = toQuestionnaire(
      {
        ...TEMPLATE,
        id: 7,
        name: '2e bilan',
        description: null,
        category: null,
        scoringEnabled: false,
        scoreBands: [],
        patientInstructions: null,
        fields: [],
      },
      context,
    );
    expectValidFhir(bare);
    expect(bare.name).toBe('Template7');
    expect(bare.item).toBeUndefined();
    expect(bare.description).toBeUndefined();
    expect(bare.extension).toEqual([
      { url: FHIR_EXTENSIONS.templateType, valueCode: 'anamnese' },
      { url: FHIR_EXTENSIONS.scoringEnabled, valueBoolean: false },
      { url: FHIR_EXTENSIONS.crisisMessage, valueBoolean: false },
    ]);
  });
});

describe('toQuestionnaire of a validated instrument', () => {
  const phq9 = instrumentVersion('phq9', 'fr')!;
  const questionnaire: Questionnaire = toQuestionnaire(
    {
      ...TEMPLATE,
      id: 3,
      name: phq9.name,
      description: phq9.description,
      type: 'bilan',
      category: null,
      fields: phq9.fields,
      scoreBands: phq9.bands,
      patientInstructions: phq9.instructions,
      crisisMessage: true,
      validatedInstrument: 'phq9',
      isPublic: true,
    },
    context,
  );

  it('is valid FHIR R4 and carries the LOINC panel code', () => {
    expectValidFhir(questionnaire);
    expect(questionnaire.code).toEqual([
      { system: 'http://loinc.org', code: '44249-1', display: 'PHQ-9 quick depression assessment panel [Reported.PHQ]' },
    ]);
    expect(questionnaire.name).toMatch(/^PHQ9QuestionnaireSurLaSanteDuPatientDepression$/);
    expect(ext(questionnaire, FHIR_EXTENSIONS.crisisMessage)).toEqual([{ url: FHIR_EXTENSIONS.crisisMessage, valueBoolean: true }]);
  });

  it('lists the stem, then the nine items and the difficulty question, scored 0 to 3', () => {
    const items = questionnaire.item ?? [];
    expect(items.map((item) => item.linkId)).toEqual([
      INSTRUCTIONS_LINK_ID,
      ...Array.from({ length: 9 }, (_, i) => `phq9_${i + 1}`),
      'phq9_difficulty',
    ]);
    expect(items[0]?.text).toBe(phq9.instructions);
    const item1 = find(items, 'phq9_1');
    expect(item1.answerOption?.map((o) => [o.valueCoding?.code, ext(o, FHIR_EXTENSIONS.ordinalValue)[0]?.valueDecimal])).toEqual([
      ['phq9_1_0', 0],
      ['phq9_1_1', 1],
      ['phq9_1_2', 2],
      ['phq9_1_3', 3],
    ]);
    // Item 9 above 0 raises an alert; the difficulty question does not score.
    expect(find(items, 'phq9_9').answerOption?.map((o) => ext(o, FHIR_EXTENSIONS.optionAlert).length)).toEqual([0, 1, 1, 1]);
    expect(find(items, 'phq9_difficulty').answerOption?.every((o) => o.extension === undefined)).toBe(true);
  });

  it('writes the five bands, those from 10 up marked positive', () => {
    const bands = ext(questionnaire, FHIR_EXTENSIONS.scoreBand).map((band) => {
      const part = (url: string) => band.extension?.find((e) => e.url === url);
      return [part('min')?.valueInteger, part('max')?.valueInteger, part('level')?.valueCode, part('positive')?.valueBoolean ?? false];
    });
    expect(bands).toEqual([
      [0, 4, 'none', false],
      [5, 9, 'mild', false],
      [10, 14, 'moderate', true],
      [15, 19, 'severe', true],
      [20, 27, 'severe', true],
    ]);
  });
});

describe('computableName', () => {
  it('keeps letters and digits, PascalCase, accents removed; Template<id> when it cannot start with a capital', () => {
    expect(computableName('Anamnèse générale', 1)).toBe('AnamneseGenerale');
    expect(computableName('suivi post-op (J+15)', 1)).toBe('SuiviPostOpJ15');
    expect(computableName('GAD-7 — Échelle', 1)).toBe('GAD7Echelle');
    expect(computableName('12 questions', 9)).toBe('Template9');
    expect(computableName('— ? —', 9)).toBe('Template9');
    expect(computableName('Œdème du cœur', 9)).toBe('OEdemeDuCoeur');
  });
});

describe('expectValidFhir', () => {
  it('fails on what the R4 validator refuses', () => {
    expect(() => expectValidFhir({ resourceType: 'Questionnaire', status: 'active', date: 'yesterday' })).toThrow(/Invalid dateTime format/);
    expect(() =>
      expectValidFhir({ resourceType: 'Questionnaire', status: 'active', item: [{ linkId: 'a', type: 'display', text: 'x', required: true }] }),
    ).toThrow(/que-6/);
    expect(() => expectValidFhir({ resourceType: 'Questionnaire', status: 'active', color: 'blue' })).toThrow(/Invalid additional property "color"/);
  });

  it('fails on the rules the validator does not run', () => {
    const issues = fhirIssues({
      resourceType: 'Questionnaire',
      id: 'two words',
      name: 'lower case',
      status: 'active',
      item: [
        { linkId: 'a', type: 'string', text: '' },
        {
          linkId: 'a',
          type: 'string',
          answerOption: [{ valueString: 'x' }],
          enableWhen: [{ question: 'z', operator: 'exists', answerBoolean: true }],
        },
      ],
    });
    expect(issues).toEqual(
      expect.arrayContaining([
        'empty string at Questionnaire.item[0].text',
        'id "two words" is not a FHIR id',
        'que-0: name "lower case" is not computable',
        'que-2: linkId "a" is not unique',
        'item "a": answerOption on a string',
        'item "a": enableWhen names unknown item "z"',
      ]),
    );
  });
});
