// A completed submission as a QuestionnaireResponse, a patient as a Patient, and the patient's file as a `collection`
// Bundle (docs/fhir.md#questionnaireresponse, #everything); every resource checked by Medplum's R4 validator and against
// the Questionnaire it answers.
import { describe, expect, it } from 'vitest';
import type { Questionnaire, QuestionnaireResponse, QuestionnaireResponseItem } from '@medplum/fhirtypes';
import { computeScore, instrumentVersion, type TField } from '@praxiform/domain';
import { FHIR_EXTENSIONS, FHIR_SYSTEMS, type TFhirTemplate } from './fhir-profile';
import { expectResponseFitsQuestionnaire, expectValidFhir, responseFitIssues } from './fhir-validate.testing';
import { toQuestionnaire } from './questionnaire-export';
import { patientEverything, patientToFhir, toQuestionnaireResponse, type TFhirPatient, type TFhirSubmission } from './response-export';

const context = { baseUrl: 'https://app.praxiform.test' };
const BASE = 'https://app.praxiform.test';
const PHOTO_ID = '0b4c1d53-8a8c-4d0e-9a55-1f0c2b0f3a77';
const COMPLETED = new Date('2026-03-20T15:04:05.000Z');

const field = (id: string, type: TField['type'], title: string, extra: Partial<TField> = {}): TField => ({
  id,
  type,
  title,
  required: false,
  practitionerOnly: false,
  ...extra,
});
const coding = (code: string, display: string) => ({ valueCoding: { system: FHIR_SYSTEMS.option, code, display } });

/** Every answerable field type, a two-level condition, a picture shown, a practitioner-only field. */
const FIELDS: TField[] = [
  field('name', 'text', 'Nom et prénom', { required: true, helpText: 'Comme sur la carte d’identité' }),
  field('history', 'textarea', 'Antécédents'),
  field('contact', 'email', 'E-mail'),
  field('weight', 'number', 'Poids (kg)'),
  field('birth', 'date', 'Date de naissance'),
  field('pain', 'radio', 'Douleur', {
    options: [
      { id: 'pain_none', label: 'Aucune', points: 0, children: [] },
      {
        id: 'pain_strong',
        label: 'Forte',
        points: 3,
        alert: true,
        children: [
          field('pain_where', 'select', 'Où ?', {
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
              { id: 'where_neck', label: 'Cou', children: [field('neck_since', 'date', 'Depuis quand ?')] },
            ],
          }),
          field('pain_level', 'rating', 'Intensité', { max: 10 }),
        ],
      },
    ],
  }),
  field('sports', 'checkbox', 'Sports', {
    options: [
      { id: 'sport_run', label: 'Course', points: 1, children: [] },
      { id: 'sport_bike', label: 'Vélo', children: [] },
      { id: 'sport_swim', label: 'Natation', points: 1, children: [field('swim_freq', 'number', 'Séances par semaine')] },
    ],
  }),
  field('satisfaction', 'rating', 'Satisfaction'),
  field('diagram', 'image', 'Schéma', { imageUrl: `/api/files/${PHOTO_ID}` }),
  field('photo', 'image-upload', 'Photo'),
  field('notes_pro', 'textarea', 'Observations', { practitionerOnly: true }),
  field('skipped', 'text', 'Question sans réponse'),
];

const TEMPLATE: TFhirTemplate = {
  id: 42,
  name: 'Anamnèse épaule',
  description: null,
  type: 'anamnese',
  category: null,
  language: 'fr',
  scoringEnabled: true,
  fields: FIELDS,
  scoreBands: [
    { min: 0, max: 2, label: 'Faible', level: 'mild' },
    { min: 3, max: 5, label: 'Forte', level: 'severe', positive: true },
  ],
  patientInstructions: 'Merci de répondre avant le rendez-vous.',
  crisisMessage: false,
  validatedInstrument: null,
  isPublic: false,
  updatedAt: new Date('2026-03-01T08:00:00.000Z'),
};

const PATIENT: TFhirPatient = {
  id: 7,
  firstName: 'Zoé',
  lastName: 'Lefèvre',
  email: 'zoe.lefevre@example.org',
  phone: '+32 470 12 34 56',
  address: 'Rue de la Loi 16, 1000 Bruxelles',
};

const ANSWERS = {
  name: 'Zoé Lefèvre',
  history: 'Luxation en 2019\nOpérée en 2020',
  contact: 'zoe.lefevre@example.org',
  weight: 61.5,
  birth: '1988-07-14',
  pain: 'pain_strong',
  pain_where: 'where_shoulder',
  shoulder_side: ['side_right', 'side_left'],
  // An answer to a field its option does not show (where_neck is not chosen): not part of the response.
  neck_since: '2026-01-01',
  pain_level: 8,
  sports: ['sport_swim', 'sport_run'],
  swim_freq: 2,
  satisfaction: 4,
  photo: PHOTO_ID,
  notes_pro: 'Amplitude réduite en abduction',
  skipped: '',
  history_unknown: null,
};

const SUBMISSION: TFhirSubmission = {
  id: 1201,
  templateId: 42,
  formName: 'Anamnèse épaule',
  language: 'fr',
  completedAt: COMPLETED,
  fields: FIELDS,
  answers: ANSWERS,
  score: { value: computeScore(FIELDS, ANSWERS).score },
  band: { label: 'Forte', level: 'severe' },
  patientId: 7,
  patient: { firstName: 'Zoé', lastName: 'Lefèvre' },
  respondent: null,
};

const questionnaire = toQuestionnaire(TEMPLATE, context);

function answered(items: readonly QuestionnaireResponseItem[] | undefined, linkId: string): QuestionnaireResponseItem {
  const walk = (list: readonly QuestionnaireResponseItem[] | undefined): QuestionnaireResponseItem | null => {
    for (const item of list ?? []) {
      if (item.linkId === linkId) return item;
      const found = walk(item.item) ?? (item.answer ?? []).map((answer) => walk(answer.item)).find((x) => x !== null) ?? null;
      if (found) return found;
    }
    return null;
  };
  const item = walk(items);
  if (!item) throw new Error(`no answer to ${linkId}`);
  return item;
}

describe('toQuestionnaireResponse', () => {
  const response = toQuestionnaireResponse(SUBMISSION, context);

  it('is valid FHIR R4 and fits the Questionnaire of its template', () => {
    expectValidFhir(response);
    expectValidFhir(questionnaire);
    expectResponseFitsQuestionnaire(response, questionnaire);
  });

  it('names its Questionnaire, its patient, when it was completed, and the score with its band', () => {
    expect(SUBMISSION.score?.value).toBe(5);
    expect(response).toMatchObject({
      resourceType: 'QuestionnaireResponse',
      id: '1201',
      language: 'fr',
      questionnaire: questionnaire.url,
      status: 'completed',
      authored: '2026-03-20T15:04:05.000Z',
      subject: { reference: 'Patient/7', display: 'Zoé Lefèvre' },
      extension: [
        { url: FHIR_EXTENSIONS.score, valueInteger: 5 },
        { url: FHIR_EXTENSIONS.scoreBandOfResponse, valueCoding: { system: FHIR_SYSTEMS.bandLevel, code: 'severe', display: 'Forte' } },
      ],
    });
    expect(response.contained).toBeUndefined();
  });

  it('answers the answered fields in template order, leaving out the unanswered, the pictures and the help', () => {
    expect(response.item?.map((item) => item.linkId)).toEqual([
      'name',
      'history',
      'contact',
      'weight',
      'birth',
      'pain',
      'sports',
      'satisfaction',
      'photo',
      'notes_pro',
    ]);
    expect(response.item?.[0]).toEqual({ linkId: 'name', text: 'Nom et prénom', answer: [{ valueString: 'Zoé Lefèvre' }] });
  });

  it('gives each field type its FHIR answer type', () => {
    const answersOf = (linkId: string) => answered(response.item, linkId).answer;
    expect(answersOf('history')).toEqual([{ valueString: 'Luxation en 2019\nOpérée en 2020' }]);
    expect(answersOf('contact')).toEqual([{ valueString: 'zoe.lefevre@example.org' }]);
    expect(answersOf('weight')).toEqual([{ valueDecimal: 61.5 }]);
    expect(answersOf('birth')).toEqual([{ valueDate: '1988-07-14' }]);
    expect(answersOf('satisfaction')).toEqual([{ valueInteger: 4 }]);
    expect(answersOf('photo')).toEqual([{ valueAttachment: { url: `${BASE}/api/files/${PHOTO_ID}` } }]);
    expect(answersOf('notes_pro')).toEqual([{ valueString: 'Amplitude réduite en abduction' }]);
  });

  it('codes a choice with the chosen option, one answer per chosen checkbox option, in the field’s order', () => {
    expect(answered(response.item, 'shoulder_side').answer).toEqual([coding('side_left', 'Gauche'), coding('side_right', 'Droite')]);
    expect(answered(response.item, 'sports').answer?.map((a) => a.valueCoding?.code)).toEqual(['sport_run', 'sport_swim']);
  });

  it('nests the answered conditional fields under the answer of the option that reveals them, two levels deep', () => {
    const pain = answered(response.item, 'pain');
    expect(pain.item).toBeUndefined();
    expect(pain.answer).toEqual([
      {
        ...coding('pain_strong', 'Forte'),
        item: [
          {
            linkId: 'pain_where',
            text: 'Où ?',
            answer: [
              {
                ...coding('where_shoulder', 'Épaule'),
                item: [{ linkId: 'shoulder_side', text: 'Quel côté ?', answer: [coding('side_left', 'Gauche'), coding('side_right', 'Droite')] }],
              },
            ],
          },
          { linkId: 'pain_level', text: 'Intensité', answer: [{ valueInteger: 8 }] },
        ],
      },
    ]);
    const sports = answered(response.item, 'sports');
    expect(sports.answer?.[0]?.item).toBeUndefined();
    expect(sports.answer?.[1]?.item).toEqual([{ linkId: 'swim_freq', text: 'Séances par semaine', answer: [{ valueDecimal: 2 }] }]);
    expect(JSON.stringify(response)).not.toContain('neck_since');
  });

  it('leaves out values that do not fit their field rather than guessing', () => {
    const odd = toQuestionnaireResponse(
      { ...SUBMISSION, answers: { weight: 'beaucoup', birth: '2026-02-31', pain: 'pain_gone', photo: 'not-a-file', satisfaction: 3.5, name: '   ' } },
      context,
    );
    expect(odd.item).toBeUndefined();
    expectValidFhir(odd);
  });

  it('stands a generic-link respondent as a contained Patient', () => {
    const waiting = toQuestionnaireResponse(
      { ...SUBMISSION, patientId: null, patient: null, respondent: { firstName: 'Marc', lastName: null, email: 'marc@example.org' } },
      context,
    );
    expectValidFhir(waiting);
    expect(waiting.subject).toEqual({ reference: '#respondent', display: 'Marc' });
    expect(waiting.contained).toEqual([
      {
        resourceType: 'Patient',
        id: 'respondent',
        name: [{ text: 'Marc', given: ['Marc'] }],
        telecom: [{ system: 'email', value: 'marc@example.org' }],
      },
    ]);
  });

  it('names no Questionnaire once the template was deleted, no subject without anyone, no score when not scored', () => {
    const orphan = toQuestionnaireResponse(
      { ...SUBMISSION, templateId: null, patientId: null, patient: null, respondent: null, score: null, band: null },
      context,
    );
    expectValidFhir(orphan);
    expect(orphan.questionnaire).toBeUndefined();
    expect(orphan.subject).toBeUndefined();
    expect(orphan.contained).toBeUndefined();
    expect(orphan.extension).toBeUndefined();
    expect(orphan.item?.length).toBe(10);
  });

  it('answers a PHQ-9 with its option codes, its score and band', () => {
    const phq9 = instrumentVersion('phq9', 'fr')!;
    const answers = Object.fromEntries(phq9.fields.slice(0, 9).map((f, i) => [f.id, `${f.id}_${i % 3}`]));
    answers.phq9_difficulty = 'phq9_difficulty_1';
    const score = computeScore(phq9.fields, answers).score;
    const phqResponse = toQuestionnaireResponse(
      {
        ...SUBMISSION,
        id: 1300,
        templateId: 3,
        formName: phq9.name,
        fields: phq9.fields,
        answers,
        score: { value: score },
        band: { label: phq9.bands[1]!.label, level: phq9.bands[1]!.level },
      },
      context,
    );
    const phqQuestionnaire = toQuestionnaire(
      {
        ...TEMPLATE,
        id: 3,
        name: phq9.name,
        fields: phq9.fields,
        scoreBands: phq9.bands,
        patientInstructions: phq9.instructions,
        validatedInstrument: 'phq9',
        crisisMessage: true,
      },
      context,
    );
    expectValidFhir(phqResponse);
    expectResponseFitsQuestionnaire(phqResponse, phqQuestionnaire);
    expect(score).toBe(9);
    expect(phqResponse.questionnaire).toBe(`${BASE}/api/fhir/Questionnaire/3`);
    expect(phqResponse.item?.map((item) => item.answer?.[0]?.valueCoding?.code)).toEqual([
      'phq9_1_0',
      'phq9_2_1',
      'phq9_3_2',
      'phq9_4_0',
      'phq9_5_1',
      'phq9_6_2',
      'phq9_7_0',
      'phq9_8_1',
      'phq9_9_2',
      'phq9_difficulty_1',
    ]);
    expect(phqResponse.extension?.[1]?.valueCoding).toEqual({ system: FHIR_SYSTEMS.bandLevel, code: 'mild', display: 'Dépression légère' });
  });
});

describe('expectValidFhir on responses and bundles', () => {
  it('checks the resources a Bundle and a response hold', () => {
    const patient = { resourceType: 'Patient', id: '1', birthDate: '1988-13-45' };
    expect(() =>
      expectValidFhir({ resourceType: 'Bundle', type: 'collection', entry: [{ fullUrl: `${BASE}/api/fhir/Patient/1`, resource: patient }] }),
    ).toThrow(/Invalid date format at Bundle.entry\[0\].resource.birthDate/);
    expect(() =>
      expectValidFhir({
        resourceType: 'Bundle',
        type: 'collection',
        entry: [{ fullUrl: `${BASE}/api/fhir/Patient/2`, resource: { ...patient, birthDate: '1988-12-04' } }],
      }),
    ).toThrow(/fullUrl .* does not name the resource/);
    expect(() =>
      expectValidFhir({
        resourceType: 'QuestionnaireResponse',
        status: 'completed',
        contained: [{ resourceType: 'Patient', id: 'respondent' }],
        subject: { reference: '#someone' },
      }),
    ).toThrow(/dom-3: reference #someone names no contained resource/);
  });
});

describe('responseFitIssues', () => {
  it('catches a response that does not fit its Questionnaire', () => {
    const wrong: QuestionnaireResponse = {
      resourceType: 'QuestionnaireResponse',
      status: 'completed',
      item: [
        { linkId: 'weight', answer: [{ valueString: '61' }] },
        { linkId: 'pain', answer: [coding('pain_maybe', 'Peut-être')] },
        { linkId: 'satisfaction', answer: [{ valueInteger: 1 }, { valueInteger: 2 }] },
        { linkId: 'pain_level', answer: [{ valueInteger: 1 }] },
      ],
    };
    expect(responseFitIssues(wrong, questionnaire)).toEqual([
      '/weight: answer valueString to a decimal',
      '/pain: pain_maybe is no option',
      '/satisfaction: 2 answers to an item that does not repeat',
      '/pain_level: no such item at this place in the Questionnaire',
    ]);
  });
});

describe('patientToFhir', () => {
  it('writes the names, e-mail, phone and address', () => {
    const patient = patientToFhir(PATIENT);
    expectValidFhir(patient);
    expect(patient).toEqual({
      resourceType: 'Patient',
      id: '7',
      name: [{ text: 'Zoé Lefèvre', family: 'Lefèvre', given: ['Zoé'] }],
      telecom: [
        { system: 'email', value: 'zoe.lefevre@example.org' },
        { system: 'phone', value: '+32 470 12 34 56' },
      ],
      address: [{ text: 'Rue de la Loi 16, 1000 Bruxelles' }],
    });
  });

  it('leaves out what the patient file does not have', () => {
    const patient = patientToFhir({ ...PATIENT, phone: null, address: '  ' });
    expectValidFhir(patient);
    expect(patient.telecom).toEqual([{ system: 'email', value: 'zoe.lefevre@example.org' }]);
    expect(patient.address).toBeUndefined();
  });
});

describe('patientEverything', () => {
  const other: Questionnaire = toQuestionnaire({ ...TEMPLATE, id: 43, name: 'Suivi' }, context);
  const bundle = patientEverything(
    {
      patient: PATIENT,
      submissions: [
        SUBMISSION,
        { ...SUBMISSION, id: 1202, completedAt: new Date('2026-02-01T10:00:00.000Z') },
        { ...SUBMISSION, id: 1100, templateId: null, formName: 'Ancien bilan' },
      ],
      // The same Questionnaire twice and one nobody answered: it is listed once, the other not at all.
      questionnaires: [other, questionnaire, questionnaire],
      now: new Date('2026-04-01T12:00:00.000Z'),
    },
    context,
  );

  it('is a valid collection Bundle', () => {
    expectValidFhir(bundle);
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', timestamp: '2026-04-01T12:00:00.000Z' });
  });

  it('holds the patient, each response, and each distinct Questionnaire answered, with their addresses', () => {
    expect(bundle.entry?.map((entry) => entry.fullUrl)).toEqual([
      `${BASE}/api/fhir/Patient/7`,
      `${BASE}/api/fhir/QuestionnaireResponse/1201`,
      `${BASE}/api/fhir/QuestionnaireResponse/1202`,
      `${BASE}/api/fhir/QuestionnaireResponse/1100`,
      `${BASE}/api/fhir/Questionnaire/42`,
    ]);
    expect(bundle.entry?.[0]?.resource).toEqual(patientToFhir(PATIENT));
    expect(bundle.entry?.[1]?.resource).toEqual(toQuestionnaireResponse(SUBMISSION, context));
    expect(bundle.entry?.[4]?.resource).toBe(questionnaire);
    for (const entry of bundle.entry ?? []) expectValidFhir(entry.resource);
  });

  it('is only the patient when they have completed nothing', () => {
    const empty = patientEverything({ patient: PATIENT, submissions: [], questionnaires: [questionnaire], now: COMPLETED }, context);
    expectValidFhir(empty);
    expect(empty.entry?.map((entry) => entry.resource?.resourceType)).toEqual(['Patient']);
  });
});
