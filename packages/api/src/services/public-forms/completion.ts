// Completing a form, for either kind of link: the submission written, its pictures attached, the practitioner
// notified and their mail queued (docs/mail.md), in the submit's transaction.
import type { TQuery } from '@praxiform/db';
import { fullName } from '@praxiform/domain';
import { queueMailSql, type TQueuedMail } from '../../mail/outbox';
import { mailText, renderMail } from '../../mail/render';
import { attachPictures } from '../answers/picture-answers';
import type { TPractitioner, TRespondent } from '../links/public-link';
import type { TCheckedAnswers } from './check-answers';
import { refreshLatestBandSql } from '../shared/latest-band';
import { completeSubmissionSql, completionNotificationSql, insertCompletedSubmissionSql, type TGenericSubmission } from './statements';

export type TCompletion = {
  submissionId: number;
  practitioner: TPractitioner;
  patientId: number | null;
  /** "First Last" of the patient, else the identity a generic link gave, else null (anonymous). */
  patientName: string | null;
  formName: string;
  /** An answer needs attention (docs/scores.md#alerts): the notification and the mail say so, never the answer. */
  alert: boolean;
  /** The practitioner's mail was queued: the outbox is woken after the commit, and only then. */
  mailQueued: boolean;
};

export function patientNameOf(patient: { firstName: string; lastName: string } | null, respondent: TRespondent | null): string | null {
  if (patient) return fullName(patient);
  if (!respondent) return null;
  return fullName(respondent) || respondent.email;
}

/** The form being completed: a token link's existing submission (locked by the caller), or a generic link's new one. */
/** The completion as written, before its mail. */
type TCompleted = Omit<TCompletion, 'mailQueued'>;

export type TFormToComplete = Omit<TCompletion, 'submissionId' | 'alert' | 'mailQueued'> &
  ({ kind: 'token'; submissionId: number } | ({ kind: 'generic' } & Omit<TGenericSubmission, 'practitionerId' | 'formName'>));

/**
 * Writes the completion in the submit's transaction, one path for both kinds of link and one clock (the database's):
 * the token link's row is updated, the generic link's is inserted; then the pictures the answers use count as
 * attached, and the practitioner's notification is created.
 */
export async function completeForm(query: TQuery, form: TFormToComplete, checked: TCheckedAnswers, appUrl: string): Promise<TCompletion> {
  const { practitioner, patientId, patientName, formName } = form;
  const [written] = await query<{ id: number }>(
    form.kind === 'token'
      ? completeSubmissionSql(form.submissionId, checked)
      : insertCompletedSubmissionSql({ ...form, practitionerId: practitioner.id, formName }, checked),
  );
  if (!written) throw new Error('the completed submission was not written');
  // A token link's reminders still waiting for delivery were dropped by completeSubmissionSql (a generic link has none).
  await attachPictures(query, checked.fileIds);
  const alert = checked.alertFieldIds.length > 0;
  const completion: TCompleted = { submissionId: written.id, practitioner, patientId, patientName, formName, alert };
  await query(
    completionNotificationSql({
      userId: practitioner.id,
      submissionId: written.id,
      patientName,
      formName,
      alert,
      bandLabel: checked.band?.label ?? null,
    }),
  );
  // The patient list's latest band (docs/scores.md#patient-list); only when this form has a band to show.
  if (patientId !== null && checked.band) await query(refreshLatestBandSql(patientId));
  const mail = completionMail(appUrl, completion);
  if (mail) await query(queueMailSql(mail));
  return { ...completion, mailQueued: mail !== null };
}

/**
 * The `formCompleted` mail when the practitioner wants it, else null: form name and patient name only, never an answer
 * (health data stays in the app); with an alert answer, a line saying that an answer needs attention. A completion
 * with an alert is mailed when alert mails are on, whatever routine mails say; any other only when routine mails are
 * on (docs/scores.md#alert-mails).
 */
export function completionMail(appUrl: string, completion: TCompleted): TQueuedMail | null {
  const { practitioner } = completion;
  if (!(completion.alert ? practitioner.alertEmails : practitioner.emailNotifications)) return null;
  const locale = practitioner.interfaceLanguage;
  const page = completion.patientId === null ? 'forms/pending' : `patients/${completion.patientId}`;
  const mail = renderMail({
    kind: 'formCompleted',
    to: practitioner.email,
    locale,
    name: practitioner.firstName,
    actionUrl: `${appUrl}/${locale}/${page}`,
    vars: { patient: completion.patientName ?? mailText(locale, 'formCompleted.anonymousPatient'), form: completion.formName },
    // An alert says that an answer needs attention, never which one (docs/scores.md#alerts).
    ...(completion.alert ? { paragraphs: [{ key: 'attention' }] } : {}),
  });
  return { ...mail, ownerId: practitioner.id };
}
