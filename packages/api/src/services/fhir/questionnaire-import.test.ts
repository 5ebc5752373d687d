// importQuestionnaire (docs/fhir.md#import): each item type read, each construct a template cannot hold listed (and
// what confirming drops), hostile inputs refused without harm, and LOINC's PHQ-9 and GAD-7 scoring as our instruments.
import { describe, expect, it } from 'vitest';
import {
  computeScore,
  fileUrl,
  instrumentVersion,
  VALIDATED_INSTRUMENTS,
  ZTemplateInput,
  type TAnswers,
  type TField,
  type TTemplateData,
  type TTemplateInput,
  type TValidatedInstrumentKey,
} from '@praxiform/domain';
import { FHIR_EXTENSIONS, FHIR_SYSTEMS, FHIR_UNSUPPORTED_KINDS, INSTRUCTIONS_LINK_ID, type TFhirUnsupportedKind } from './fhir-profile';
import { expectValidFhir } from './fhir-validate.testing';
import { FHIR_IMPORT_DEPTH_MAX, importQuestionnaire, type TFhirImportOptions } from './questionnaire-import';
import { LOINC_GAD7, LOINC_PHQ9, LOINC_TOTAL_LINK_IDS } from './testing/loinc-instruments';

const FILE_ID = '0b0e7c8a-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const PICTURE = `https://app.example/api/files/${FILE_ID}`;
const FOREIGN_PICTURE = 'https://elsewhere.example/logo.png';
/** The use case checks the database; here only FILE_ID is the caller's. */
const usableImage = (url: string): string | null => (url === PICTURE ? fileUrl(FILE_ID) : null);
const STRICT: TFhirImportOptions = { dropUnsupported: false, usableImage };
const DROP: TFhirImportOptions = { dropUnsupported: true, usableImage };

type TJson = Record<string, unknown>;

function questionnaire(item: TJson[], extra: TJson = {}): TJson {
  return { resourceType: 'Questionnaire', status: 'active', language: 'en', title: 'Intake', item, ...extra };
}

function templateOf(input: unknown, options: TFhirImportOptions = STRICT): TTemplateInput {
  const result = importQuestionnaire(input, options);
  if (!result.ok) throw new Error(`not imported: ${JSON.stringify(result)}`);
  return result.template;
}

/** The imported template as the use case saves it (ZTemplateInput must accept it). */
function saved(input: unknown, options: TFhirImportOptions = STRICT): TTemplateData {
  return ZTemplateInput.parse(templateOf(input, options));
}

function fieldsOf(input: unknown, options: TFhirImportOptions = STRICT): TField[] {
  return saved(input, options).fields;
}

const coding = (code: string, display?: string): TJson => ({ valueCoding: { system: FHIR_SYSTEMS.option, code, ...(display ? { display } : {}) } });
const control = (code: string): TJson => ({
  url: FHIR_EXTENSIONS.itemControl,
  valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.itemControl, code }] },
});
const choice = (linkId: string, codes: string[], extra: TJson = {}): TJson => ({
  linkId,
  type: 'choice',
  text: `Question ${linkId}`,
  answerOption: codes.map((code) => coding(code, `Label ${code}`)),
  ...extra,
});
const when = (question: string, code: string, operator = '='): TJson => ({ question, operator, answerCoding: { system: FHIR_SYSTEMS.option, code } });

describe('importQuestionnaire: item types', () => {
  const one = (item: TJson, extra: TJson = {}): TField => {
    const fields = fieldsOf(questionnaire([item], extra));
    expect(fields).toHaveLength(1);
    return fields[0]!;
  };

  it.each([
    ['string', [], 'text'],
    ['string', [{ url: FHIR_EXTENSIONS.fieldType, valueCode: 'email' }], 'email'],
    ['text', [], 'textarea'],
    ['decimal', [], 'number'],
    ['integer', [], 'number'],
    ['date', [], 'date'],
    ['attachment', [], 'image-upload'],
  ] as const)('%s (extensions %j) becomes a %s field', (type, extension, expected) => {
    expect(one({ linkId: 'a', type, text: 'Title', extension })).toEqual({
      id: 'a',
      type: expected,
      title: 'Title',
      required: false,
      practitionerOnly: false,
    });
  });

  it('reads required, hidden (practitioner only), entryFormat (placeholder) and the help child', () => {
    const field = one({
      linkId: 'name',
      type: 'string',
      text: 'Name',
      required: true,
      extension: [
        { url: FHIR_EXTENSIONS.hidden, valueBoolean: true },
        { url: FHIR_EXTENSIONS.entryFormat, valueString: 'Jane Doe' },
      ],
      item: [{ linkId: 'name-help', type: 'display', text: 'As on your ID card', extension: [control('help')] }],
    });
    expect(field).toEqual({
      id: 'name',
      type: 'text',
      title: 'Name',
      required: true,
      practitionerOnly: true,
      placeholder: 'Jane Doe',
      helpText: 'As on your ID card',
    });
  });

  it('reads a rating only with our field type, its stars from maxValue; an integer with bounds alone is a number', () => {
    const bounds = [
      { url: FHIR_EXTENSIONS.minValue, valueInteger: 1 },
      { url: FHIR_EXTENSIONS.maxValue, valueInteger: 7 },
    ];
    expect(
      one({ linkId: 'r', type: 'integer', text: 'Pain', extension: [{ url: FHIR_EXTENSIONS.fieldType, valueCode: 'rating' }, ...bounds] }),
    ).toMatchObject({
      type: 'rating',
      max: 7,
    });
    expect(one({ linkId: 'r', type: 'integer', text: 'Pain', extension: bounds })).toMatchObject({ type: 'number' });
  });

  it('reads choice as radio, drop-down as select, repeats or check-box as checkbox, with option points and alerts', () => {
    const answerOption = [
      { ...coding('low', 'Low'), extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 0 }] },
      {
        ...coding('high', 'High'),
        extension: [
          { url: FHIR_EXTENSIONS.itemWeight, valueDecimal: 3 },
          { url: FHIR_EXTENSIONS.optionAlert, valueBoolean: true },
        ],
      },
    ];
    const options = [
      { id: 'low', label: 'Low', points: 0, children: [] },
      { id: 'high', label: 'High', points: 3, alert: true, children: [] },
    ];
    expect(one({ linkId: 'c', type: 'choice', text: 'Level', answerOption })).toMatchObject({ type: 'radio', options });
    expect(one({ linkId: 'c', type: 'choice', text: 'Level', answerOption, extension: [control('radio-button')] })).toMatchObject({ type: 'radio' });
    expect(one({ linkId: 'c', type: 'choice', text: 'Level', answerOption, extension: [control('drop-down')] })).toMatchObject({
      type: 'select',
      options,
    });
    expect(one({ linkId: 'c', type: 'choice', text: 'Level', answerOption, repeats: true })).toMatchObject({ type: 'checkbox', options });
    expect(one({ linkId: 'c', type: 'choice', text: 'Level', answerOption, extension: [control('check-box')] })).toMatchObject({ type: 'checkbox' });
  });

  it('reads points from iso21090-CO-value, ordinalValue on the coding, and a whole-number optionPrefix', () => {
    const field = one({
      linkId: 'c',
      type: 'choice',
      text: 'Level',
      answerOption: [
        { ...coding('a', 'A'), extension: [{ url: FHIR_EXTENSIONS.coValue, valueDecimal: 1 }] },
        { valueCoding: { code: 'b', display: 'B', extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 2 }] } },
        { ...coding('c', 'C'), extension: [{ url: FHIR_EXTENSIONS.optionPrefix, valueString: '5' }] },
        { ...coding('d', 'D'), extension: [{ url: FHIR_EXTENSIONS.optionPrefix, valueString: 'd)' }] },
      ],
    });
    expect(field.options?.map((o) => o.points)).toEqual([1, 2, 5, undefined]);
  });

  it('gives options their code as id when usable and unique, else o1, o2...; label from display, else code', () => {
    const field = one({
      linkId: 'c',
      type: 'choice',
      text: 'Pick',
      answerOption: [
        { valueCoding: { code: 'x' } },
        { valueCoding: { code: 'x', display: 'Second x' } },
        { valueCoding: { code: 'with space', display: 'Spaced' } },
        { valueCoding: { code: 'o1', display: 'Taken' } },
        { valueString: 'Free text' },
        { valueInteger: 4 },
      ],
    });
    expect(field.options?.map((o) => [o.id, o.label])).toEqual([
      ['x', 'x'],
      ['o2', 'Second x'],
      ['o3', 'Spaced'],
      ['o1', 'Taken'],
      ['o4', 'Free text'],
      ['4', '4'],
    ]);
  });

  it('reads the options of a contained ValueSet (expansion or compose)', () => {
    const contained = [
      { resourceType: 'ValueSet', id: 'exp', status: 'active', expansion: { contains: [{ system: 's', code: 'y', display: 'Yes' }] } },
      { resourceType: 'ValueSet', id: 'cmp', status: 'active', compose: { include: [{ system: 's', concept: [{ code: 'n', display: 'No' }] }] } },
    ];
    const fields = fieldsOf(
      questionnaire(
        [
          { linkId: 'a', type: 'choice', text: 'A', answerValueSet: '#exp' },
          { linkId: 'b', type: 'choice', text: 'B', answerValueSet: '#cmp' },
        ],
        { contained },
      ),
    );
    expect(fields.map((f) => f.options?.map((o) => [o.id, o.label]))).toEqual([[['y', 'Yes']], [['n', 'No']]]);
  });

  it.each([
    ['en', ['Yes', 'No']],
    ['fr', ['Oui', 'Non']],
    ['nl-BE', ['Ja', 'Nee']],
  ] as const)('reads boolean as a yes/no radio in the language (%s)', (language, labels) => {
    const field = one({ linkId: 'b', type: 'boolean', text: 'Smoker?' }, { language });
    expect(field).toMatchObject({
      type: 'radio',
      options: [
        { id: 'yes', label: labels[0] },
        { id: 'no', label: labels[1] },
      ],
    });
  });

  it('reads open-choice as the choice followed by an optional free-text field', () => {
    const fields = fieldsOf(
      questionnaire([{ ...choice('fruit', ['apple', 'pear']), type: 'open-choice', text: 'Fruit', required: true }], { language: 'nl' }),
    );
    expect(fields.map((f) => [f.id, f.type, f.title, f.required])).toEqual([
      ['fruit', 'radio', 'Fruit', true],
      ['fruit-other', 'text', 'Fruit (anders)', false],
    ]);
  });

  it('reads a picture of the caller as an image field (its help sibling as help text), and the instructions', () => {
    const template = saved(
      questionnaire([
        { linkId: INSTRUCTIONS_LINK_ID, type: 'display', text: 'Answer honestly.' },
        {
          linkId: 'img',
          type: 'display',
          text: 'Body map',
          extension: [
            { url: FHIR_EXTENSIONS.fieldType, valueCode: 'image' },
            { url: FHIR_EXTENSIONS.itemMedia, valueAttachment: { url: PICTURE, contentType: 'image/png' } },
          ],
        },
        {
          linkId: 'img-help',
          type: 'display',
          text: 'Where it hurts',
          extension: [
            { url: FHIR_EXTENSIONS.displayCategory, valueCodeableConcept: { coding: [{ system: FHIR_SYSTEMS.displayCategory, code: 'help' }] } },
          ],
        },
        { linkId: 'q', type: 'string', text: 'Where?' },
      ]),
    );
    expect(template.patientInstructions).toBe('Answer honestly.');
    expect(template.fields[0]).toEqual({
      id: 'img',
      type: 'image',
      title: 'Body map',
      required: false,
      practitionerOnly: false,
      imageUrl: fileUrl(FILE_ID),
      helpText: 'Where it hurts',
    });
    expect(template.fields[1]).toMatchObject({ id: 'q', type: 'text' });
    expect(template.fields[1]!.helpText).toBeUndefined();
  });

  it('prepends a display standing before a question to its help text', () => {
    const [field] = fieldsOf(
      questionnaire([
        { linkId: 'intro', type: 'display', text: 'About your sleep.' },
        { linkId: 'q', type: 'string', text: 'Hours?', item: [{ linkId: 'h', type: 'display', text: 'A number', extension: [control('help')] }] },
      ]),
    );
    expect(field!.helpText).toBe('About your sleep.\n\nA number');
  });

  it('opens groups in place, without listing the heading of the only top-level group or one equal to the title', () => {
    const input = questionnaire([
      {
        linkId: 'g',
        type: 'group',
        text: 'Anything',
        item: [
          { linkId: 'a', type: 'string', text: 'A' },
          { linkId: 'g2', type: 'group', text: 'Intake', item: [{ linkId: 'b', type: 'string', text: 'B' }] },
          { linkId: 'c', type: 'string', text: 'C' },
        ],
      },
    ]);
    expect(fieldsOf(input).map((f) => f.id)).toEqual(['a', 'b', 'c']);
  });

  it('hangs an item with one enableWhen = on an earlier option under that option, in order, chains included', () => {
    const fields = fieldsOf(
      questionnaire([
        choice('smoker', ['yes', 'no']),
        { linkId: 'packs', type: 'decimal', text: 'Packs', enableWhen: [when('smoker', 'yes')] },
        { linkId: 'since', type: 'date', text: 'Since', enableWhen: [when('smoker', 'yes')] },
        { ...choice('quit', ['y', 'n']), enableWhen: [when('smoker', 'no')] },
        { linkId: 'when', type: 'date', text: 'When', enableWhen: [when('quit', 'y')] },
        { linkId: 'after', type: 'string', text: 'After' },
        { linkId: 'b', type: 'boolean', text: 'B' },
        { linkId: 'bb', type: 'string', text: 'BB', enableWhen: [{ question: 'b', operator: '=', answerBoolean: false }] },
      ]),
    );
    expect(fields.map((f) => f.id)).toEqual(['smoker', 'after', 'b']);
    const [yes, no] = fields[0]!.options!;
    expect(yes!.children.map((f) => f.id)).toEqual(['packs', 'since']);
    expect(no!.children.map((f) => f.id)).toEqual(['quit']);
    expect(no!.children[0]!.options![0]!.children.map((f) => f.id)).toEqual(['when']);
    expect(fields[2]!.options![1]!.children.map((f) => f.id)).toEqual(['bb']);
  });

  it('carries the condition of a group or a question down to what it holds', () => {
    const fields = fieldsOf(
      questionnaire([
        choice('a', ['y', 'n']),
        {
          linkId: 'g',
          type: 'group',
          enableWhen: [when('a', 'y')],
          item: [
            choice('b', ['1', '2']),
            { linkId: 'c', type: 'string', text: 'C', enableWhen: [when('b', '1')] },
            { linkId: 'd', type: 'string', text: 'D' },
          ],
        },
      ]),
    );
    expect(fields.map((f) => f.id)).toEqual(['a']);
    const yes = fields[0]!.options![0]!;
    expect(yes.children.map((f) => f.id)).toEqual(['b', 'd']);
    expect(yes.children[0]!.options![0]!.children.map((f) => f.id)).toEqual(['c']);
  });

  it('reads the template metadata: name, description, language, type, category, scoring, bands, crisis message', () => {
    const band = (min: number, max: number, label: string, level: string, positive?: boolean): TJson => ({
      url: FHIR_EXTENSIONS.scoreBand,
      extension: [
        { url: 'min', valueInteger: min },
        { url: 'max', valueInteger: max },
        { url: 'label', valueString: label },
        { url: 'level', valueCode: level },
        ...(positive ? [{ url: 'positive', valueBoolean: true }] : []),
      ],
    });
    const template = saved(
      questionnaire(
        [
          {
            linkId: 'c',
            type: 'choice',
            text: 'C',
            answerOption: [0, 1, 2].map((n) => ({ ...coding(`o${n}`, `O${n}`), extension: [{ url: FHIR_EXTENSIONS.itemWeight, valueDecimal: n }] })),
          },
        ],
        {
          title: 'Follow-up',
          name: 'FollowUp',
          description: 'Weekly',
          language: 'fr-BE',
          extension: [
            { url: FHIR_EXTENSIONS.templateType, valueCode: 'suivi' },
            { url: FHIR_EXTENSIONS.templateCategory, valueString: 'cardiology' },
            { url: FHIR_EXTENSIONS.scoringEnabled, valueBoolean: true },
            { url: FHIR_EXTENSIONS.crisisMessage, valueBoolean: false },
            band(2, 2, 'High', 'severe', true),
            band(0, 1, 'Low', 'none'),
          ],
        },
      ),
    );
    expect(template).toMatchObject({
      name: 'Follow-up',
      description: 'Weekly',
      language: 'fr',
      type: 'suivi',
      category: 'cardiology',
      scoringEnabled: true,
      crisisMessage: false,
      scoreBands: [
        { min: 0, max: 1, label: 'Low', level: 'none' },
        { min: 2, max: 2, label: 'High', level: 'severe', positive: true },
      ],
    });
  });

  it('defaults: name from name then "Questionnaire", language fr, type autre, scoring when options have points', () => {
    const scored = templateOf({
      resourceType: 'Questionnaire',
      status: 'active',
      name: 'Computable',
      language: 'de',
      item: [
        { linkId: 'c', type: 'choice', answerOption: [{ ...coding('a'), extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 1 }] }] },
      ],
    });
    expect(scored).toMatchObject({
      name: 'Computable',
      language: 'fr',
      type: 'autre',
      scoringEnabled: true,
      crisisMessage: true,
      validatedInstrument: null,
    });
    // No text: the linkId is the title.
    expect(ZTemplateInput.parse(scored).fields[0]!.title).toBe('c');
    expect(templateOf({ resourceType: 'Questionnaire', status: 'draft' })).toMatchObject({
      name: 'Questionnaire',
      scoringEnabled: false,
      fields: [],
    });
  });

  it('gives a field its linkId when usable and unique, else q1, q2... (never a name of Object.prototype)', () => {
    const fields = fieldsOf(
      questionnaire([
        { linkId: '/1/2', type: 'string', text: 'Slash' },
        { linkId: 'q1', type: 'string', text: 'Own q1' },
        { linkId: 'dup', type: 'string', text: 'First' },
        { linkId: 'dup', type: 'string', text: 'Second' },
        { linkId: 'x'.repeat(65), type: 'string', text: 'Long' },
        { linkId: 'toString', type: 'string', text: 'Prototype name' },
      ]),
    );
    expect(fields.map((f) => f.id)).toEqual(['q2', 'q1', 'dup', 'q3', 'q4', 'q5']);
  });
});

type TKindCase = {
  kind: TFhirUnsupportedKind;
  linkId: string | null;
  input: TJson;
  /** What the confirmed import holds instead. */
  dropped: (template: TTemplateData) => void;
};

const ids = (fields: readonly TField[]): string[] => fields.map((f) => f.id);

const KIND_CASES: TKindCase[] = [
  {
    kind: 'item-type',
    linkId: 'at',
    input: questionnaire([
      { linkId: 'at', type: 'dateTime', text: 'When exactly?' },
      { linkId: 'b', type: 'string', text: 'B' },
    ]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['b']),
  },
  {
    kind: 'enable-when-operator',
    linkId: 'b',
    input: questionnaire([choice('a', ['y', 'n']), { linkId: 'b', type: 'string', text: 'B', enableWhen: [when('a', 'y', '!=')] }]),
    dropped: (t) => {
      expect(ids(t.fields)).toEqual(['a', 'b']);
      expect(t.fields[0]!.options!.every((o) => o.children.length === 0)).toBe(true);
    },
  },
  {
    kind: 'enable-when-answer',
    linkId: 'b',
    input: questionnaire([choice('a', ['y', 'n']), { linkId: 'b', type: 'string', text: 'B', enableWhen: [when('a', 'maybe')] }]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['a', 'b']),
  },
  {
    kind: 'enable-when-target',
    linkId: 'b',
    input: questionnaire([{ linkId: 'b', type: 'string', text: 'B', enableWhen: [when('a', 'y')] }, choice('a', ['y', 'n'])]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['b', 'a']),
  },
  {
    kind: 'enable-when-multiple',
    linkId: 'b',
    input: questionnaire([
      choice('a', ['y', 'n']),
      choice('c', ['y', 'n']),
      { linkId: 'b', type: 'string', text: 'B', enableWhen: [when('a', 'y'), when('c', 'y')], enableBehavior: 'all' },
    ]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['a', 'c', 'b']),
  },
  {
    kind: 'expression',
    linkId: 'total',
    input: questionnaire([
      { linkId: 'a', type: 'integer', text: 'A' },
      {
        linkId: 'total',
        type: 'integer',
        text: 'Total',
        extension: [{ url: FHIR_EXTENSIONS.calculatedExpression, valueExpression: { language: 'text/fhirpath', expression: '1' } }],
      },
    ]),
    // A calculated item is removed entirely.
    dropped: (t) => expect(ids(t.fields)).toEqual(['a']),
  },
  {
    kind: 'modifier-extension',
    linkId: 'a',
    input: questionnaire([{ linkId: 'a', type: 'string', text: 'A', modifierExtension: [{ url: 'https://x.example/negate', valueBoolean: true }] }]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['a']),
  },
  {
    kind: 'answer-value-set',
    linkId: 'a',
    input: questionnaire([{ linkId: 'a', type: 'choice', text: 'Country', answerValueSet: 'http://hl7.org/fhir/ValueSet/iso3166-1-2' }]),
    // The answer becomes free text.
    dropped: (t) => expect(t.fields).toEqual([{ id: 'a', type: 'text', title: 'Country', required: false, practitionerOnly: false }]),
  },
  {
    kind: 'initial-value',
    linkId: 'a',
    input: questionnaire([{ linkId: 'a', type: 'string', text: 'A', initial: [{ valueString: 'prefilled' }] }]),
    dropped: (t) => expect(t.fields).toEqual([{ id: 'a', type: 'text', title: 'A', required: false, practitionerOnly: false }]),
  },
  {
    kind: 'read-only',
    linkId: 'a',
    input: questionnaire([{ linkId: 'a', type: 'string', text: 'A', readOnly: true }]),
    // Kept, editable.
    dropped: (t) => expect(ids(t.fields)).toEqual(['a']),
  },
  {
    kind: 'image',
    linkId: 'logo',
    input: questionnaire([
      { linkId: 'logo', type: 'display', text: 'Logo', extension: [{ url: FHIR_EXTENSIONS.itemMedia, valueAttachment: { url: FOREIGN_PICTURE } }] },
    ]),
    // The image field stays, without the picture (one can be added in the builder).
    dropped: (t) => expect(t.fields).toEqual([{ id: 'logo', type: 'image', title: 'Logo', required: false, practitionerOnly: false }]),
  },
  {
    kind: 'display-position',
    linkId: 'thanks',
    input: questionnaire([
      { linkId: 'a', type: 'string', text: 'A' },
      { linkId: 'thanks', type: 'display', text: 'Thank you!' },
    ]),
    dropped: (t) => expect(t.fields).toEqual([{ id: 'a', type: 'text', title: 'A', required: false, practitionerOnly: false }]),
  },
  {
    kind: 'group-heading',
    linkId: 'g2',
    input: questionnaire([
      { linkId: 'a', type: 'string', text: 'A' },
      { linkId: 'g2', type: 'group', text: 'Part 2', item: [{ linkId: 'b', type: 'string', text: 'B' }] },
    ]),
    dropped: (t) => expect(ids(t.fields)).toEqual(['a', 'b']),
  },
  {
    kind: 'option-points',
    linkId: 'a',
    input: questionnaire([
      {
        linkId: 'a',
        type: 'choice',
        text: 'A',
        answerOption: [
          { ...coding('half', 'Half'), extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 0.5 }] },
          { ...coding('one', 'One'), extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: 1 }] },
        ],
      },
    ]),
    // The option keeps no points; the others keep theirs.
    dropped: (t) => expect(t.fields[0]!.options!.map((o) => o.points)).toEqual([undefined, 1]),
  },
  {
    kind: 'repeats',
    linkId: 'meds',
    input: questionnaire([
      { linkId: 'meds', type: 'group', text: 'Intake', repeats: true, item: [{ linkId: 'drug', type: 'string', text: 'Drug' }] },
    ]),
    // Asked once.
    dropped: (t) => expect(ids(t.fields)).toEqual(['drug']),
  },
];

describe('importQuestionnaire: what a template cannot hold', () => {
  it('has a case for every kind', () => {
    expect(KIND_CASES.map((c) => c.kind).sort()).toEqual([...FHIR_UNSUPPORTED_KINDS].sort());
  });

  it.each(KIND_CASES)('$kind: listed on $linkId, nothing imported without confirmation', ({ kind, linkId, input }) => {
    expect(importQuestionnaire(input, STRICT)).toEqual({ ok: false, unsupported: [{ linkId, kind }] });
  });

  it.each(KIND_CASES)('$kind: dropped once confirmed (and listed as dropped)', ({ kind, linkId, input, dropped }) => {
    const result = importQuestionnaire(input, DROP);
    expect(result).toMatchObject({ ok: true, unsupported: [{ linkId, kind }] });
    dropped(saved(input, DROP));
  });

  it('lists what is met on the Questionnaire itself with linkId null', () => {
    const input = questionnaire([{ linkId: 'a', type: 'string', text: 'A' }], {
      modifierExtension: [{ url: 'https://x.example/m', valueBoolean: true }],
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/cqf-expression', valueExpression: { language: 'text/cql', expression: 'x' } }],
    });
    expect(importQuestionnaire(input, STRICT)).toEqual({
      ok: false,
      unsupported: [
        { linkId: null, kind: 'modifier-extension' },
        { linkId: null, kind: 'expression' },
      ],
    });
  });

  it('ignores other expressions once confirmed: the item stays, as listed', () => {
    const input = questionnaire([
      {
        linkId: 'a',
        type: 'string',
        text: 'A',
        extension: [{ url: FHIR_EXTENSIONS.initialExpression, valueExpression: { language: 'text/fhirpath', expression: "'x'" } }],
      },
    ]);
    expect(importQuestionnaire(input, STRICT)).toEqual({ ok: false, unsupported: [{ linkId: 'a', kind: 'expression' }] });
    expect(ids(fieldsOf(input, DROP))).toEqual(['a']);
  });

  it('ignores unknown ordinary extensions silently', () => {
    const input = questionnaire([{ linkId: 'a', type: 'string', text: 'A', extension: [{ url: 'https://x.example/colour', valueString: 'blue' }] }], {
      extension: [{ url: 'https://x.example/owner', valueString: 'me' }],
    });
    expect(importQuestionnaire(input, STRICT)).toMatchObject({ ok: true, unsupported: [] });
  });

  it('lists a conditional display (no conditional text here) and a picture on a question (the question is kept)', () => {
    const input = questionnaire([
      choice('a', ['y', 'n']),
      { linkId: 'note', type: 'display', text: 'Only if yes', enableWhen: [when('a', 'y')] },
      { linkId: 'b', type: 'string', text: 'B', extension: [{ url: FHIR_EXTENSIONS.itemMedia, valueAttachment: { url: PICTURE } }] },
    ]);
    expect(importQuestionnaire(input, STRICT)).toEqual({
      ok: false,
      unsupported: [
        { linkId: 'b', kind: 'image' },
        { linkId: 'note', kind: 'display-position' },
      ],
    });
    expect(fieldsOf(input, DROP)).toEqual([
      expect.objectContaining({ id: 'a' }),
      { id: 'b', type: 'text', title: 'B', required: false, practitionerOnly: false },
    ]);
  });

  it('keeps an item whose own condition is dropped under its group condition', () => {
    const input = questionnaire([
      choice('a', ['y', 'n']),
      {
        linkId: 'g',
        type: 'group',
        enableWhen: [when('a', 'y')],
        item: [choice('b', ['1', '2']), { linkId: 'c', type: 'string', text: 'C', enableWhen: [when('b', '1', 'exists')] }],
      },
    ]);
    expect(importQuestionnaire(input, STRICT)).toEqual({ ok: false, unsupported: [{ linkId: 'c', kind: 'enable-when-operator' }] });
    const [a] = fieldsOf(input, DROP);
    expect(ids(a!.options![0]!.children)).toEqual(['b', 'c']);
  });

  it('lists an own condition naming an item outside its conditional group as multiple conditions', () => {
    const input = questionnaire([
      choice('a', ['y', 'n']),
      choice('z', ['y', 'n']),
      { linkId: 'g', type: 'group', enableWhen: [when('a', 'y')], item: [{ linkId: 'c', type: 'string', text: 'C', enableWhen: [when('z', 'y')] }] },
    ]);
    expect(importQuestionnaire(input, STRICT)).toEqual({ ok: false, unsupported: [{ linkId: 'c', kind: 'enable-when-multiple' }] });
    expect(ids(fieldsOf(input, DROP)[0]!.options![0]!.children)).toEqual(['c']);
  });
});

describe('importQuestionnaire: hostile input', () => {
  it.each([null, 'Questionnaire', 42, [], [{ resourceType: 'Questionnaire' }]])('refuses %j as not a Questionnaire', (input) => {
    expect(importQuestionnaire(input, STRICT)).toEqual({ ok: false, reason: 'not-a-questionnaire', path: '' });
  });

  it('refuses another resource type', () => {
    expect(importQuestionnaire({ resourceType: 'Patient', item: [] }, STRICT)).toEqual({
      ok: false,
      reason: 'not-a-questionnaire',
      path: 'resourceType',
    });
  });

  it.each([
    [{ item: 'x' }, 'item'],
    [{ item: [{ linkId: 1, type: 'string' }] }, 'item[0].linkId'],
    [{ item: [{ linkId: 'a' }] }, 'item[0].type'],
    [
      { item: [{ linkId: 'a', type: 'group', item: [{ linkId: 'b', type: 'choice', answerOption: [{ valueInteger: 'one' }] }] }] },
      'item[0].item[0].answerOption[0].valueInteger',
    ],
    [{ title: ['x'] }, 'title'],
    [{ extension: [{ url: FHIR_EXTENSIONS.scoreBand, extension: [{ url: 'min', valueInteger: 0 }] }] }, 'extension[0]'],
  ])('refuses a malformed Questionnaire (%j) with the path', (extra, path) => {
    expect(importQuestionnaire({ resourceType: 'Questionnaire', status: 'active', ...extra }, STRICT)).toEqual({
      ok: false,
      reason: 'malformed',
      path,
    });
  });

  function nested(levels: number): TJson {
    let item: TJson = { linkId: 'leaf', type: 'string', text: 'Leaf' };
    for (let i = 1; i < levels; i += 1) item = { linkId: `g${i}`, type: 'group', item: [item] };
    return { resourceType: 'Questionnaire', status: 'active', title: 'Deep', item: [item] };
  }

  it(`reads ${FHIR_IMPORT_DEPTH_MAX} item levels and refuses one more before recursing`, () => {
    const deep = importQuestionnaire(nested(FHIR_IMPORT_DEPTH_MAX), DROP);
    expect(deep.ok).toBe(true);
    expect(importQuestionnaire(nested(FHIR_IMPORT_DEPTH_MAX + 1), DROP)).toMatchObject({ ok: false, reason: 'too-deep' });
  });

  it('refuses 10,000 nested levels without exhausting the stack, and a cycle', () => {
    const result = importQuestionnaire(nested(10_000), DROP);
    expect(result).toMatchObject({ ok: false, reason: 'too-deep' });
    expect('path' in result && result.path.startsWith('item[0].item[0].item[0]')).toBe(true);
    const cyclic: TJson = { linkId: 'c', type: 'group' };
    cyclic.item = [cyclic];
    expect(importQuestionnaire({ resourceType: 'Questionnaire', item: [cyclic] }, DROP)).toMatchObject({ ok: false, reason: 'too-deep' });
  });

  it('leaves Object.prototype alone with __proto__ keys and prototype-named linkIds, codes and conditions', () => {
    const before = Object.getOwnPropertyNames(Object.prototype).sort();
    const text = JSON.stringify({
      resourceType: 'Questionnaire',
      status: 'active',
      title: 'Proto',
      language: 'en',
      extension: [{ url: '__proto__', valueString: 'x' }],
      item: [
        {
          linkId: '__proto__',
          type: 'choice',
          text: 'Proto',
          answerOption: [{ valueCoding: { code: '__proto__', display: 'P' } }, { valueCoding: { code: 'constructor', display: 'C' } }],
          PROTO: { polluted: true },
        },
        {
          linkId: 'constructor',
          type: 'string',
          text: 'Ctor',
          enableWhen: [{ question: '__proto__', operator: '=', answerCoding: { code: '__proto__' } }],
        },
        { linkId: 'hasOwnProperty', type: 'string', text: 'Own' },
      ],
      PROTO: { polluted: true },
    }).replaceAll('"PROTO"', '"__proto__"');
    const input: unknown = JSON.parse(text);
    const result = importQuestionnaire(input, STRICT);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(Object.getPrototypeOf(result.template)).toBe(Object.prototype);
    const fields = ZTemplateInput.parse(result.template).fields;
    expect(ids(fields)).toEqual(['q1', 'q3']);
    expect(fields[0]!.options!.map((o) => o.id)).toEqual(['o1', 'o2']);
    expect(ids(fields[0]!.options![0]!.children)).toEqual(['q2']);
  });

  it('hands over huge option lists, too many fields and too long texts for ZTemplateInput to refuse', () => {
    const options = questionnaire([
      choice(
        'a',
        Array.from({ length: 5_000 }, (_, i) => `c${i}`),
      ),
    ]);
    expect(ZTemplateInput.safeParse(templateOf(options)).success).toBe(false);
    const many = questionnaire(Array.from({ length: 600 }, (_, i) => ({ linkId: `f${i}`, type: 'string', text: 'F' })));
    expect(ZTemplateInput.safeParse(templateOf(many)).success).toBe(false);
    const long = questionnaire([{ linkId: 'a', type: 'string', text: 'x'.repeat(10_000) }]);
    expect(ZTemplateInput.safeParse(templateOf(long)).success).toBe(false);
  });
});

describe('importQuestionnaire: LOINC PHQ-9 and GAD-7', () => {
  const CASES: { key: TValidatedInstrumentKey; fixture: TJson; items: number }[] = [
    { key: 'phq9', fixture: LOINC_PHQ9 as unknown as TJson, items: 9 },
    { key: 'gad7', fixture: LOINC_GAD7 as unknown as TJson, items: 7 },
  ];

  it.each(CASES)('$key fixture is a valid FHIR R4 Questionnaire', ({ fixture }) => {
    expectValidFhir(fixture);
  });

  it.each(CASES)('$key: lists the calculated, read-only total and nothing else', ({ key, fixture }) => {
    const linkId = LOINC_TOTAL_LINK_IDS[key];
    expect(importQuestionnaire(fixture, STRICT)).toEqual({
      ok: false,
      unsupported: [
        { linkId, kind: 'expression' },
        { linkId, kind: 'read-only' },
      ],
    });
  });

  it.each(CASES)('$key: once confirmed, radio items scored 0-3 that score as our instrument', ({ key, fixture, items }) => {
    const result = importQuestionnaire(fixture, DROP);
    if (!result.ok) throw new Error(JSON.stringify(result));
    expect(result.template.validatedInstrument).toBe(key);
    const template = ZTemplateInput.parse(result.template);
    // Not our wording (no stem, no functional question): no longer flagged as the instrument.
    expect(template.validatedInstrument).toBeNull();
    expect(template).toMatchObject({ language: 'en', scoringEnabled: true, type: 'autre', name: fixture.title });
    expect(template.fields).toHaveLength(items);
    for (const field of template.fields) {
      expect(field.type).toBe('radio');
      expect(field.options!.map((o) => o.points)).toEqual([0, 1, 2, 3]);
      expect(field.options!.map((o) => o.label)).toEqual(['Not at all', 'Several days', 'More than half the days', 'Nearly every day']);
    }
    // LOINC question codes give the instrument's field ids (PHQ-9 item 9 keeps its crisis lines).
    expect(ids(template.fields)).toEqual(Array.from({ length: items }, (_, i) => `${key}_${i + 1}`));
    // No bands in the file: the instrument's, for its range.
    expect(template.scoreBands).toEqual(instrumentVersion(key, 'en')!.bands);

    const ours = VALIDATED_INSTRUMENTS[key].versions.en!.fields;
    const combinations = [
      Array.from({ length: items }, () => 0),
      Array.from({ length: items }, () => 3),
      Array.from({ length: items }, (_, i) => i % 4),
      Array.from({ length: items }, (_, i) => (i * 7 + 2) % 4),
      Array.from({ length: items }, (_, i) => (i < 3 ? 2 : 0)),
    ];
    for (const choices of combinations) {
      const answersFor = (fields: readonly TField[]): TAnswers =>
        Object.fromEntries(choices.map((choiceIndex, i) => [fields[i]!.id, fields[i]!.options![choiceIndex]!.id]));
      const imported = computeScore(template.fields, answersFor(template.fields));
      const official = computeScore(ours, answersFor(ours));
      expect(imported).toEqual(official);
      expect(imported.score).toBe(choices.reduce((a, b) => a + b, 0));
    }
  });
});
