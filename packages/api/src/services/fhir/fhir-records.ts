// A practitioner's records as FHIR (docs/fhir.md): a completed submission as a QuestionnaireResponse, a patient's file
// as a `collection` Bundle ($everything). Scoped to the practitioner like the PDF exports: someone else's id is the same
// NOT_FOUND as an unknown one; a form not completed yet is SUBMISSION_NOT_COMPLETED.
import type { Bundle, QuestionnaireResponse } from '@medplum/fhirtypes';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { loadCompletedSubmission, loadPatientFile, type TExportSubmission } from '../exports/load-export';
import type { DbClient } from '../shared/db-client';
import { fhirContextOf, fhirTemplateOf } from './fhir-templates';
import { toQuestionnaire } from './questionnaire-export';
import { patientEverything, toQuestionnaireResponse, type TFhirSubmission } from './response-export';

type TDeps = Pick<ApiDeps, 'prisma' | 'appUrl'>;

/** The columns the PDF loader does not read: the template, the language and the patient of each submission. */
async function refsOf(db: DbClient, practitionerId: number, ids: number[]) {
  const rows = await db.submission.findMany({
    where: { id: { in: ids }, practitionerId },
    select: { id: true, templateId: true, language: true, patientId: true },
  });
  return new Map(rows.map((row) => [row.id, row]));
}

function fhirSubmissionOf(
  loaded: TExportSubmission,
  refs: { templateId: number | null; language: TFhirSubmission['language']; patientId: number | null } | undefined,
): TFhirSubmission {
  return {
    id: loaded.id,
    templateId: refs?.templateId ?? null,
    formName: loaded.formName,
    language: refs?.language ?? 'fr',
    completedAt: loaded.completedAt,
    fields: loaded.fields,
    answers: loaded.answers,
    score: loaded.score ? { value: loaded.score.value } : null,
    band: loaded.band,
    patientId: refs?.patientId ?? null,
    patient: loaded.patient ? { firstName: loaded.patient.firstName, lastName: loaded.patient.lastName } : null,
    respondent: loaded.respondent,
  };
}

/** GET /api/fhir/QuestionnaireResponse/{id}. */
export async function exportSubmissionResponse(deps: TDeps, practitionerId: number, submissionId: number): Promise<QuestionnaireResponse> {
  const loaded = await loadCompletedSubmission(deps.prisma, practitionerId, submissionId);
  const refs = await refsOf(deps.prisma, practitionerId, [loaded.id]);
  return toQuestionnaireResponse(fhirSubmissionOf(loaded, refs.get(loaded.id)), fhirContextOf(deps));
}

/** GET /api/fhir/Patient/{id}/$everything: the patient, their completed responses, the questionnaires they answer. */
export async function exportPatientEverything(deps: TDeps, practitionerId: number, patientId: number, now = new Date()): Promise<Bundle> {
  const file = await loadPatientFile(deps.prisma, practitionerId, patientId);
  const refs = await refsOf(
    deps.prisma,
    practitionerId,
    file.submissions.map((submission) => submission.id),
  );
  const submissions = file.submissions.map((submission) => fhirSubmissionOf(submission, refs.get(submission.id)));
  const templateIds = [...new Set(submissions.flatMap((submission) => (submission.templateId === null ? [] : [submission.templateId])))];
  // The templates they were sent from, while the practitioner may still read them (docs/fhir.md#everything).
  const templates = await deps.prisma.template.findMany({
    where: { id: { in: templateIds }, OR: [{ ownerId: practitionerId, isPublic: false }, { isPublic: true }] },
  });
  const context = fhirContextOf(deps);
  const patient = await deps.prisma.patient.findFirst({ where: { id: patientId, ownerId: practitionerId }, select: { id: true } });
  if (!patient) throw new AppError('NOT_FOUND');
  return patientEverything(
    {
      patient: { id: patient.id, ...file.patient },
      submissions,
      questionnaires: templates.map((template) => toQuestionnaire(fhirTemplateOf(template), context)),
      now,
    },
    context,
  );
}
