// What a PDF export reads, always scoped to the practitioner: an unknown id and someone else's id are the same NOT_FOUND.
import {
  SCORE_BAND_LEVELS,
  ZAnswers,
  ZTemplateFields,
  computeScore,
  fullName,
  isPositiveScreen,
  type TAnswers,
  type TField,
  type TLocale,
  type TProfession,
  type TScoreBand,
  type TScoreBandView,
} from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';

export type TPractice = {
  name: string;
  profession: TProfession | null;
  customProfession: string | null;
  workAddress: string | null;
  locale: TLocale;
};

export type TExportPatient = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
};

export type TExportSubmission = {
  id: number;
  formName: string;
  sentAt: Date | null;
  completedAt: Date | null;
  fields: TField[];
  answers: TAnswers;
  /** Null when scoring is off. */
  score: { value: number; max: number } | null;
  /** The score's band, printed next to it (docs/scores.md); null without one. */
  band: TScoreBandView | null;
  /** The score falls in a band of the form's snapshot marked positive (docs/scores.md#positive-screen). */
  positiveScreen: boolean;
  /** The fields answered with an alert option, highlighted. */
  alertFieldIds: string[];
  patient: TExportPatient | null;
  /** The identity typed through a generic link, for a submission not yet assigned to a patient. */
  respondent: { firstName: string | null; lastName: string | null; email: string | null } | null;
};

const PATIENT_SELECT = { firstName: true, lastName: true, email: true, phone: true, address: true, notes: true } as const;

const SUBMISSION_SELECT = {
  id: true,
  formName: true,
  status: true,
  sentAt: true,
  completedAt: true,
  fieldsSnapshot: true,
  answers: true,
  scoringEnabled: true,
  score: true,
  scoreBandLabel: true,
  scoreBandLevel: true,
  bandsSnapshot: true,
  alertFieldIds: true,
  respondentFirstName: true,
  respondentLastName: true,
  respondentEmail: true,
  patient: { select: PATIENT_SELECT },
} as const;

type TSubmissionRow = {
  id: number;
  formName: string;
  sentAt: Date | null;
  completedAt: Date | null;
  fieldsSnapshot: unknown;
  answers: unknown;
  scoringEnabled: boolean;
  score: number | null;
  scoreBandLabel: string | null;
  scoreBandLevel: string | null;
  bandsSnapshot: unknown;
  alertFieldIds: string[];
  respondentFirstName: string | null;
  respondentLastName: string | null;
  respondentEmail: string | null;
  patient: TExportPatient | null;
};

function bandOfRow(row: Pick<TSubmissionRow, 'scoreBandLabel' | 'scoreBandLevel'>): TScoreBandView | null {
  const level = SCORE_BAND_LEVELS.find((l) => l === row.scoreBandLevel);
  return level && row.scoreBandLabel !== null ? { label: row.scoreBandLabel, level } : null;
}

function toExportSubmission(row: TSubmissionRow): TExportSubmission {
  // Snapshots and answers were validated when written; a row that no longer parses still prints what it can.
  const parsedFields = ZTemplateFields.safeParse(row.fieldsSnapshot);
  const fields = parsedFields.success ? parsedFields.data : [];
  const parsedAnswers = ZAnswers.safeParse(row.answers ?? {});
  const answers = parsedAnswers.success ? parsedAnswers.data : {};
  const computed = computeScore(fields, answers);
  // The bands copied at send (validated by ZScoreBands on every write); [] for anything else.
  const bands = Array.isArray(row.bandsSnapshot) ? (row.bandsSnapshot as TScoreBand[]) : [];
  const hasRespondent = row.respondentFirstName !== null || row.respondentLastName !== null || row.respondentEmail !== null;
  return {
    id: row.id,
    formName: row.formName,
    sentAt: row.sentAt,
    completedAt: row.completedAt,
    fields,
    answers,
    score: row.scoringEnabled ? { value: row.score ?? computed.score, max: computed.max } : null,
    band: row.scoringEnabled ? bandOfRow(row) : null,
    positiveScreen: row.scoringEnabled && isPositiveScreen(bands, row.score),
    alertFieldIds: row.alertFieldIds,
    patient: row.patient,
    respondent: hasRespondent ? { firstName: row.respondentFirstName, lastName: row.respondentLastName, email: row.respondentEmail } : null,
  };
}

export async function loadPractice(db: DbClient, practitionerId: number): Promise<TPractice> {
  const user = await db.user.findUnique({
    where: { id: practitionerId },
    select: { firstName: true, lastName: true, profession: true, customProfession: true, workAddress: true, interfaceLanguage: true },
  });
  if (!user) throw new AppError('NOT_FOUND');
  return {
    name: fullName(user),
    profession: user.profession,
    customProfession: user.customProfession,
    workAddress: user.workAddress,
    locale: user.interfaceLanguage,
  };
}

/** One completed submission of the practitioner; SUBMISSION_NOT_COMPLETED for one still open or expired. */
export async function loadCompletedSubmission(db: DbClient, practitionerId: number, submissionId: number): Promise<TExportSubmission> {
  const row = await db.submission.findFirst({ where: { id: submissionId, practitionerId }, select: SUBMISSION_SELECT });
  if (!row) throw new AppError('NOT_FOUND');
  if (row.status !== 'completed') throw new AppError('SUBMISSION_NOT_COMPLETED');
  return toExportSubmission(row);
}

/** The patient and their completed submissions, newest first. */
export async function loadPatientFile(
  db: DbClient,
  practitionerId: number,
  patientId: number,
): Promise<{ patient: TExportPatient; submissions: TExportSubmission[] }> {
  const patient = await db.patient.findFirst({ where: { id: patientId, ownerId: practitionerId }, select: PATIENT_SELECT });
  if (!patient) throw new AppError('NOT_FOUND');
  const rows = await db.submission.findMany({
    where: { patientId, practitionerId, status: 'completed' },
    orderBy: [{ completedAt: 'desc' }, { id: 'desc' }],
    select: SUBMISSION_SELECT,
  });
  return { patient, submissions: rows.map(toExportSubmission) };
}
