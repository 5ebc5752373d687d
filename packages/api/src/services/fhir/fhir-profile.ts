// How Praxiform speaks FHIR R4 (docs/fhir.md): the extensions and code systems the export writes and the import reads,
// and the shapes both sides of the mapping share. The standard ones are HL7's (core extensions and the Structured Data
// Capture guide); ours live under PRAXIFORM_FHIR_BASE and only carry what FHIR has no element for.
import type { TField, TLocale, TScoreBand, TTemplateType, TValidatedInstrumentKey } from '@praxiform/domain';

// The kinds of what the import refuses are shared with the SPA, which words them.
export { FHIR_UNSUPPORTED_KINDS, type TFhirUnsupported, type TFhirUnsupportedKind } from '@praxiform/domain';

/** The canonical base of Praxiform's own StructureDefinitions and CodeSystems (a stable URI, not fetched). */
export const PRAXIFORM_FHIR_BASE = 'https://praxiform.app/fhir';

export const FHIR_EXTENSIONS = {
  // HL7 core extensions (R4).
  ordinalValue: 'http://hl7.org/fhir/StructureDefinition/ordinalValue',
  itemWeight: 'http://hl7.org/fhir/StructureDefinition/itemWeight',
  /** Older name of ordinalValue, still written by LOINC/LHC-Forms: read on import. */
  coValue: 'http://hl7.org/fhir/StructureDefinition/iso21090-CO-value',
  optionPrefix: 'http://hl7.org/fhir/StructureDefinition/questionnaire-optionPrefix',
  itemControl: 'http://hl7.org/fhir/StructureDefinition/questionnaire-itemControl',
  hidden: 'http://hl7.org/fhir/StructureDefinition/questionnaire-hidden',
  minValue: 'http://hl7.org/fhir/StructureDefinition/minValue',
  maxValue: 'http://hl7.org/fhir/StructureDefinition/maxValue',
  entryFormat: 'http://hl7.org/fhir/StructureDefinition/entryFormat',
  displayCategory: 'http://hl7.org/fhir/StructureDefinition/questionnaire-displayCategory',
  // Structured Data Capture.
  itemMedia: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-itemMedia',
  calculatedExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-calculatedExpression',
  initialExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-initialExpression',
  enableWhenExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-enableWhenExpression',
  answerExpression: 'http://hl7.org/fhir/uv/sdc/StructureDefinition/sdc-questionnaire-answerExpression',
  // Praxiform's own.
  /** valueCode: our field type where FHIR's item type alone is ambiguous (email, rating, image). */
  fieldType: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/field-type`,
  /** valueBoolean on an answerOption: choosing it raises an alert (docs/scores.md#alerts). */
  optionAlert: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/option-alert`,
  /** On the Questionnaire, one per band: sub-extensions min, max (valueInteger), label (valueString), level (valueCode), positive (valueBoolean). */
  scoreBand: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/score-band`,
  /** valueCode on the Questionnaire: the template type (anamnese, consultation, ...). */
  templateType: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/template-type`,
  /** valueString on the Questionnaire: the template's category. */
  templateCategory: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/template-category`,
  /** valueBoolean on the Questionnaire: the total is computed from the options' points. */
  scoringEnabled: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/scoring-enabled`,
  /** valueBoolean on the Questionnaire: the crisis lines after an answer above 0 to PHQ-9 item 9 (docs/scores.md#crisis-message). */
  crisisMessage: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/crisis-message`,
  /** On a QuestionnaireResponse: valueInteger, the total score. */
  score: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/score`,
  /** On a QuestionnaireResponse: valueCoding, the band of the score (code: its level, display: its label). */
  scoreBandOfResponse: `${PRAXIFORM_FHIR_BASE}/StructureDefinition/score-band-result`,
} as const;

export const FHIR_SYSTEMS = {
  itemControl: 'http://hl7.org/fhir/questionnaire-item-control',
  displayCategory: 'http://hl7.org/fhir/questionnaire-display-category',
  loinc: 'http://loinc.org',
  /** The codes of a template's options: the option ids. */
  option: `${PRAXIFORM_FHIR_BASE}/CodeSystem/option`,
  bandLevel: `${PRAXIFORM_FHIR_BASE}/CodeSystem/score-band-level`,
} as const;

/** The LOINC panel codes of the validated instruments (Questionnaire.code). */
export const INSTRUMENT_LOINC: Record<TValidatedInstrumentKey, { code: string; display: string }> = {
  phq9: { code: '44249-1', display: 'PHQ-9 quick depression assessment panel [Reported.PHQ]' },
  gad7: { code: '69737-5', display: 'Generalized anxiety disorder 7 item (GAD-7)' },
};

/** linkId of the display item carrying the patient instructions (docs/scores.md#patient-instructions). */
export const INSTRUCTIONS_LINK_ID = 'patient-instructions';

/** What the export reads of a template. */
export type TFhirTemplate = {
  id: number;
  name: string;
  description: string | null;
  type: TTemplateType;
  category: string | null;
  language: TLocale;
  scoringEnabled: boolean;
  fields: TField[];
  scoreBands: TScoreBand[];
  patientInstructions: string | null;
  crisisMessage: boolean;
  validatedInstrument: TValidatedInstrumentKey | null;
  isPublic: boolean;
  updatedAt: Date;
};

/** Where the resources live: the app's public URL (APP_URL), for canonicals and pictures' addresses. */
export type TFhirContext = { baseUrl: string };

/** The canonical URL of a template's Questionnaire. */
export function questionnaireUrl(context: TFhirContext, templateId: number): string {
  return `${context.baseUrl.replace(/\/+$/, '')}/api/fhir/Questionnaire/${templateId}`;
}
