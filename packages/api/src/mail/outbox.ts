// The mail outbox (docs/mail.md): every mail is a row written in the transaction of the change that causes it
// (queueMail), so that a change that commits has its mail and one that rolls back has none; the drainer of each server
// process sends what is due, retries temporary failures with exponential backoff for 24 hours, stops at once on a
// permanent refusal, and never sends a delivered mail again (the row is claimed before sending, and its id is the
// mail's Message-ID for the relay's own deduplication should a process die between the relay's answer and the row).
import { randomUUID } from 'node:crypto';
import { Prisma, type PrismaClient } from '@praxiform/db';
import type { TMailDeliveryView } from '@praxiform/domain';
import type { Logger } from 'pino';
import type { DbClient } from '../services/shared/db-client';
import { isPermanentMailFailure, type Mailer, type MailMessage } from './mailer';

/** A mail to queue: the rendered message, who caused it (sees its state) and the form link it carries, if any. */
/**
 * `topic`: what the mail's link is for (docs/mail.md, "Replaced links"): queued with one, it replaces the mails of that
 * topic still waiting or failed, whose link the new one made useless.
 */
export type TQueuedMail = MailMessage & { ownerId?: number | null; submissionId?: number | null; topic?: string | null };

/** What a screen waiting for a mail is told: the mail's id (to follow it) and its state (packages/domain/src/mail.ts). */
export type TMailDelivery = TMailDeliveryView;

/** Temporary failures are retried for this long after the mail was queued, then it fails for good. */
export const MAIL_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The first retry's delay; each next one doubles, up to MAIL_MAX_BACKOFF_MS. */
export const MAIL_FIRST_BACKOFF_MS = 30_000;
export const MAIL_MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How long an attempt holds its mail: longer than the SMTP transport's own timeouts together (mailer.ts). */
export const MAIL_LEASE_MS = 3 * 60 * 1000;

/** j•••@example.org: what lists of mails show of a recipient. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** The delay before attempt `attempts + 1`, `attempts` having failed: 30 s, 1 min, 2 min... capped at 1 h, ±10 %. */
export function retryDelayMs(attempts: number, random: () => number = Math.random): number {
  const base = Math.min(MAIL_FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAIL_MAX_BACKOFF_MS);
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** The INSERT of a queued mail, for the hand-written transactions (the public submit); answers its id. */
export function queueMailSql(mail: TQueuedMail, id: string = randomUUID()): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO mail_outbox (id, kind, to_address, recipient_masked, subject, text_body, html_body, status, attempts,
                             next_attempt_at, created_at, owner_id, submission_id, topic)
    VALUES (${id}::uuid, ${mail.kind}, ${mail.to}, ${maskAddress(mail.to)}, ${mail.subject}, ${mail.text}, ${mail.html},
            'queued', 0, (now() AT TIME ZONE 'UTC'), (now() AT TIME ZONE 'UTC'), ${mail.ownerId ?? null},
            ${mail.submissionId ?? null}, ${mail.topic ?? null})
    RETURNING id`;
}

/** Queues a mail on the caller's client: inside its transaction, the mail exists only if the transaction commits. */
export async function queueMail(db: DbClient, mail: TQueuedMail): Promise<TMailDelivery> {
  const id = randomUUID();
  if (mail.topic) await dropTopicMails(db, mail.topic);
  await db.$executeRaw(queueMailSql(mail, id));
  return { id, status: 'queued' };
}

/**
 * A link made useless (replaced, revoked, cancelled): its mails not yet delivered are dropped, so that neither a retry
 * nor a "send again" delivers it (one in the middle of an attempt still goes).
 */
export async function dropTopicMails(db: DbClient, topic: string): Promise<void> {
  await db.mailOutbox.deleteMany({ where: { topic, status: { in: ['queued', 'failed'] } } });
}

/** The topics of the mails whose link is for one thing (docs/mail.md, "Replaced links"). */
export const mailTopic = {
  cabinetInvite: (inviteId: number) => `cabinetInvite:${inviteId}`,
  emailChange: (userId: number) => `emailChange:${userId}`,
  passwordReset: (userId: number) => `passwordReset:${userId}`,
  verifyEmail: (userId: number) => `verifyEmail:${userId}`,
};

/**
 * A form link replaced or cancelled: its mails not yet delivered are dropped, so that no retry delivers a link that no
 * longer works (one in the middle of an attempt still goes).
 */
export async function dropLinkMails(db: DbClient, submissionId: number): Promise<void> {
  await db.mailOutbox.deleteMany({ where: { submissionId, kind: { in: [...LINK_MAIL_KINDS] }, status: { in: ['queued', 'failed'] } } });
}

/** The mails that carry a patient's form link: the invitation and its reminder (services/submissions/link-reminders.ts). */
export const LINK_MAIL_KINDS = ['formInvitation', 'formReminder'] as const;

/** A completed link's reminder still waiting: dropped by the completion's UPDATE (completeSubmissionSql), the patient answered. */
export function dropReminderMailsSql(submissionId: number): Prisma.Sql {
  return Prisma.sql`DELETE FROM mail_outbox WHERE submission_id = ${submissionId} AND kind = 'formReminder' AND status IN ('queued', 'failed')`;
}

type TClaimedRow = {
  id: string;
  kind: string;
  to_address: string | null;
  subject: string | null;
  text_body: string | null;
  html_body: string | null;
  attempts: number;
  created_at: Date;
  submission_id: number | null;
};

export type TDrainResult = { sent: number; retried: number; failed: number };

export type TMailOutbox = {
  /** Sends every mail due now (several batches), one drain at a time in this process; never throws. */
  drain(): Promise<TDrainResult>;
  /**
   * After a commit that queued mail. In a server, asks for a drain and returns at once (the request never waits for
   * SMTP); with `inline` (the API's tests), resolves once the drain is done.
   */
  wake(): Promise<void>;
  /** Polls every `pollMs` (a mail queued by another process, a retry coming due). */
  start(): void;
  /** Stops polling and waits for the drain in flight. */
  stop(): Promise<void>;
};

export type TMailOutboxOptions = {
  prisma: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  pollMs?: number;
  inline?: boolean;
  batchSize?: number;
  /** The clock of retries and give-ups (tests compress time with it); the queue's own timestamps are the database's. */
  now?: () => number;
  /** The server is stopping, and its database with it (Ctrl-C reaches an embedded PostgreSQL too): nothing to say then. */
  stopping?: () => boolean;
};

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The failure as stored and logged: never the recipient's address, which a relay's answer may quote. */
function failureText(error: unknown, to: string | null): string {
  const text = errorText(error);
  if (!to) return text;
  return text.replace(new RegExp(to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), '<recipient>');
}

export function createMailOutbox(options: TMailOutboxOptions): TMailOutbox {
  const { prisma, mailer, logger, pollMs = 2000, inline = false, batchSize = 20 } = options;
  const now = options.now ?? Date.now;
  let running: Promise<TDrainResult> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let unreachableSaidAt = 0;

  /** Takes up to `batchSize` due mails: queued ones past their time, and those whose attempt's lease ran out. */
  async function claim(): Promise<TClaimedRow[]> {
    const at = now();
    // The later of the outbox's clock and the database's: a mail queued a moment ago is due even when the database
    // stamped it a fraction of a millisecond past Date.now() (its timestamps round to the millisecond).
    const nowSql = Prisma.sql`GREATEST(to_timestamp(${at}::double precision / 1000) AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC')`;
    const leaseSql = Prisma.sql`(to_timestamp(${at + MAIL_LEASE_MS}::double precision / 1000) AT TIME ZONE 'UTC')`;
    return prisma.$queryRaw<TClaimedRow[]>`
      UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, lease_until = ${leaseSql}
      WHERE id IN (
        SELECT id FROM mail_outbox
        WHERE ((status = 'queued' AND next_attempt_at <= ${nowSql}) OR (status = 'sending' AND lease_until < ${nowSql}))
          -- A reminder goes only while its link is open: never after completion, cancellation or expiry (the reminders'
          -- sweep then drops it).
          AND (kind <> 'formReminder' OR EXISTS (
            SELECT 1 FROM submissions s WHERE s.id = mail_outbox.submission_id
              AND s.status IN ('draft', 'sent', 'pending') AND s.expires_at > ${nowSql}))
        ORDER BY next_attempt_at
        LIMIT ${batchSize}
        FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, to_address, subject, text_body, html_body, attempts, created_at, submission_id`;
  }

  async function delivered(row: TClaimedRow): Promise<void> {
    const sentAt = new Date(now());
    await prisma.$transaction([
      prisma.mailOutbox.updateMany({
        where: { id: row.id, status: 'sending' },
        // Delivered: the address and the bodies (links, names) are no longer needed here.
        data: { status: 'sent', sentAt, leaseUntil: null, lastError: null, toAddress: null, subject: null, textBody: null, htmlBody: null },
      }),
      // A form invitation's link counts as sent once its mail is delivered; one the patient opened meanwhile stays as it is.
      ...(row.kind === 'formInvitation' && row.submission_id !== null
        ? [prisma.submission.updateMany({ where: { id: row.submission_id, status: 'draft' }, data: { status: 'sent', sentAt } })]
        : []),
      // A link's reminder went: the patient's history says when (services/submissions/link-reminders.ts).
      ...(row.kind === 'formReminder' && row.submission_id !== null
        ? [prisma.submission.updateMany({ where: { id: row.submission_id }, data: { remindedAt: sentAt } })]
        : []),
    ]);
  }

  async function undelivered(row: TClaimedRow, error: unknown): Promise<'retried' | 'failed'> {
    const at = now();
    const lastError = failureText(error, row.to_address);
    const gaveUp = isPermanentMailFailure(error) || at - row.created_at.getTime() >= MAIL_RETRY_WINDOW_MS;
    if (gaveUp) {
      await prisma.mailOutbox.updateMany({
        where: { id: row.id, status: 'sending' },
        data: { status: 'failed', failedAt: new Date(at), leaseUntil: null, lastError },
      });
      logger.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, err: lastError }, 'mail failed for good');
      return 'failed';
    }
    const nextAttemptAt = new Date(at + retryDelayMs(row.attempts));
    await prisma.mailOutbox.updateMany({
      where: { id: row.id, status: 'sending' },
      data: { status: 'queued', nextAttemptAt, leaseUntil: null, lastError },
    });
    logger.warn({ mailId: row.id, kind: row.kind, attempts: row.attempts, nextAttemptAt, err: lastError }, 'mail attempt failed, retrying');
    return 'retried';
  }

  async function attempt(row: TClaimedRow): Promise<'sent' | 'retried' | 'failed'> {
    if (row.to_address === null || row.subject === null || row.text_body === null || row.html_body === null) {
      return undelivered(row, new Error('the queued mail has no recipient or body'));
    }
    try {
      await mailer.send({ id: row.id, kind: row.kind, to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body });
    } catch (error) {
      return undelivered(row, error);
    }
    await delivered(row);
    return 'sent';
  }

  async function drainOnce(): Promise<TDrainResult> {
    const result: TDrainResult = { sent: 0, retried: 0, failed: 0 };
    try {
      for (;;) {
        const rows = await claim();
        // A batch's mails go side by side (the SMTP transport pools its connections).
        for (const outcome of await Promise.all(rows.map(attempt))) result[outcome] += 1;
        if (rows.length < batchSize || stopped) break;
      }
    } catch (error) {
      // The database away (a restart): the mails stay queued, or leased until their lease ends; said once a minute,
      // after a second of grace, and not when the server is stopping.
      if (Date.now() - unreachableSaidAt > 60_000) {
        unreachableSaidAt = Date.now();
        setTimeout(() => {
          if (!stopped && !options.stopping?.()) logger.warn({ err: errorText(error) }, 'mail outbox: the queue could not be read, retrying');
        }, 1000).unref();
      }
    }
    return result;
  }

  function drain(): Promise<TDrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      const total: TDrainResult = { sent: 0, retried: 0, failed: 0 };
      do {
        again = false;
        const once = await drainOnce();
        total.sent += once.sent;
        total.retried += once.retried;
        total.failed += once.failed;
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    drain,
    async wake() {
      if (inline) {
        await drain();
        return;
      }
      if (!stopped) setImmediate(() => void drain());
    },
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => void drain(), pollMs);
      timer.unref();
      void drain();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
