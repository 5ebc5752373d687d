// POST of a public form: one submission per token link (row lock), a new waiting-room submission per generic link post.
// Both complete the form through completeForm (completion.ts), on the pool's own transaction.
import { sqlOf } from '@praxiform/db';
import type { ApiDeps, Context } from '../../context';
import { AppError } from '../../errors';
import { enforceLimit } from '../security/rate-limit';
import { allowedFiles } from '../answers/picture-answers';
import { checkPublicAnswers, readSubmitBody } from './check-answers';
import { completeForm, patientNameOf, type TCompletion } from './completion';
import { showsCrisisMessage } from './crisis-message';
import { resolveGenericLink } from '../links/generic-link';
import type { TPublicLink } from '../links/public-link';
import { closedLinkError, persistExpiry, tokenHashOf } from '../links/token-link';
import { lockTokenSubmissionSql, practitionerOf, type TLockedSubmissionRow } from './statements';
import { bandsOfJson, fieldsOf } from './views';

/** Per IP: a generic link is public (a web page, a mailing), so each address may post it 20 times an hour. */
export const GENERIC_SUBMIT_LIMIT = { points: 20, windowSeconds: 60 * 60 } as const;

/**
 * Per link (template and link version), whatever the IPs: one leaked link cannot flood a waiting room. Counted after
 * the link is known valid and its owner entitled, and after the per-IP limit; a replaced link starts a new count.
 */
export const GENERIC_LINK_SUBMIT_LIMIT = { points: 60, windowSeconds: 60 * 60 } as const;

export type TSubmitResult = {
  submissionId: number;
  /**
   * The patient's page shows the crisis lines (docs/scores.md#crisis-message): the form's switch is on and PHQ-9 item 9
   * was answered above 0. Only this yes or no reaches the patient, never a point or a score.
   */
  showCrisisMessage: boolean;
  /**
   * The practitioner's mail is queued with the submission (docs/mail.md); this settles once the outbox was woken (at
   * once in a server, after the drain in the API's tests), or at once when no mail was queued: the HTTP answer never
   * waits for SMTP.
   */
  notified: Promise<void>;
};

/** A guest's use case: the link is the credential; `ip` bounds a generic link's posts. */
export async function submitPublicForm(deps: ApiDeps & Pick<Context, 'ip'>, input: { link: TPublicLink; body: unknown }): Promise<TSubmitResult> {
  const { link, body } = input;
  const { completion, showCrisisMessage } =
    link.kind === 'token' ? await submitTokenLink(deps, link.token, body) : await submitGenericLink(deps, link, body, deps.ip);
  // The outbox is woken only when this submit queued a mail: one statement (its claim) less on most submits.
  return { submissionId: completion.submissionId, showCrisisMessage, notified: completion.mailQueued ? deps.outbox.wake() : Promise.resolve() };
}

/** A completed form and what the patient's page is told about it. */
type TSubmitted = { completion: TCompletion; showCrisisMessage: boolean };

type TTokenOutcome = { kind: 'expired'; submissionId: number } | ({ kind: 'completed' } & TSubmitted);

/**
 * The patient's hot path, on the pool in one transaction of prepared statements: lock and read the link's submission,
 * check, complete it, notify. Concurrent submits of one link wait on the row lock; the next one reads the row the first
 * committed, and is refused (a test sends 50 at once).
 */
async function submitTokenLink(deps: ApiDeps, token: string, body: unknown): Promise<TSubmitted> {
  const linkTokenHash = tokenHashOf(token);
  const outcome = await sqlOf(deps.prisma).transaction(async (query): Promise<TTokenOutcome> => {
    const [row] = await query<TLockedSubmissionRow>(lockTokenSubmissionSql(linkTokenHash));
    if (!row) throw new AppError('LINK_INVALID');
    const closed = closedLinkError(row, 'submit');
    if (closed?.persistExpiry) return { kind: 'expired', submissionId: row.id };
    if (closed) throw new AppError(closed.code);

    const fields = fieldsOf(row.fieldsSnapshot);
    const checked = await checkPublicAnswers(
      allowedFiles(query, { ownerId: row.practitionerId, uploadScope: linkTokenHash }),
      { fields, scoringEnabled: row.scoringEnabled, bands: bandsOfJson(row.bandsSnapshot) },
      readSubmitBody(body),
    );
    const patient = row.patientId === null ? null : { firstName: row.patientFirstName ?? '', lastName: row.patientLastName ?? '' };
    const completion = await completeForm(
      query,
      {
        kind: 'token',
        submissionId: row.id,
        practitioner: practitionerOf(row),
        patientId: row.patientId,
        patientName: patientNameOf(patient, null),
        formName: row.formName,
      },
      checked,
      deps.appUrl,
    );
    return { kind: 'completed', completion, showCrisisMessage: showsCrisisMessage({ crisisMessage: row.crisisMessage, fields }, checked.answers) };
  });

  if (outcome.kind === 'expired') {
    // Outside the transaction, which only read: the expiry is kept even though the submit is refused.
    await persistExpiry(deps.prisma, outcome.submissionId);
    throw new AppError('LINK_EXPIRED');
  }
  return outcome;
}

/** Each post of a generic link is a new waiting-room submission, in the same kind of transaction as a token link's. */
async function submitGenericLink(
  deps: ApiDeps,
  link: Extract<TPublicLink, { kind: 'generic' }>,
  body: unknown,
  ip: string | null,
): Promise<TSubmitted> {
  const target = await resolveGenericLink(deps, link);
  await enforceLimit(deps.prisma, `publicFormSubmit:ip:${ip ?? 'unknown'}`, GENERIC_SUBMIT_LIMIT);
  await enforceLimit(deps.prisma, `publicFormSubmit:link:${target.templateId}:${target.version}`, GENERIC_LINK_SUBMIT_LIMIT);

  const { template, respondent } = target;
  const fields = fieldsOf(template.fields);
  const bands = template.scoringEnabled ? bandsOfJson(template.scoreBands) : [];
  const answers = readSubmitBody(body);
  const submitted = await sqlOf(deps.prisma).transaction(async (query) => {
    const checked = await checkPublicAnswers(
      allowedFiles(query, { ownerId: target.userId, uploadScope: target.uploadScope }),
      { fields, scoringEnabled: template.scoringEnabled, bands },
      answers,
    );
    const completion = await completeForm(
      query,
      {
        kind: 'generic',
        practitioner: target.practitioner,
        patientId: null,
        patientName: patientNameOf(null, respondent),
        formName: template.name,
        templateId: target.templateId,
        fields,
        scoringEnabled: template.scoringEnabled,
        bands,
        patientInstructions: template.patientInstructions,
        crisisMessage: template.crisisMessage,
        language: template.language,
        respondent,
      },
      checked,
      deps.appUrl,
    );
    return { completion, answers: checked.answers };
  });
  return {
    completion: submitted.completion,
    showCrisisMessage: showsCrisisMessage({ crisisMessage: template.crisisMessage, fields }, submitted.answers),
  };
}
