// The hand-written SQL of the public form's hot paths (GET, submit), written once as builders: the services run them
// on the pool, and the benchmark's bare baseline (apps/server/bench/bare-app.ts) runs the very same text. Every
// timestamp is the database's clock in UTC, as Prisma stores them (the columns have no time zone).
import { Prisma } from '@praxiform/db';
import type { TAnswers, TField, TLocale, TScoreBand, TScoreBandView } from '@praxiform/domain';
import type { TPractitioner, TRespondent } from '../links/public-link';
import { dropReminderMailsSql } from '../../mail/outbox';

const NOW_UTC = Prisma.raw(`(now() AT TIME ZONE 'UTC')`);

/** Each key of TPractitioner and its column on `users u` (enums and citext read as text). */
const PRACTITIONER_COLUMNS = {
  id: 'u.id',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email::text',
  profession: 'u.profession::text',
  customProfession: 'u.custom_profession',
  interfaceLanguage: 'u.interface_language::text',
  emailNotifications: 'u.email_notifications',
  alertEmails: 'u.alert_emails',
} as const satisfies Record<keyof TPractitioner, string>;

type TPractitionerKey = keyof typeof PRACTITIONER_COLUMNS;
/** The practitioner's columns as a row carries them: `practitionerId`, `practitionerFirstName`, ... */
export type TPractitionerColumns = { [K in TPractitionerKey as `practitioner${Capitalize<K>}`]: TPractitioner[K] };

const prefixed = (key: string) => `practitioner${key.charAt(0).toUpperCase()}${key.slice(1)}`;
const PRACTITIONER_SQL = Prisma.raw(
  Object.entries(PRACTITIONER_COLUMNS)
    .map(([key, column]) => `${column} AS "${prefixed(key)}"`)
    .join(', '),
);

/** Each practitioner key and its row alias, computed once (practitionerOf runs on every public GET and submit). */
const PRACTITIONER_ALIASES = Object.keys(PRACTITIONER_COLUMNS).map((key) => [key, prefixed(key) as keyof TPractitionerColumns] as const);

export function practitionerOf(row: TPractitionerColumns): TPractitioner {
  const practitioner: Record<string, unknown> = {};
  for (const [key, alias] of PRACTITIONER_ALIASES) practitioner[key] = row[alias];
  return practitioner as TPractitioner;
}

/** A token link's submission joined to its practitioner: the GET's one read. */
export type TPublicFormRow = {
  id: number;
  status: string;
  expiresAt: Date | null;
  formName: string;
  fieldsSnapshot: Prisma.JsonValue;
  instructions: string | null;
  patientInstructions: string | null;
  language: TLocale;
} & TPractitionerColumns;

export function publicFormSql(linkTokenHash: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id, s.status::text AS status, s.expires_at AS "expiresAt", s.form_name AS "formName", s.fields_snapshot AS "fieldsSnapshot",
           s.instructions, s.patient_instructions AS "patientInstructions", s.language::text AS language, ${PRACTITIONER_SQL}
    FROM submissions s JOIN users u ON u.id = s.practitioner_id
    WHERE s.link_token_hash = ${linkTokenHash}`;
}

/** The first visit of a link not yet opened; conditional, so a submit that completed the form in between is kept. */
export function markOpenedSql(submissionId: number): Prisma.Sql {
  return Prisma.sql`
    UPDATE submissions SET status = 'pending', opened_at = ${NOW_UTC}, updated_at = ${NOW_UTC}
    WHERE id = ${submissionId} AND status IN ('draft', 'sent')`;
}

/** A token link's submission, locked for the submit, with its patient and practitioner. */
export type TLockedSubmissionRow = {
  id: number;
  status: string;
  expiresAt: Date | null;
  formName: string;
  fieldsSnapshot: Prisma.JsonValue;
  scoringEnabled: boolean;
  bandsSnapshot: Prisma.JsonValue;
  crisisMessage: boolean;
  patientId: number | null;
  patientFirstName: string | null;
  patientLastName: string | null;
} & TPractitionerColumns;

export function lockTokenSubmissionSql(linkTokenHash: string): Prisma.Sql {
  return Prisma.sql`
    SELECT s.id, s.status::text AS status, s.expires_at AS "expiresAt", s.form_name AS "formName",
           s.fields_snapshot AS "fieldsSnapshot", s.scoring_enabled AS "scoringEnabled", s.bands_snapshot AS "bandsSnapshot",
           s.crisis_message AS "crisisMessage", pa.id AS "patientId", pa.first_name AS "patientFirstName", pa.last_name AS "patientLastName", ${PRACTITIONER_SQL}
    FROM submissions s JOIN users u ON u.id = s.practitioner_id LEFT JOIN patients pa ON pa.id = s.patient_id
    WHERE s.link_token_hash = ${linkTokenHash}
    FOR UPDATE OF s`;
}

/** What a completion writes: the answers, the score, its band and the alert answers (docs/scores.md#completion). */
export type TCompletedAnswers = { answers: TAnswers; score: number | null; band: TScoreBandView | null; alertFieldIds: string[] };

/**
 * A token link's submission completed: the UPDATE of the row the submit locked, and, in the same statement (one round
 * trip less on the patient's hot path), its reminder mails still waiting for delivery dropped: the patient answered
 * (docs/forms-api.md#reminders).
 */
export function completeSubmissionSql(submissionId: number, completed: TCompletedAnswers): Prisma.Sql {
  return Prisma.sql`
    WITH dropped_reminders AS (${dropReminderMailsSql(submissionId)})
    UPDATE submissions SET status = 'completed', completed_at = ${NOW_UTC}, consent_at = ${NOW_UTC},
           answers = ${JSON.stringify(completed.answers)}::jsonb, score = ${completed.score},
           score_band_label = ${completed.band?.label ?? null}, score_band_level = ${completed.band?.level ?? null},
           has_alert = ${completed.alertFieldIds.length > 0}, alert_field_ids = ${completed.alertFieldIds}::text[], updated_at = ${NOW_UTC},
           reminder_due_at = NULL, reminder_token = NULL
    WHERE id = ${submissionId}
    RETURNING id`;
}

/** What a generic link's submission copies: the template's snapshot and the identity the link carried. */
export type TGenericSubmission = {
  practitionerId: number;
  templateId: number;
  formName: string;
  fields: readonly TField[];
  scoringEnabled: boolean;
  bands: readonly TScoreBand[];
  patientInstructions: string | null;
  crisisMessage: boolean;
  language: TLocale;
  respondent: TRespondent | null;
};

/** A generic link's post: a new completed waiting-room submission (no patient, no link token). */
export function insertCompletedSubmissionSql(submission: TGenericSubmission, completed: TCompletedAnswers): Prisma.Sql {
  const { respondent } = submission;
  return Prisma.sql`
    INSERT INTO submissions (practitioner_id, template_id, form_name, fields_snapshot, scoring_enabled, bands_snapshot,
                             patient_instructions, crisis_message, status, language,
                             completed_at, consent_at, answers, score, score_band_label, score_band_level, has_alert, alert_field_ids,
                             via_generic_link, respondent_first_name, respondent_last_name, respondent_email, created_at, updated_at)
    VALUES (${submission.practitionerId}, ${submission.templateId}, ${submission.formName}, ${JSON.stringify(submission.fields)}::jsonb,
            ${submission.scoringEnabled}, ${JSON.stringify(submission.bands)}::jsonb, ${submission.patientInstructions},
            ${submission.crisisMessage}, 'completed', ${submission.language}::locale, ${NOW_UTC}, ${NOW_UTC},
            ${JSON.stringify(completed.answers)}::jsonb, ${completed.score}, ${completed.band?.label ?? null}, ${completed.band?.level ?? null},
            ${completed.alertFieldIds.length > 0}, ${completed.alertFieldIds}::text[], true,
            ${respondent?.firstName ?? null}, ${respondent?.lastName ?? null}, ${respondent?.email ?? null}, ${NOW_UTC}, ${NOW_UTC})
    RETURNING id`;
}

/** The practitioner's "form completed" notification; `alert` when an answer needs attention (docs/scores.md#alerts). */
export function completionNotificationSql(notification: {
  userId: number;
  submissionId: number;
  patientName: string | null;
  formName: string;
  alert: boolean;
  bandLabel: string | null;
}): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO notifications (user_id, kind, submission_id, patient_name, form_name, alert, band_label, created_at)
    VALUES (${notification.userId}, 'form_completed', ${notification.submissionId}, ${notification.patientName}, ${notification.formName},
            ${notification.alert}, ${notification.bandLabel}, ${NOW_UTC})`;
}
