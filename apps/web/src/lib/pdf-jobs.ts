// The two PDF exports of the contract, with a readable file name when the server sends none.
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
