// submissions.send and submissions.resend: a new link for a patient, mailed or only shown to the practitioner.
import type { TLocale } from '@praxiform/domain';
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { findSendableTemplate } from '../templates/access';
import { findOwnPatient, findOwnSubmission, templateSnapshot } from './access';
import { deleteUploadRows, removeStoredBytes } from '../files/answer-files';
import { mailFormInvitation } from './invitation-mail';
import { formUrl, linkExpiry, newLinkToken } from '../links/token-link';
import { toSubmissionView } from './submission-view';
import type { TSubmissionView } from './views';

export type TSendContext = Pick<Context, 'prisma' | 'mailer' | 'logger' | 'appUrl' | 'dataDir'> & { user: { id: number; firstName: string; lastName: string } };
export type TDelivery = 'email' | 'link';
export type TLinkResult = { submission: TSubmissionView; url: string; emailed: boolean };

type TSendInput = { patientId: number; templateId: number; instructions?: string | undefined; expiresOn?: string | undefined; language?: TLocale | undefined; delivery: TDelivery };

/**
 * Mails the link when asked; the row is `draft` until the mail has left, so a mail failure leaves a working link
 * the practitioner copies (status draft, emailed false) rather than an error.
 */
async function deliver(ctx: TSendContext, submissionId: number, delivery: TDelivery, mail: Omit<Parameters<typeof mailFormInvitation>[1], 'submissionId'>): Promise<TLinkResult> {
  let emailed = false;
  if (delivery === 'email') {
    emailed = await mailFormInvitation(ctx, { ...mail, submissionId });
    // Only a draft becomes sent: the patient may already have opened the link (pending) in the meantime.
    if (emailed) await ctx.prisma.submission.updateMany({ where: { id: submissionId, status: 'draft' }, data: { status: 'sent', sentAt: new Date() } });
  }
  const row = await findOwnSubmission(ctx.prisma, ctx.user.id, submissionId);
  return { submission: toSubmissionView(row), url: mail.url, emailed };
}

const practitionerName = (user: { firstName: string; lastName: string }) => `${user.firstName} ${user.lastName}`;

export async function sendFormToPatient(ctx: TSendContext, input: TSendInput): Promise<TLinkResult> {
  const practitionerId = ctx.user.id;
  const expiresAt = linkExpiry(input.expiresOn);
  const [patient, template] = await Promise.all([
    findOwnPatient(ctx.prisma, practitionerId, input.patientId),
    findSendableTemplate(ctx.prisma, practitionerId, input.templateId),
  ]);
  const language = input.language ?? patient.preferredLanguage;
  const { token, hash } = newLinkToken();
  const created = await ctx.prisma.submission.create({
    data: {
      practitionerId,
      patientId: patient.id,
      ...templateSnapshot(template),
      status: 'draft',
      instructions: input.instructions ?? null,
      language,
      linkTokenHash: hash,
      expiresAt,
    },
    select: { id: true },
  });
  const url = formUrl(ctx.appUrl, language, token);
  return deliver(ctx, created.id, input.delivery, {
    to: patient.email,
    locale: language,
    patientFirstName: patient.firstName,
    practitionerName: practitionerName(ctx.user),
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
export async function resendForm(ctx: TSendContext, input: { id: number; expiresOn?: string | undefined; delivery: TDelivery }): Promise<TLinkResult> {
  const practitionerId = ctx.user.id;
  const expiresAt = linkExpiry(input.expiresOn);
  const row = await ctx.prisma.submission.findFirst({
    where: { id: input.id, practitionerId },
    select: { id: true, status: true, language: true, formName: true, instructions: true, linkTokenHash: true, patient: { select: { firstName: true, email: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND');
  // Waiting-room forms have nobody to send to until they are assigned.
  if (row.status === 'completed' || !row.patient) throw new AppError('SUBMISSION_NOT_OPEN');
  const { token, hash } = newLinkToken();
  const storageKeys = await ctx.prisma.$transaction(async (tx) => {
    // Conditional on the status: a completion that lands between the read and this write wins.
    const { count } = await tx.submission.updateMany({
      where: { id: row.id, practitionerId, status: { not: 'completed' } },
      data: { linkTokenHash: hash, expiresAt, status: 'draft', openedAt: null },
    });
    if (count === 0) throw new AppError('SUBMISSION_NOT_OPEN');
    // Pictures sent through the old link can no longer be submitted with it: they go.
    return deleteUploadRows(tx, practitionerId, { linkHashes: [row.linkTokenHash] });
  });
  await removeStoredBytes(ctx, storageKeys);
  const url = formUrl(ctx.appUrl, row.language, token);
  return deliver(ctx, row.id, input.delivery, {
    to: row.patient.email,
    locale: row.language,
    patientFirstName: row.patient.firstName,
    practitionerName: practitionerName(ctx.user),
    formName: row.formName,
    instructions: row.instructions,
    expiresAt,
    url,
  });
}

