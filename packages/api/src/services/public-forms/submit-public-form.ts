// POST of a public form: one submission per token link (row lock), a new waiting-room submission per generic link post.
import { Prisma, queryOf, sqlOf } from '@praxiform/db';
import type { ApiDeps } from '../../context';
import { AppError } from '../../errors';
import { consumeRateLimit } from '../security/rate-limit';
import { allowedFiles, attachPictures } from '../answers/picture-answers';
import { checkPublicAnswers, readSubmitBody } from './check-answers';
import { createCompletionNotification, mailCompletion, patientNameOf, type TCompletion } from './completion';
import { resolveGenericLink } from '../links/generic-link';
import type { TPractitioner, TPublicLink } from '../links/public-link';
import { closedLinkError, persistExpiry, tokenHashOf } from '../links/token-link';
import { fieldsOf } from './views';

/** Per IP: a generic link is public (a web page, a mailing), so each address may post it 20 times an hour. */
export const GENERIC_SUBMIT_LIMIT = { points: 20, windowSeconds: 60 * 60 } as const;

// The generic link's transaction (Prisma's): a busy mailing may queue many posts while the pool has a handful of connections.
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

type TLockedRow = {
  id: number;
  status: string;
  expiresAt: Date | null;
  formName: string;
  fieldsSnapshot: Prisma.JsonValue;
  scoringEnabled: boolean;
  patientId: number | null;
  patientFirstName: string | null;
  patientLastName: string | null;
} & { [K in keyof TPractitioner as `practitioner${Capitalize<K>}`]: TPractitioner[K] };

/**
 * The patient's hot path, on the pool in one transaction of prepared statements: lock and read the link's submission,
 * check, complete it, notify. Concurrent submits of one link wait on the row lock; the next one reads the row the first
 * committed, and is refused (a test sends 50 at once).
 */
async function submitTokenLink(deps: ApiDeps, token: string, body: unknown): Promise<TCompletion> {
  const linkTokenHash = tokenHashOf(token);
  const outcome = await sqlOf(deps.prisma).transaction(async (query): Promise<TTokenOutcome> => {
    const [row] = await query<TLockedRow>(Prisma.sql`
      SELECT s.id, s.status::text AS status, s.expires_at AS "expiresAt", s.form_name AS "formName",
             s.fields_snapshot AS "fieldsSnapshot", s.scoring_enabled AS "scoringEnabled",
             pa.id AS "patientId", pa.first_name AS "patientFirstName", pa.last_name AS "patientLastName",
             u.id AS "practitionerId", u.first_name AS "practitionerFirstName", u.last_name AS "practitionerLastName",
             u.email::text AS "practitionerEmail", u.profession::text AS "practitionerProfession",
             u.custom_profession AS "practitionerCustomProfession", u.interface_language::text AS "practitionerInterfaceLanguage",
             u.email_notifications AS "practitionerEmailNotifications"
      FROM submissions s JOIN users u ON u.id = s.practitioner_id LEFT JOIN patients pa ON pa.id = s.patient_id
      WHERE s.link_token_hash = ${linkTokenHash}
      FOR UPDATE OF s`);
    if (!row) throw new AppError('LINK_INVALID');
    const closed = closedLinkError(row, 'submit');
    if (closed?.persistExpiry) return { kind: 'expired', submissionId: row.id };
    if (closed) throw new AppError(closed.code);

    const checked = await checkPublicAnswers(
      allowedFiles(query, { ownerId: row.practitionerId, uploadScope: linkTokenHash }),
      { fields: fieldsOf(row.fieldsSnapshot), scoringEnabled: row.scoringEnabled },
      readSubmitBody(body),
    );
    // Timestamps in UTC, as Prisma writes them (the columns have no time zone).
    await query(Prisma.sql`
      UPDATE submissions SET status = 'completed', completed_at = (now() AT TIME ZONE 'UTC'), consent_at = (now() AT TIME ZONE 'UTC'),
             answers = ${JSON.stringify(checked.answers)}::jsonb, score = ${checked.score}, updated_at = (now() AT TIME ZONE 'UTC')
      WHERE id = ${row.id}`);
    await attachPictures(query, checked.fileIds);
    const completion: TCompletion = {
      submissionId: row.id,
      practitioner: {
        id: row.practitionerId,
        firstName: row.practitionerFirstName,
        lastName: row.practitionerLastName,
        email: row.practitionerEmail,
        profession: row.practitionerProfession,
        customProfession: row.practitionerCustomProfession,
        interfaceLanguage: row.practitionerInterfaceLanguage,
        emailNotifications: row.practitionerEmailNotifications,
      },
      patientId: row.patientId,
      patientName: patientNameOf(row.patientId === null ? null : { firstName: row.patientFirstName ?? '', lastName: row.patientLastName ?? '' }, null),
      formName: row.formName,
    };
    await createCompletionNotification(query, completion);
    return { kind: 'completed', completion };
  });

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
      allowedFiles(queryOf(tx), { ownerId: target.userId, uploadScope: target.uploadScope }),
      { fields, scoringEnabled: target.template.scoringEnabled },
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
    await attachPictures(queryOf(tx), checked.fileIds);
    const completion: TCompletion = {
      submissionId: submission.id,
      practitioner: target.practitioner,
      patientId: null,
      patientName: patientNameOf(null, target.respondent),
      formName: target.template.name,
    };
    await createCompletionNotification(queryOf(tx), completion);
    return completion;
  }, TRANSACTION_OPTIONS);
}
