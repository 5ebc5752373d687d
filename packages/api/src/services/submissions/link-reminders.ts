// A mailed link's reminder (docs/forms-api.md#reminders): one mail, the chosen number of days before the link expires,
// in the patient's language, with the same link; never after completion, cancellation or expiry, never twice.
import { Prisma } from '@praxiform/db';
import { OPEN_SUBMISSION_STATUSES, fullName, type TLocale, type TReminderDays } from '@praxiform/domain';
import type { ApiDeps } from '../../context';
import { queueMail, type TQueuedMail } from '../../mail/outbox';
import { renderMail } from '../../mail/render';
import { openSecret, sealSecret } from '../shared/secret-box';
import { formUrl } from '../links/token-link';

const DAY_MS = 24 * 3600 * 1000;
/** Reminders claimed per statement; a sweep goes on until none is due. */
const BATCH = 100;

/** What a link's row says of its reminder. */
export type TReminderColumns = { reminderDays: number; reminderDueAt: Date | null; reminderToken: Uint8Array<ArrayBuffer> | null };

/** The token sealed under the server's key, bound to its own hash: copied into another row, it does not open. */
function reminderContext(hash: string): string {
  return `link-reminder:${hash}`;
}

/**
 * The reminder of a new link: due `days` before its expiry when its invitation is mailed to the patient. None when
 * off, when the link is only shown to the practitioner, or when that day is already past (a link that expires
 * tomorrow gets no reminder two days before). `reminderDays` is kept either way: a resend by mail schedules it again.
 */
export function scheduleReminder(
  secretKey: Uint8Array,
  link: { token: string; hash: string; expiresAt: Date },
  choice: { days: TReminderDays; mailed: boolean },
  now = new Date(),
): TReminderColumns {
  const dueAt = new Date(link.expiresAt.getTime() - choice.days * DAY_MS);
  if (choice.days === 0 || !choice.mailed || dueAt.getTime() <= now.getTime()) {
    return { reminderDays: choice.days, reminderDueAt: null, reminderToken: null };
  }
  return {
    reminderDays: choice.days,
    reminderDueAt: dueAt,
    reminderToken: sealSecret(secretKey, new TextEncoder().encode(link.token), reminderContext(link.hash)),
  };
}

/** No reminder to come: for a completion, a cancellation, an expiry. */
export const NO_REMINDER = { reminderDueAt: null, reminderToken: null } as const;

type TDueReminder = {
  id: number;
  practitionerId: number;
  sealed: Uint8Array;
  hash: string;
  language: TLocale;
  formName: string;
  expiresAt: Date;
  patientFirstName: string;
  patientEmail: string;
  practitionerFirstName: string;
  practitionerLastName: string;
};

const OPEN = Prisma.join(OPEN_SUBMISSION_STATUSES.map((status) => Prisma.sql`${status}::submission_status`));

/**
 * Claims the due reminders of links still open: the UPDATE clears the due time and the sealed token in the statement
 * that answers them, so of two sweeps at once only one gets each row (the other skips the locked rows, then finds them
 * cleared). `reminded_at` is written by the outbox when the mail is delivered (mail/outbox.ts).
 */
function claimSql(now: Date): Prisma.Sql {
  return Prisma.sql`
    WITH due AS (
      SELECT s.id, s.reminder_token FROM submissions s
      WHERE s.reminder_due_at <= ${now} AND s.reminder_token IS NOT NULL
        AND s.status IN (${OPEN}) AND s.expires_at > ${now} AND s.patient_id IS NOT NULL
      ORDER BY s.reminder_due_at
      LIMIT ${BATCH}
      FOR UPDATE OF s SKIP LOCKED)
    UPDATE submissions s SET reminder_due_at = NULL, reminder_token = NULL
    FROM due, patients p, users u
    WHERE s.id = due.id AND p.id = s.patient_id AND u.id = s.practitioner_id
    RETURNING s.id, s.practitioner_id AS "practitionerId", due.reminder_token AS sealed, s.link_token_hash AS hash,
              s.language::text AS language, s.form_name AS "formName", s.expires_at AS "expiresAt",
              p.first_name AS "patientFirstName", p.email::text AS "patientEmail",
              u.first_name AS "practitionerFirstName", u.last_name AS "practitionerLastName"`;
}

/**
 * Reminders that will never go: links completed, cancelled or expired keep no sealed token, and a reminder mail still
 * waiting in the outbox for such a link is dropped (the outbox does not claim it meanwhile: mail/outbox.ts).
 */
async function forgetClosed(deps: Pick<ApiDeps, 'prisma'>, now: Date): Promise<void> {
  await deps.prisma.$executeRaw`
    UPDATE submissions SET reminder_due_at = NULL, reminder_token = NULL
    WHERE reminder_due_at IS NOT NULL AND (status NOT IN (${OPEN}) OR expires_at <= ${now})`;
  await deps.prisma.$executeRaw`
    DELETE FROM mail_outbox m USING submissions s
    WHERE m.kind = 'formReminder' AND m.status IN ('queued', 'failed') AND s.id = m.submission_id
      AND (s.status NOT IN (${OPEN}) OR s.expires_at <= ${now})`;
}

function reminderMail(deps: Pick<ApiDeps, 'appUrl' | 'secretKey'>, due: TDueReminder): TQueuedMail | null {
  let token: string;
  try {
    token = new TextDecoder().decode(openSecret(deps.secretKey, due.sealed, reminderContext(due.hash)));
  } catch {
    // Sealed under another key (the server's key was changed) or for another link: no working link to remind of.
    return null;
  }
  const expires = new Intl.DateTimeFormat(due.language, { dateStyle: 'long', timeZone: 'UTC' }).format(due.expiresAt);
  const mail = renderMail({
    kind: 'formReminder',
    to: due.patientEmail,
    locale: due.language,
    name: due.patientFirstName,
    actionUrl: formUrl(deps.appUrl, due.language, token),
    vars: { practitioner: fullName({ firstName: due.practitionerFirstName, lastName: due.practitionerLastName }), form: due.formName, expires },
    paragraphs: [{ key: 'expires' }],
  });
  return { ...mail, submissionId: due.id, ownerId: due.practitionerId };
}

export type TLinkReminderOutcome = { queued: number; skipped: number };

/** Queues every due reminder: each claim commits with its mails (docs/mail.md), which the outbox then delivers. */
export async function sendLinkReminders(
  deps: Pick<ApiDeps, 'prisma' | 'outbox' | 'appUrl' | 'secretKey' | 'logger'>,
  now = new Date(),
): Promise<TLinkReminderOutcome> {
  await forgetClosed(deps, now);
  const outcome: TLinkReminderOutcome = { queued: 0, skipped: 0 };
  for (;;) {
    const claimed = await deps.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<TDueReminder[]>(claimSql(now));
      for (const row of rows) {
        const mail = row.patientEmail ? reminderMail(deps, row) : null;
        // No address any more, or a token that does not open: the reminder is dropped, not retried.
        if (!mail) {
          outcome.skipped += 1;
          continue;
        }
        await queueMail(tx, mail);
        outcome.queued += 1;
      }
      return rows.length;
    });
    if (claimed < BATCH) break;
  }
  if (outcome.skipped > 0) deps.logger.warn({ skipped: outcome.skipped }, 'link reminders skipped (no address, or a token sealed under another key)');
  if (outcome.queued > 0) await deps.outbox.wake();
  return outcome;
}
