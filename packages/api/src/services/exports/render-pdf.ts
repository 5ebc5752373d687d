// The two PDF exports (docs/forms-api.md, "PDF export"): one completed submission, or a patient's whole file.
import { fullName } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { answerRows, pictureIds } from './answer-rows';
import { exportLabels } from './labels';
import { loadCompletedSubmission, loadPatientFile, loadPractice, type TExportSubmission } from './load-export';
import { ExportPdf } from './pdf-writer';
import { loadPictures } from './pictures';

export type TPdfExport = { pdf: Buffer; filename: string };

type TExportDeps = Pick<ApiDeps, 'prisma' | 'files'>;

/** An ASCII file name for Content-Disposition: accents dropped, anything else becomes a dash. */
export function pdfFilename(parts: readonly (string | null | undefined)[]): string {
  const base = parts
    .filter((part): part is string => Boolean(part))
    .join('-')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || 'export'}.pdf`;
}

function isoDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

function picturesOf(submissions: readonly TExportSubmission[]): string[] {
  // The labels do not matter here: only which visible fields hold a picture.
  const labels = exportLabels('fr');
  return submissions.flatMap((s) => pictureIds(answerRows(s.fields, s.answers, labels)));
}

export async function renderSubmissionPdf(deps: TExportDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TPdfExport> {
  const practitionerId = actor.id;
  const submission = await loadCompletedSubmission(deps.prisma, practitionerId, input.id);
  const practice = await loadPractice(deps.prisma, practitionerId);
  const pictures = await loadPictures(deps, practitionerId, picturesOf([submission]));
  const labels = exportLabels(practice.locale);
  const writer = new ExportPdf(labels, { title: submission.formName, author: practice.name });
  writer.practiceHeader(practice);
  writer.submission(submission, pictures, { patient: 'details' });
  const person = submission.patient ?? submission.respondent;
  return {
    pdf: await writer.finish(),
    filename: pdfFilename([submission.formName, person?.lastName, person?.firstName, isoDay(submission.completedAt)]),
  };
}

/** Patient details and notes, then each completed submission (newest first) starting on its own page. */
export async function renderPatientPdf(deps: TExportDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<TPdfExport> {
  const practitionerId = actor.id;
  const { patient, submissions } = await loadPatientFile(deps.prisma, practitionerId, input.id);
  const practice = await loadPractice(deps.prisma, practitionerId);
  const pictures = await loadPictures(deps, practitionerId, picturesOf(submissions));
  const labels = exportLabels(practice.locale);
  const { t } = labels;
  const name = fullName(patient);
  const writer = new ExportPdf(labels, { title: `${t('patientFile')} - ${name}`, author: practice.name });
  writer.practiceHeader(practice);
  writer.title(`${t('patientFile')} – ${name}`);
  writer.details([
    [t('email'), patient.email],
    [t('phone'), patient.phone],
    [t('address'), patient.address],
  ]);
  if (patient.notes) {
    writer.subtitle(t('notes'));
    writer.paragraph(patient.notes);
  }
  writer.subtitle(t('completedForms'));
  if (submissions.length === 0) writer.paragraph(t('noCompletedForms'), { muted: true });
  // The first page lists the forms that follow, each on its own pages.
  for (const submission of submissions) {
    const completed = submission.completedAt ? ` · ${labels.moment(submission.completedAt)}` : '';
    const band = submission.band ? ` (${submission.band.label})` : '';
    const positive = submission.positiveScreen ? ` – ${t('positiveScreen')}` : '';
    const score = submission.score ? ` · ${t('score')} ${submission.score.value} / ${submission.score.max}${band}${positive}` : '';
    const alert = submission.alertFieldIds.length > 0 ? ` · ${t('alert')}` : '';
    writer.paragraph(`${submission.formName}${completed}${score}${alert}`);
  }
  for (const submission of submissions) {
    writer.newPage();
    writer.submission(submission, pictures, { patient: 'name' });
  }
  return { pdf: await writer.finish(), filename: pdfFilename([t('patientFile'), patient.lastName, patient.firstName]) };
}
