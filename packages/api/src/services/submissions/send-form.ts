// submissions.send and submissions.resend: a new link for a patient, mailed or only shown to the practitioner.
import { fullName, REMINDER_DEFAULT_DAYS, reminderDaysOf, type TLocale, type TReminderDays } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { findSendableTemplate } from '../templates/access';
import { findOwnPatient, findOwnSubmission, templateSnapshot } from './access';
import { deleteUploadRows, removeStoredBytes } from '../files/answer-files';
import { dropLinkMails, queueMail, type TMailDelivery } from '../../mail/outbox';
import type { DbClient } from '../shared/db-client';
import { formInvitationMail, type TInvitation } from './invitation-mail';
import { formUrl, linkExpiry, newLinkToken } from '../links/token-link';
import { scheduleReminder } from './link-reminders';
import { toSubmissionView } from './submission-view';
import type { TSubmissionView } from './views';

type TSendDeps = Pick<Context, 'prisma' | 'outbox' | 'logger' | 'appUrl' | 'files' | 'secretKey'>;
type TSender = Pick<TActor, 'id' | 'firstName' | 'lastName'>;
export type TDelivery = 'email' | 'link';
/** `mail`: the link's mail when it was asked for, queued with the link (docs/mail.md); null for a link only shown. */
export type TLinkResult = { submission: TSubmissionView; url: string; mail: TMailDelivery | null };

type TSendInput = {
  patientId: number;
  templateId: number;
  instructions?: string | undefined;
  expiresOn?: string | undefined;
  language?: TLocale | undefined;
  delivery: TDelivery;
  /** Days before the expiry of the reminder mail (docs/forms-api.md#reminders); the default when not given. */
  reminderDays?: TReminderDays | undefined;
};

/**
 * Queues the link's mail when asked, in the transaction that writes the link: the row stays `draft` until the mail is
 * delivered (the outbox then marks it sent), so a mail that fails for good leaves a working link the practitioner
 * copies.
 */
async function queueDelivery(db: DbClient, delivery: TDelivery, invitation: TInvitation): Promise<TMailDelivery | null> {
  return delivery === 'email' ? queueMail(db, formInvitationMail(invitation)) : null;
}

/** After the commit: the mail on its way, and the submission as it is now. */
async function linkResult(deps: TSendDeps, actor: TSender, submissionId: number, url: string, mail: TMailDelivery | null): Promise<TLinkResult> {
  if (mail) await deps.outbox.wake();
  const row = await findOwnSubmission(deps.prisma, actor.id, submissionId);
  return { submission: toSubmissionView(row), url, mail };
}

export async function sendFormToPatient(deps: TSendDeps, actor: TSender, input: TSendInput): Promise<TLinkResult> {
  const practitionerId = actor.id;
  const expiresAt = linkExpiry(input.expiresOn);
  const [patient, template] = await Promise.all([
    findOwnPatient(deps.prisma, practitionerId, input.patientId),
    findSendableTemplate(deps.prisma, practitionerId, input.templateId),
  ]);
  const language = input.language ?? patient.preferredLanguage;
  const { token, hash } = newLinkToken();
  const url = formUrl(deps.appUrl, language, token);
  const { created, mail } = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.submission.create({
      data: {
        practitionerId,
        patientId: patient.id,
        ...templateSnapshot(template),
        // What the patient reads above the questions and whether they may see the crisis lines, as the template says now.
        patientInstructions: template.patientInstructions,
        crisisMessage: template.crisisMessage,
        status: 'draft',
        instructions: input.instructions ?? null,
        language,
        linkTokenHash: hash,
        expiresAt,
        ...scheduleReminder(
          deps.secretKey,
          { token, hash, expiresAt },
          { days: input.reminderDays ?? REMINDER_DEFAULT_DAYS, mailed: input.delivery === 'email' },
        ),
      },
      select: { id: true },
    });
    const mail = await queueDelivery(tx, input.delivery, {
      submissionId: created.id,
      practitionerId,
      to: patient.email,
      locale: language,
      patientFirstName: patient.firstName,
      practitionerName: fullName(actor),
      formName: template.name,
      instructions: input.instructions ?? null,
      expiresAt,
      url,
    });
    return { created, mail };
  });
  return linkResult(deps, actor, created.id, url, mail);
}

/**
 * A new link for a submission of a patient that is still open or expired: the old token's hash is replaced, so the
 * old link stops working (404), and the expiry starts again. Completed submissions keep their answers: refused.
 */
export async function resendForm(
  deps: TSendDeps,
  actor: TSender,
  input: { id: number; expiresOn?: string | undefined; delivery: TDelivery; reminderDays?: TReminderDays | undefined },
): Promise<TLinkResult> {
  const practitionerId = actor.id;
  const expiresAt = linkExpiry(input.expiresOn);
  const row = await deps.prisma.submission.findFirst({
    where: { id: input.id, practitionerId },
    select: {
      id: true,
      status: true,
      language: true,
      formName: true,
      instructions: true,
      linkTokenHash: true,
      reminderDays: true,
      patient: { select: { firstName: true, email: true } },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  // Waiting-room forms have nobody to send to until they are assigned.
  if (row.status === 'completed' || !row.patient) throw new AppError('SUBMISSION_NOT_OPEN');
  const { token, hash } = newLinkToken();
  const url = formUrl(deps.appUrl, row.language, token);
  const patient = row.patient;
  const { storageKeys, mail } = await deps.prisma.$transaction(async (tx) => {
    // Conditional on the status: a completion that lands between the read and this write wins.
    const { count } = await tx.submission.updateMany({
      where: { id: row.id, practitionerId, status: { not: 'completed' } },
      // The new link gets its own reminder: as many days before its expiry as asked, else as chosen when it was sent.
      data: {
        linkTokenHash: hash,
        expiresAt,
        status: 'draft',
        openedAt: null,
        remindedAt: null,
        ...scheduleReminder(
          deps.secretKey,
          { token, hash, expiresAt },
          { days: input.reminderDays ?? reminderDaysOf(row.reminderDays), mailed: input.delivery === 'email' },
        ),
      },
    });
    if (count === 0) throw new AppError('SUBMISSION_NOT_OPEN');
    // The old link's mails still waiting would deliver a link that no longer works.
    await dropLinkMails(tx, row.id);
    // Pictures sent through the old link can no longer be submitted with it: they go.
    const storageKeys = await deleteUploadRows(tx, practitionerId, { linkHashes: [row.linkTokenHash] });
    const mail = await queueDelivery(tx, input.delivery, {
      submissionId: row.id,
      practitionerId,
      to: patient.email,
      locale: row.language,
      patientFirstName: patient.firstName,
      practitionerName: fullName(actor),
      formName: row.formName,
      instructions: row.instructions,
      expiresAt,
      url,
    });
    return { storageKeys, mail };
  });
  await removeStoredBytes(deps, storageKeys);
  return linkResult(deps, actor, row.id, url, mail);
}
