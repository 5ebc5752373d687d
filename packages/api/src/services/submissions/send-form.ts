// submissions.send and submissions.resend: a new link for a patient, mailed or only shown to the practitioner.
import { fullName, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { findSendableTemplate } from '../templates/access';
import { findOwnPatient, findOwnSubmission, templateSnapshot } from './access';
import { deleteUploadRows, removeStoredBytes } from '../files/answer-files';
import { mailFormInvitation } from './invitation-mail';
import { formUrl, linkExpiry, newLinkToken } from '../links/token-link';
import { toSubmissionView } from './submission-view';
import type { TSubmissionView } from './views';

type TSendDeps = Pick<Context, 'prisma' | 'mailer' | 'logger' | 'appUrl' | 'dataDir'>;
type TSender = Pick<TActor, 'id' | 'firstName' | 'lastName'>;
export type TDelivery = 'email' | 'link';
export type TLinkResult = { submission: TSubmissionView; url: string; emailed: boolean };

type TSendInput = {
  patientId: number;
  templateId: number;
  instructions?: string | undefined;
  expiresOn?: string | undefined;
  language?: TLocale | undefined;
  delivery: TDelivery;
};

/**
 * Mails the link when asked; the row is `draft` until the mail has left, so a mail failure leaves a working link
 * the practitioner copies (status draft, emailed false) rather than an error.
 */
async function deliver(
  deps: TSendDeps,
  actor: TSender,
  submissionId: number,
  delivery: TDelivery,
  mail: Omit<Parameters<typeof mailFormInvitation>[1], 'submissionId'>,
): Promise<TLinkResult> {
  let emailed = false;
  if (delivery === 'email') {
    emailed = await mailFormInvitation(deps, { ...mail, submissionId });
    // Only a draft becomes sent: the patient may already have opened the link (pending) in the meantime.
    if (emailed)
      await deps.prisma.submission.updateMany({ where: { id: submissionId, status: 'draft' }, data: { status: 'sent', sentAt: new Date() } });
  }
  const row = await findOwnSubmission(deps.prisma, actor.id, submissionId);
  return { submission: toSubmissionView(row), url: mail.url, emailed };
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
  const created = await deps.prisma.submission.create({
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
    },
    select: { id: true },
  });
  const url = formUrl(deps.appUrl, language, token);
  return deliver(deps, actor, created.id, input.delivery, {
    to: patient.email,
    locale: language,
    patientFirstName: patient.firstName,
    practitionerName: fullName(actor),
    formName: template.name,
    instructions: input.instructions ?? null,
    expiresAt,
    url,
  });
}

/**
 * A new link for a submission of a patient that is still open or expired: the old token's hash is replaced, so the
 * old link stops working (404), and the expiry starts again. Completed submissions keep their answers: refused.
 */
export async function resendForm(
  deps: TSendDeps,
  actor: TSender,
  input: { id: number; expiresOn?: string | undefined; delivery: TDelivery },
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
      patient: { select: { firstName: true, email: true } },
    },
  });
  if (!row) throw new AppError('NOT_FOUND');
  // Waiting-room forms have nobody to send to until they are assigned.
  if (row.status === 'completed' || !row.patient) throw new AppError('SUBMISSION_NOT_OPEN');
  const { token, hash } = newLinkToken();
  const storageKeys = await deps.prisma.$transaction(async (tx) => {
    // Conditional on the status: a completion that lands between the read and this write wins.
    const { count } = await tx.submission.updateMany({
      where: { id: row.id, practitionerId, status: { not: 'completed' } },
      data: { linkTokenHash: hash, expiresAt, status: 'draft', openedAt: null },
    });
    if (count === 0) throw new AppError('SUBMISSION_NOT_OPEN');
    // Pictures sent through the old link can no longer be submitted with it: they go.
    return deleteUploadRows(tx, practitionerId, { linkHashes: [row.linkTokenHash] });
  });
  await removeStoredBytes(deps, storageKeys);
  const url = formUrl(deps.appUrl, row.language, token);
  return deliver(deps, actor, row.id, input.delivery, {
    to: row.patient.email,
    locale: row.language,
    patientFirstName: row.patient.firstName,
    practitionerName: fullName(actor),
    formName: row.formName,
    instructions: row.instructions,
    expiresAt,
    url,
  });
}
