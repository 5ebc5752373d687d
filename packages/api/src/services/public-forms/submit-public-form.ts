// POST of a public form: one submission per token link (row lock), a new waiting-room submission per generic link post.
import type { Prisma } from '@praxiform/db';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { consumeRateLimit } from '../security/rate-limit';
import { checkPublicAnswers, readSubmitBody } from './check-answers';
import { createCompletionNotification, mailCompletion, patientNameOf, type TCompletion } from './completion';
import { closedLinkError, persistExpiry, PRACTITIONER_SELECT, resolveGenericLink, tokenHashOf, type TPublicLink } from './link';
import { fieldsOf } from './views';

/** Per IP: a generic link is public (a web page, a mailing), so each address may post it 20 times an hour. */
export const GENERIC_SUBMIT_LIMIT = { points: 20, windowSeconds: 60 * 60 } as const;

// 50 patients' browsers may queue on one row lock while the pool has a handful of connections.
const TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 20_000 } as const;

export type TSubmitResult = {
  submissionId: number;
  /** Settles once the practitioner's mail went (or failed, logged): the HTTP answer does not wait for SMTP. */
  notified: Promise<void>;
};

export async function submitPublicForm(deps: ApiDeps, link: TPublicLink, body: unknown, ip: string | null): Promise<TSubmitResult> {
  const completion = link.kind === 'token' ? await submitTokenLink(deps, link.token, body) : await submitGenericLink(deps, link, body, ip);
  return { submissionId: completion.submissionId, notified: mailCompletion(deps, completion) };
}

type TTokenOutcome = { kind: 'expired'; submissionId: number } | { kind: 'completed'; completion: TCompletion };

async function submitTokenLink(deps: ApiDeps, token: string, body: unknown): Promise<TCompletion> {
  const linkTokenHash = tokenHashOf(token);
  const outcome = await deps.prisma.$transaction(async (tx): Promise<TTokenOutcome> => {
    // Concurrent submits of one link wait here; the next one reads the row the first committed, and is refused.
    const locked = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM submissions WHERE link_token_hash = ${linkTokenHash} FOR UPDATE`;
    const id = locked[0]?.id;
    if (id === undefined) throw new AppError('LINK_INVALID');
    const submission = await tx.submission.findUniqueOrThrow({
      where: { id },
      select: {
        status: true,
        expiresAt: true,
        formName: true,
        fieldsSnapshot: true,
        scoringEnabled: true,
        patient: { select: { id: true, firstName: true, lastName: true } },
        practitioner: { select: PRACTITIONER_SELECT },
      },
    });
    const closed = closedLinkError(submission, 'submit');
    if (closed?.persistExpiry) return { kind: 'expired', submissionId: id };
    if (closed) throw new AppError(closed.code);

    const checked = await checkPublicAnswers(
      tx,
      {
        fields: fieldsOf(submission.fieldsSnapshot),
        scoringEnabled: submission.scoringEnabled,
        practitionerId: submission.practitioner.id,
        uploadScope: linkTokenHash,
      },
      readSubmitBody(body),
    );
    const now = new Date();
    await tx.submission.update({
      where: { id },
      data: { status: 'completed', completedAt: now, consentAt: now, answers: checked.answers as Prisma.InputJsonObject, score: checked.score },
    });
    const completion: TCompletion = {
      submissionId: id,
      practitioner: submission.practitioner,
      patientId: submission.patient?.id ?? null,
      patientName: patientNameOf(submission.patient, null),
      formName: submission.formName,
    };
    await createCompletionNotification(tx, completion);
    return { kind: 'completed', completion };
  }, TRANSACTION_OPTIONS);

  if (outcome.kind === 'expired') {
    // Outside the transaction, which only read: the expiry is kept even though the submit is refused.
    await persistExpiry(deps.prisma, outcome.submissionId);
    throw new AppError('LINK_EXPIRED');
  }
  return outcome.completion;
}

async function submitGenericLink(deps: ApiDeps, link: Extract<TPublicLink, { kind: 'generic' }>, body: unknown, ip: string | null): Promise<TCompletion> {
  const target = await resolveGenericLink(deps, link);
  const limit = await consumeRateLimit(deps.prisma, `publicFormSubmit:ip:${ip ?? 'unknown'}`, GENERIC_SUBMIT_LIMIT);
  if (!limit.allowed) throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: limit.retryAfterSeconds } });

  const fields = fieldsOf(target.template.fields);
  const answers = readSubmitBody(body);
  return deps.prisma.$transaction(async (tx) => {
    const checked = await checkPublicAnswers(
      tx,
      { fields, scoringEnabled: target.template.scoringEnabled, practitionerId: target.userId, uploadScope: target.uploadScope },
      answers,
    );
    const now = new Date();
    const submission = await tx.submission.create({
      data: {
        practitionerId: target.userId,
        patientId: null,
        templateId: target.templateId,
        formName: target.template.name,
        fieldsSnapshot: fields as unknown as Prisma.InputJsonArray,
        scoringEnabled: target.template.scoringEnabled,
        status: 'completed',
        language: target.template.language,
        completedAt: now,
        consentAt: now,
        answers: checked.answers as Prisma.InputJsonObject,
        score: checked.score,
        viaGenericLink: true,
        respondentFirstName: target.respondent?.firstName ?? null,
        respondentLastName: target.respondent?.lastName ?? null,
        respondentEmail: target.respondent?.email ?? null,
      },
      select: { id: true },
    });
    const completion: TCompletion = {
      submissionId: submission.id,
      practitioner: target.practitioner,
      patientId: null,
      patientName: patientNameOf(null, target.respondent),
      formName: target.template.name,
    };
    await createCompletionNotification(tx, completion);
    return completion;
  }, TRANSACTION_OPTIONS);
}
