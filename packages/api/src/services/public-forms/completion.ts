// What a completed form causes: a notification (in the submit's transaction) and, after commit, the practitioner's mail.
import type { ApiDeps } from '../../context';
import { mailText, renderMail } from '../../mail/render';
import { Prisma, type TQuery } from '@praxiform/db';
import type { TPractitioner, TRespondent } from '../links/public-link';

export type TCompletion = {
  submissionId: number;
  practitioner: TPractitioner;
  patientId: number | null;
  /** "First Last" of the patient, else the identity a generic link gave, else null (anonymous). */
  patientName: string | null;
  formName: string;
};

export function patientNameOf(patient: { firstName: string; lastName: string } | null, respondent: TRespondent | null): string | null {
  if (patient) return `${patient.firstName} ${patient.lastName}`.trim();
  if (!respondent) return null;
  const name = [respondent.firstName, respondent.lastName].filter(Boolean).join(' ');
  return name || respondent.email;
}

/** The practitioner's "form completed" notification, in the submit's transaction (either kind of link). */
export async function createCompletionNotification(query: TQuery, completion: TCompletion): Promise<void> {
  // created_at in UTC, as Prisma writes timestamps (the columns have no time zone).
  await query(Prisma.sql`
    INSERT INTO notifications (user_id, kind, submission_id, patient_name, form_name, created_at)
    VALUES (${completion.practitioner.id}, 'form_completed', ${completion.submissionId}, ${completion.patientName}, ${completion.formName},
            (now() AT TIME ZONE 'UTC'))`);
}

/**
 * The `formCompleted` mail when the practitioner wants it: form name and patient name only, never an answer (health
 * data stays in the app). A failure is logged and never undoes the submit; the returned promise always resolves.
 */
export async function mailCompletion(deps: Pick<ApiDeps, 'mailer' | 'logger' | 'appUrl'>, completion: TCompletion): Promise<void> {
  const { practitioner } = completion;
  if (!practitioner.emailNotifications) return;
  const locale = practitioner.interfaceLanguage;
  const page = completion.patientId === null ? 'forms/pending' : `patients/${completion.patientId}`;
  try {
    await deps.mailer.send(
      renderMail({
        kind: 'formCompleted',
        to: practitioner.email,
        locale,
        name: practitioner.firstName,
        actionUrl: `${deps.appUrl}/${locale}/${page}`,
        vars: { patient: completion.patientName ?? mailText(locale, 'formCompleted.anonymousPatient'), form: completion.formName },
      }),
    );
  } catch (error) {
    deps.logger.error({ err: error, submissionId: completion.submissionId }, 'form completed mail failed');
  }
}
