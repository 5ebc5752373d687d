// The PHQ-9 and GAD-7 as LOINC publishes them through LHC-Forms (FHIR R4): one outer group with the panel's LOINC code
// and name, the items with their LOINC question codes and answers from the LOINC answer list LL358-3 (LA6568-5 ...
// LA6571-9) scored 0-3, and the total as a read-only integer computed by an SDC calculatedExpression. The PHQ-9 carries
// the scores in the older `iso21090-CO-value` extension on each answerOption, the GAD-7 in `ordinalValue` on each
// coding: the import reads both. Fixtures of questionnaire-import.test.ts (docs/fhir.md#import).
import type { Questionnaire, QuestionnaireItem, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import { FHIR_EXTENSIONS, FHIR_SYSTEMS } from '../fhir-profile';

const FREQUENCY = [
  { code: 'LA6568-5', display: 'Not at all' },
  { code: 'LA6569-3', display: 'Several days' },
  { code: 'LA6570-1', display: 'More than half the days' },
  { code: 'LA6571-9', display: 'Nearly every day' },
] as const;

type TScoreStyle = 'co-value' | 'ordinal';

function answers(style: TScoreStyle): QuestionnaireItemAnswerOption[] {
  return FREQUENCY.map(({ code, display }, score) =>
    style === 'co-value'
      ? {
          valueCoding: { system: FHIR_SYSTEMS.loinc, code, display },
          extension: [{ url: FHIR_EXTENSIONS.coValue, valueDecimal: score }],
        }
      : {
          valueCoding: {
            system: FHIR_SYSTEMS.loinc,
            code,
            display,
            extension: [{ url: FHIR_EXTENSIONS.ordinalValue, valueDecimal: score }],
          },
        },
  );
}

function question(panel: string, code: string, text: string, style: TScoreStyle, radio: boolean): QuestionnaireItem {
  return {
    linkId: `/${panel}/${code}`,
    code: [{ system: FHIR_SYSTEMS.loinc, code, display: text }],
    text,
    type: 'choice',
    required: false,
    ...(radio
      ? {
          extension: [
            {
              url: FHIR_EXTENSIONS.itemControl,
              valueCodeableConcept: {
                coding: [{ system: FHIR_SYSTEMS.itemControl, code: 'radio-button', display: 'Radio Button' }],
                text: 'Radio Button',
              },
            },
          ],
        }
      : {}),
    answerOption: answers(style),
  };
}

/** The total: read-only, computed from the answers' scores (weight() is the SDC FHIRPath function for them). */
function total(panel: string, code: string, text: string): QuestionnaireItem {
  const linkId = `/${panel}/${code}`;
  return {
    linkId,
    code: [{ system: FHIR_SYSTEMS.loinc, code, display: text }],
    text,
    type: 'integer',
    required: false,
    readOnly: true,
    extension: [
      {
        url: FHIR_EXTENSIONS.calculatedExpression,
        valueExpression: {
          description: 'Total score calculation',
          language: 'text/fhirpath',
          expression: `%resource.repeat(item).where(linkId != '${linkId}').answer.value.weight().sum()`,
        },
      },
      {
        url: 'http://hl7.org/fhir/StructureDefinition/questionnaire-unit',
        valueCoding: { system: 'http://unitsofmeasure.org', code: '{score}', display: '{score}' },
      },
    ],
  };
}

const LHC_META = { tag: [{ display: 'lformsVersion: 36.0.4' }] };
const COPYRIGHT =
  'Copyright © Pfizer Inc. All rights reserved. Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.';

const PHQ9_TITLE = 'PHQ-9 quick depression assessment panel';
const PHQ9_ITEMS: readonly (readonly [string, string])[] = [
  ['44250-9', 'Little interest or pleasure in doing things'],
  ['44255-8', 'Feeling down, depressed, or hopeless'],
  ['44259-0', 'Trouble falling or staying asleep, or sleeping too much'],
  ['44254-1', 'Feeling tired or having little energy'],
  ['44251-7', 'Poor appetite or overeating'],
  ['44258-2', 'Feeling bad about yourself-or that you are a failure or have let yourself or your family down'],
  ['44252-5', 'Trouble concentrating on things, such as reading the newspaper or watching television'],
  [
    '44253-3',
    'Moving or speaking so slowly that other people could have noticed. Or the opposite-being so fidgety or restless that you have been moving around a lot more than usual',
  ],
  ['44260-8', 'Thoughts that you would be better off dead, or of hurting yourself in some way'],
];

/** PHQ-9 (LOINC 44249-1), scores in `iso21090-CO-value` on the answerOptions, radio-button controls. */
export const LOINC_PHQ9: Questionnaire = {
  resourceType: 'Questionnaire',
  id: '44249-1',
  meta: LHC_META,
  url: 'http://loinc.org/q/44249-1',
  name: 'PHQ_9_quick_depression_assessment_panel',
  title: PHQ9_TITLE,
  status: 'active',
  language: 'en',
  copyright: COPYRIGHT,
  code: [{ system: FHIR_SYSTEMS.loinc, code: '44249-1', display: 'PHQ-9 quick depression assessment panel [Reported.PHQ]' }],
  item: [
    {
      linkId: '/44249-1',
      code: [{ system: FHIR_SYSTEMS.loinc, code: '44249-1', display: PHQ9_TITLE }],
      text: PHQ9_TITLE,
      type: 'group',
      required: false,
      item: [
        ...PHQ9_ITEMS.map(([code, text]) => question('44249-1', code, text, 'co-value', true)),
        total('44249-1', '44261-6', 'Patient health questionnaire 9 item total score'),
      ],
    },
  ],
};

const GAD7_TITLE = 'Generalized anxiety disorder 7 item (GAD-7)';
const GAD7_ITEMS: readonly (readonly [string, string])[] = [
  ['69725-0', 'Feeling nervous, anxious or on edge'],
  ['68509-0', 'Not being able to stop or control worrying'],
  ['69733-4', 'Worrying too much about different things'],
  ['69734-2', 'Trouble relaxing'],
  ['69735-9', "Being so restless that it's hard to sit still"],
  ['69689-8', 'Becoming easily annoyed or irritable'],
  ['69736-7', 'Feeling afraid as if something awful might happen'],
];

/** GAD-7 (LOINC 69737-5), scores in `ordinalValue` on the answer codings, no item control (radio by default). */
export const LOINC_GAD7: Questionnaire = {
  resourceType: 'Questionnaire',
  id: '69737-5',
  meta: LHC_META,
  url: 'http://loinc.org/q/69737-5',
  name: 'GAD_7',
  title: GAD7_TITLE,
  status: 'active',
  language: 'en',
  copyright: COPYRIGHT,
  code: [{ system: FHIR_SYSTEMS.loinc, code: '69737-5', display: GAD7_TITLE }],
  item: [
    {
      linkId: '/69737-5',
      code: [{ system: FHIR_SYSTEMS.loinc, code: '69737-5', display: GAD7_TITLE }],
      text: GAD7_TITLE,
      type: 'group',
      required: false,
      item: [
        ...GAD7_ITEMS.map(([code, text]) => question('69737-5', code, text, 'ordinal', false)),
        total('69737-5', '70274-6', 'Generalized anxiety disorder 7 item (GAD-7) total score'),
      ],
    },
  ],
};

/** linkIds of the calculated totals. */
export const LOINC_TOTAL_LINK_IDS = { phq9: '/44249-1/44261-6', gad7: '/69737-5/70274-6' } as const;
