// A completed submission as a FHIR R4 QuestionnaireResponse, a patient as a Patient, and a patient's file as a
// `collection` Bundle ($everything); docs/fhir.md#questionnaireresponse and #everything. Pure mappings, no database.
import type {
  Bundle,
  BundleEntry,
  Extension,
  Patient,
  Questionnaire,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
  Resource,
} from '@medplum/fhirtypes';
import {
  fileUrl,
  fullName,
  isCalendarDay,
  isFileId,
  type TAnswerValue,
  type TAnswers,
  type TField,
  type TFieldOption,
  type TLocale,
  type TScoreBandView,
} from '@praxiform/domain';
import { FHIR_EXTENSIONS, FHIR_SYSTEMS, questionnaireUrl, type TFhirContext } from './fhir-profile';
import { absoluteFileUrl } from './questionnaire-export';

/** A patient of the practitioner as the exports load it (TExportPatient), with its id. */
export type TFhirPatient = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
};

/**
 * A completed submission: what exports/load-export.ts loads (TExportSubmission) plus the template, the patient and the
 * language, so `{ ...loaded, templateId, patientId, language }` builds it.
 */
export type TFhirSubmission = {
  id: number;
  /** The template it was sent from; null once that template was deleted (the response then names no Questionnaire). */
  templateId: number | null;
  formName: string;
  language: TLocale;
  /** Null only for a submission that is not completed (no `authored` then). */
  completedAt: Date | null;
  /** The fields as they were sent (the snapshot): the response's items follow them. */
  fields: TField[];
  answers: TAnswers;
  /** Null when the form does not score. */
  score: { value: number } | null;
  band: TScoreBandView | null;
  /** The patient the submission is assigned to; null for a generic-link submission still in the waiting room. */
  patientId: number | null;
  patient: { firstName: string; lastName: string } | null;
  /** The identity typed through a generic link, used when there is no patient. */
  respondent: { firstName: string | null; lastName: string | null; email: string | null } | null;
};

/** The id of the contained Patient standing for a respondent who is not (yet) a patient. */
export const RESPONDENT_CONTAINED_ID = 'respondent';

function base(context: TFhirContext): string {
  return context.baseUrl.replace(/\/+$/, '');
}

/** Where a resource is read on this server (a Bundle entry's fullUrl). */
export function fhirResourceUrl(context: TFhirContext, resourceType: string, id: string): string {
  return `${base(context)}/api/fhir/${resourceType}/${id}`;
}

const present = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';

/** A HumanName from a first and a last name, or null when both are empty. */
function humanName(firstName: string | null, lastName: string | null): NonNullable<Patient['name']>[number] | null {
  if (!present(firstName) && !present(lastName)) return null;
  return {
    text: fullName({ firstName, lastName }),
    ...(present(lastName) ? { family: lastName.trim() } : {}),
    ...(present(firstName) ? { given: [firstName.trim()] } : {}),
  };
}

/** The patient as a FHIR Patient: names, e-mail, phone and postal address (the practitioner's notes stay out). */
export function patientToFhir(patient: TFhirPatient): Patient {
  const name = humanName(patient.firstName, patient.lastName);
  const telecom: NonNullable<Patient['telecom']> = [];
  if (present(patient.email)) telecom.push({ system: 'email', value: patient.email.trim() });
  if (present(patient.phone)) telecom.push({ system: 'phone', value: patient.phone.trim() });
  return {
    resourceType: 'Patient',
    id: String(patient.id),
    ...(name ? { name: [name] } : {}),
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(present(patient.address) ? { address: [{ text: patient.address.trim() }] } : {}),
  };
}

function respondentPatient(respondent: NonNullable<TFhirSubmission['respondent']>): Patient {
  const name = humanName(respondent.firstName, respondent.lastName);
  return {
    resourceType: 'Patient',
    id: RESPONDENT_CONTAINED_ID,
    ...(name ? { name: [name] } : {}),
    ...(present(respondent.email) ? { telecom: [{ system: 'email', value: respondent.email.trim() }] } : {}),
  };
}

const optionCoding = (option: TFieldOption): QuestionnaireResponseItemAnswer => ({
  valueCoding: { system: FHIR_SYSTEMS.option, code: option.id, display: option.label },
});

function isEmpty(value: TAnswerValue | undefined): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

/** The chosen options of a choice field, in the field's order (a radio or select answer is one id, a checkbox's a list). */
function chosenOptions(field: TField, value: TAnswerValue): TFieldOption[] {
  const ids = new Set(Array.isArray(value) ? value : typeof value === 'string' ? [value] : []);
  const options = (field.options ?? []).filter((option) => ids.has(option.id));
  return field.type === 'checkbox' ? options : options.slice(0, 1);
}

/** The answers of a non-choice field; none when the value does not fit the field (it is left out, not guessed). */
function plainAnswers(field: TField, value: TAnswerValue, context: TFhirContext): QuestionnaireResponseItemAnswer[] {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'email':
      return typeof value === 'string' ? [{ valueString: value.trim() }] : [];
    case 'number': {
      const n = typeof value === 'string' ? Number(value.trim()) : value;
      return typeof n === 'number' && Number.isFinite(n) ? [{ valueDecimal: n }] : [];
    }
    case 'date':
      return typeof value === 'string' && isCalendarDay(value.trim()) ? [{ valueDate: value.trim() }] : [];
    case 'rating':
      return typeof value === 'number' && Number.isInteger(value) ? [{ valueInteger: value }] : [];
    case 'image-upload':
      return typeof value === 'string' && isFileId(value) ? [{ valueAttachment: { url: absoluteFileUrl(context, fileUrl(value)) } }] : [];
    default:
      return [];
  }
}

/** The response items of answered fields, in tree order; a chosen option's answered fields nest under its answer. */
function responseItems(fields: readonly TField[], answers: TAnswers, context: TFhirContext): QuestionnaireResponseItem[] {
  const items: QuestionnaireResponseItem[] = [];
  for (const field of fields) {
    const value = answers[field.id];
    if (field.type === 'image' || value === undefined || isEmpty(value)) continue;
    let answer: QuestionnaireResponseItemAnswer[];
    if (field.options && field.options.length > 0) {
      answer = chosenOptions(field, value).map((option) => {
        const nested = responseItems(option.children, answers, context);
        return { ...optionCoding(option), ...(nested.length > 0 ? { item: nested } : {}) };
      });
    } else {
      answer = plainAnswers(field, value, context);
    }
    if (answer.length > 0) items.push({ linkId: field.id, text: field.title, answer });
  }
  return items;
}

function responseExtensions(submission: TFhirSubmission): Extension[] {
  const extensions: Extension[] = [];
  if (submission.score && Number.isInteger(submission.score.value)) {
    extensions.push({ url: FHIR_EXTENSIONS.score, valueInteger: submission.score.value });
  }
  if (submission.band) {
    extensions.push({
      url: FHIR_EXTENSIONS.scoreBandOfResponse,
      valueCoding: { system: FHIR_SYSTEMS.bandLevel, code: submission.band.level, display: submission.band.label },
    });
  }
  return extensions;
}

/** Who answered: the patient (a reference, with their name), else the respondent of a generic link (contained). */
function subjectOf(submission: TFhirSubmission): Pick<QuestionnaireResponse, 'subject' | 'contained'> {
  if (submission.patientId !== null) {
    const display = submission.patient ? fullName(submission.patient) : '';
    return { subject: { reference: `Patient/${submission.patientId}`, ...(present(display) ? { display } : {}) } };
  }
  if (!submission.respondent) return {};
  const respondent = respondentPatient(submission.respondent);
  const display = fullName(submission.respondent);
  return {
    contained: [respondent],
    subject: { reference: `#${RESPONDENT_CONTAINED_ID}`, ...(present(display) ? { display } : {}) },
  };
}

/** The completed submission as a QuestionnaireResponse of its template's Questionnaire. */
export function toQuestionnaireResponse(submission: TFhirSubmission, context: TFhirContext): QuestionnaireResponse {
  const extension = responseExtensions(submission);
  const { subject, contained } = subjectOf(submission);
  const item = responseItems(submission.fields, submission.answers, context);
  return {
    resourceType: 'QuestionnaireResponse',
    id: String(submission.id),
    language: submission.language,
    ...(contained ? { contained } : {}),
    ...(extension.length > 0 ? { extension } : {}),
    ...(submission.templateId !== null ? { questionnaire: questionnaireUrl(context, submission.templateId) } : {}),
    status: 'completed',
    ...(subject ? { subject } : {}),
    ...(submission.completedAt ? { authored: submission.completedAt.toISOString() } : {}),
    ...(item.length > 0 ? { item } : {}),
  };
}

export type TPatientEverythingInput = {
  patient: TFhirPatient;
  /** The patient's completed submissions, in the order the Bundle lists them (newest first). */
  submissions: TFhirSubmission[];
  /** The Questionnaires of the templates the submissions came from (toQuestionnaire); those nobody answered are left out. */
  questionnaires: Questionnaire[];
  /** The Bundle's timestamp. */
  now: Date;
};

function entry(context: TFhirContext, resource: Resource): BundleEntry {
  return { fullUrl: fhirResourceUrl(context, resource.resourceType, resource.id ?? ''), resource };
}

/**
 * Patient/{id}/$everything: the patient, each of their responses, then each distinct Questionnaire they answer (in
 * the order the responses first name them; a response whose template was deleted names none).
 */
export function patientEverything(input: TPatientEverythingInput, context: TFhirContext): Bundle {
  const responses = input.submissions.map((submission) => toQuestionnaireResponse(submission, context));
  const byUrl = new Map(input.questionnaires.filter((q) => q.url !== undefined).map((q) => [q.url, q]));
  const questionnaires: Questionnaire[] = [];
  for (const response of responses) {
    const questionnaire = response.questionnaire === undefined ? undefined : byUrl.get(response.questionnaire);
    if (questionnaire && !questionnaires.includes(questionnaire)) questionnaires.push(questionnaire);
  }
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: input.now.toISOString(),
    entry: [patientToFhir(input.patient), ...responses, ...questionnaires].map((resource) => entry(context, resource)),
  };
}
