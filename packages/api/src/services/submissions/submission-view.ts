// How a submission reaches the SPA (TSubmissionView / TSubmissionDetail): the columns to read and the mapping.
import type { Prisma } from '@praxiform/db';
import {
  OPEN_SUBMISSION_STATUSES,
  SCORE_BAND_LEVELS,
  computeScore,
  fullName,
  isPositiveScreen,
  type TAnswers,
  type TField,
  type TScoreBand,
  type TScoreBandView,
  type TSubmissionStatus,
} from '@praxiform/domain';
import type { TSubmissionDetail, TSubmissionView } from './views';

/** Everything a view needs in one query (the patient's name comes with it: one extra statement whatever the count). */
export const submissionViewSelect = {
  id: true,
  formName: true,
  templateId: true,
  patientId: true,
  status: true,
  language: true,
  instructions: true,
  createdAt: true,
  sentAt: true,
  openedAt: true,
  completedAt: true,
  expiresAt: true,
  scoringEnabled: true,
  score: true,
  scoreBandLabel: true,
  scoreBandLevel: true,
  hasAlert: true,
  alertFieldIds: true,
  bandsSnapshot: true,
  fieldsSnapshot: true,
  answers: true,
  consentAt: true,
  viaGenericLink: true,
  respondentFirstName: true,
  respondentLastName: true,
  respondentEmail: true,
  reminderDays: true,
  reminderDueAt: true,
  remindedAt: true,
  patient: { select: { firstName: true, lastName: true } },
} satisfies Prisma.SubmissionSelect;

export type TSubmissionRow = Prisma.SubmissionGetPayload<{ select: typeof submissionViewSelect }>;

const OPEN = new Set<string>(OPEN_SUBMISSION_STATUSES);

/** An open submission past its expiry is expired, whether or not the row was updated yet. */
export function effectiveStatus(row: { status: TSubmissionStatus; expiresAt: Date | null }, now = new Date()): TSubmissionStatus {
  return OPEN.has(row.status) && row.expiresAt !== null && row.expiresAt < now ? 'expired' : row.status;
}

/** The snapshot and answers as stored; both were validated (ZTemplateFields / ZAnswers) before every write. */
export function snapshotOf(row: { fieldsSnapshot: Prisma.JsonValue }): TField[] {
  return Array.isArray(row.fieldsSnapshot) ? (row.fieldsSnapshot as unknown as TField[]) : [];
}

export function answersOf(row: { answers: Prisma.JsonValue | null }): TAnswers | null {
  return row.answers !== null && typeof row.answers === 'object' && !Array.isArray(row.answers) ? (row.answers as TAnswers) : null;
}

/** The band a completion wrote (label and level columns), or null. */
export function bandViewOf(row: { scoreBandLabel: string | null; scoreBandLevel: string | null }): TScoreBandView | null {
  const level = SCORE_BAND_LEVELS.find((l) => l === row.scoreBandLevel);
  return level && row.scoreBandLabel !== null ? { label: row.scoreBandLabel, level } : null;
}

/** The bands copied when the form was sent ([] for forms sent before bands existed); validated by ZScoreBands on save. */
export function bandsSnapshotOf(row: { bandsSnapshot: Prisma.JsonValue | null }): TScoreBand[] {
  return Array.isArray(row.bandsSnapshot) ? (row.bandsSnapshot as unknown as TScoreBand[]) : [];
}

/** The bands as the views send them: `positive` kept only when true (docs/scores.md#positive-screen). */
export function bandViewsOf(bands: readonly TScoreBand[]): TScoreBand[] {
  return bands.map(({ min, max, label, level, positive }) => ({ min, max, label, level, ...(positive === true ? { positive } : {}) }));
}

/** Whether the score falls in a band of the snapshot marked positive; false without scoring. */
export function positiveScreenOf(row: { scoringEnabled: boolean; score: number | null; bandsSnapshot: Prisma.JsonValue | null }): boolean {
  return row.scoringEnabled && isPositiveScreen(bandsSnapshotOf(row), row.score);
}

/** The person's full name, or null when there is no person or no name. */
export function nameOrNull(person: { firstName: string | null; lastName: string | null } | null): string | null {
  return (person && fullName(person)) || null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toSubmissionView(row: TSubmissionRow, now = new Date()): TSubmissionView {
  const respondent = { firstName: row.respondentFirstName, lastName: row.respondentLastName, email: row.respondentEmail };
  const hasRespondent = row.viaGenericLink || Object.values(respondent).some((value) => value !== null);
  return {
    id: row.id,
    formName: row.formName,
    templateId: row.templateId,
    patientId: row.patientId,
    patientName: nameOrNull(row.patient) ?? nameOrNull(respondent),
    status: effectiveStatus(row, now),
    language: row.language,
    instructions: row.instructions,
    createdAt: row.createdAt.toISOString(),
    sentAt: iso(row.sentAt),
    openedAt: iso(row.openedAt),
    completedAt: iso(row.completedAt),
    expiresAt: iso(row.expiresAt),
    scoringEnabled: row.scoringEnabled,
    score: row.scoringEnabled ? row.score : null,
    scoreMax: row.scoringEnabled ? computeScore(snapshotOf(row), answersOf(row) ?? {}).max : null,
    band: row.scoringEnabled ? bandViewOf(row) : null,
    positiveScreen: positiveScreenOf(row),
    alert: row.hasAlert,
    viaGenericLink: row.viaGenericLink,
    reminder: { days: row.reminderDays, dueAt: iso(row.reminderDueAt), sentAt: iso(row.remindedAt) },
    respondent: hasRespondent ? respondent : null,
  };
}

/** The practitioner's view: every field (practitioner-only ones included), the answers and the consent date. */
export function toSubmissionDetail(row: TSubmissionRow, now = new Date()): TSubmissionDetail {
  return {
    ...toSubmissionView(row, now),
    fields: snapshotOf(row),
    answers: answersOf(row),
    consentAt: iso(row.consentAt),
    alertFieldIds: row.alertFieldIds,
    bands: row.scoringEnabled ? bandViewsOf(bandsSnapshotOf(row)) : [],
  };
}
