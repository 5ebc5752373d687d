// The exports a practitioner downloads (the two PDFs of the contract, the FHIR resources of docs/fhir.md), with a
// readable file name when the server sends none.
import type { TPdfExport } from './pdf-export';

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'export'
  );
}

export function submissionPdf(submission: { id: number; formName: string }, prefix: string): TPdfExport {
  return { path: `/api/submissions/${submission.id}/pdf`, fallbackName: `${slug(prefix)}-${slug(submission.formName)}-${submission.id}.pdf` };
}

export function patientPdf(patient: { id: number; firstName: string; lastName: string }, prefix: string): TPdfExport {
  return { path: `/api/patients/${patient.id}/pdf`, fallbackName: `${slug(prefix)}-${slug(`${patient.lastName} ${patient.firstName}`)}.pdf` };
}

const FHIR_JSON = 'application/fhir+json';

/** A template as a FHIR R4 Questionnaire. */
export function templateFhir(template: { id: number; name: string }): TPdfExport {
  return { path: `/api/fhir/Questionnaire/${template.id}`, fallbackName: `${slug(template.name)}.questionnaire.fhir.json`, accept: FHIR_JSON };
}

/** A patient's file as a FHIR Bundle: the patient, their completed responses and the questionnaires they answer. */
export function patientFhir(patient: { id: number; firstName: string; lastName: string }, prefix: string): TPdfExport {
  return {
    path: `/api/fhir/Patient/${patient.id}/$everything`,
    fallbackName: `${slug(prefix)}-${slug(`${patient.lastName} ${patient.firstName}`)}.fhir.json`,
    accept: FHIR_JSON,
  };
}
