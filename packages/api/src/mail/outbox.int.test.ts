// The mail outbox against the real database and a real SMTP server (smtp-server) that refuses, then accepts:
// commit → mail, rollback → none; temporary refusals retried with growing delays, permanent ones stopped at once;
// a 10-minute outage (time compressed through the outbox's clock) delivers every mail once afterwards; two drainers on
// two connections pools never send one mail twice; a process that died mid-attempt leaves its mail to the next.
import { createPrismaClient, type PrismaClient } from '@praxiform/db';
import { getTestDatabaseUrl, getTestPrisma } from '@praxiform/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startSmtpInbox, type TSmtpInbox } from '../services/auth/testing/smtp-inbox';
import { createSmtpMailer } from './mailer';
import { createMailOutbox, MAIL_FIRST_BACKOFF_MS, MAIL_RETRY_WINDOW_MS, queueMail, retryDelayMs, type TMailOutbox } from './outbox';
import { renderMail } from './render';

const FROM = 'Praxiform <no-reply@praxiform.test>';
const MINUTE = 60_000;

let prisma: PrismaClient;
let inbox: TSmtpInbox;
let clock: number;
let outbox: TMailOutbox;

const logger = createLogger({ level: 'silent' });
const outboxAt = (client: PrismaClient) => createMailOutbox({ prisma: client, mailer: createSmtpMailer(inbox.url, FROM), logger, now: () => clock });

const mailTo = (to: string) =>
  renderMail({ kind: 'passwordReset', to, locale: 'en', name: 'Claire', actionUrl: 'http://localhost:3000/en/reset-password?token=t' });
const received = (to: string) => inbox.messages.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));
const row = (id: string) => prisma.mailOutbox.findUniqueOrThrow({ where: { id } });

beforeAll(async () => {
  prisma = await getTestPrisma();
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.close();
});
beforeEach(async () => {
  inbox.refuse(null);
  // A little ahead of the database's clock, which stamps a queued mail due at once: what a test queues is due.
  clock = Date.now() + 5000;
  outbox = outboxAt(prisma);
  await prisma.mailOutbox.deleteMany();
});

describe('queueing with the change', () => {
  it('a mail queued in a transaction that commits is sent once, with its id as Message-ID; its address and bodies are then erased', async () => {
    const mail = await prisma.$transaction((tx) => queueMail(tx, mailTo('commit@example.org')));
    expect(await outbox.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    const [delivered] = received('commit@example.org');
    expect(delivered?.messageId).toBe(`<${mail.id}@praxiform.test>`);
    expect(delivered?.text).toContain('http://localhost:3000/en/reset-password?token=t');
    expect(await row(mail.id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      recipientMasked: 'c•••@example.org',
      toAddress: null,
      subject: null,
      textBody: null,
      htmlBody: null,
    });
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received('commit@example.org')).toHaveLength(1);
  });

  it('a mail queued in a transaction that rolls back never exists, and nothing leaves', async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await queueMail(tx, mailTo('rollback@example.org'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await prisma.mailOutbox.count()).toBe(0);
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received('rollback@example.org')).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a temporary refusal (451) after 30 s, then 1 min, 2 min..., and delivers once the relay accepts', async () => {
    inbox.refuse(451);
    const mail = await queueMail(prisma, mailTo('later@example.org'));
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const first = await row(mail.id);
    expect(first).toMatchObject({ status: 'queued', attempts: 1 });
    expect(first.lastError).toContain('451');
    expect(first.lastError).not.toContain('later@example.org');
    const firstDelay = first.nextAttemptAt.getTime() - clock;
    expect(firstDelay).toBeGreaterThanOrEqual(MAIL_FIRST_BACKOFF_MS * 0.9);
    expect(firstDelay).toBeLessThanOrEqual(MAIL_FIRST_BACKOFF_MS * 1.1);

    // Not due yet: nothing is tried.
    clock += MAIL_FIRST_BACKOFF_MS / 2;
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock = first.nextAttemptAt.getTime() + 1;
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    const second = await row(mail.id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptAt.getTime() - clock).toBeGreaterThanOrEqual(2 * MAIL_FIRST_BACKOFF_MS * 0.9);

    inbox.refuse(null);
    clock = second.nextAttemptAt.getTime() + 1;
    expect(await outbox.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(received('later@example.org')).toHaveLength(1);
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('the delays double up to an hour, and keep trying for 24 hours before failing for good', () => {
    const delays = [1, 2, 3, 8, 9, 20].map((attempts) => retryDelayMs(attempts, () => 0.5));
    expect(delays).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000, 3_600_000]);
    // Attempts within 24 hours at these delays: the schedule reaches the window's end.
    let elapsed = 0;
    let attempts = 0;
    while (elapsed < MAIL_RETRY_WINDOW_MS) elapsed += retryDelayMs(++attempts, () => 0);
    expect(attempts).toBeGreaterThan(24);
  });

  it('gives up on a temporary failure once 24 hours have passed since the mail was queued', async () => {
    inbox.refuse(421);
    const mail = await queueMail(prisma, mailTo('gone@example.org'));
    clock += MAIL_RETRY_WINDOW_MS - MINUTE;
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 1, failed: 0 });
    clock += 2 * MINUTE;
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    expect(await row(mail.id)).toMatchObject({ status: 'failed', attempts: 2, failedAt: expect.any(Date) });
  });

  it('stops at once on a permanent refusal (550); the row keeps the mail for a resend, and the error no address', async () => {
    inbox.refuse(550);
    const mail = await queueMail(prisma, mailTo('refused@example.org'));
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const failed = await row(mail.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, toAddress: 'refused@example.org', recipientMasked: 'r•••@example.org' });
    expect(failed.lastError).toContain('550');
    expect(failed.lastError).not.toContain('refused@example.org');
    inbox.refuse(null);
    clock += 2 * MAIL_RETRY_WINDOW_MS;
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(received('refused@example.org')).toHaveLength(0);
  });
});

describe('an outage and several drainers', () => {
  it('100 mails caused during a 10-minute outage are all delivered once after it', async () => {
    inbox.refuse(421);
    const start = clock;
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      // One mail every 6 s of the outage, each tried at once (the commit wakes the outbox) and refused.
      clock = start + i * 6000;
      ids.push((await queueMail(prisma, mailTo(`outage-${i}@example.org`))).id);
      await outbox.drain();
    }
    const refusedDuringOutage = inbox.refused();
    expect(refusedDuringOutage).toBeGreaterThanOrEqual(100);
    expect(received('outage-')).toHaveLength(0);

    inbox.refuse(null);
    clock = start + 10 * MINUTE;
    // Each mail comes due at its own retry time; the poll finds them as they do.
    for (let step = 0; step < 40 && (await prisma.mailOutbox.count({ where: { status: { not: 'sent' } } })) > 0; step += 1) {
      clock += MINUTE;
      await outbox.drain();
    }
    expect(await prisma.mailOutbox.count({ where: { id: { in: ids }, status: 'sent' } })).toBe(100);
    const messageIds = inbox.messages.map((mail) => mail.messageId);
    for (const id of ids) expect(messageIds.filter((messageId) => messageId === `<${id}@praxiform.test>`)).toHaveLength(1);
    expect(clock - start).toBeLessThanOrEqual(30 * MINUTE);
  }, 120_000);

  it('two drainers on two connection pools, draining at once, send each of 60 mails once', async () => {
    const other = createPrismaClient(await getTestDatabaseUrl(), { max: 4 });
    try {
      const ids: string[] = [];
      for (let i = 0; i < 60; i += 1) ids.push((await queueMail(prisma, mailTo(`pair-${i}@example.org`))).id);
      const [a, b] = await Promise.all([outboxAt(prisma).drain(), outboxAt(other).drain()]);
      expect(a.sent + b.sent).toBe(60);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      const messageIds = inbox.messages.map((mail) => mail.messageId);
      for (const id of ids) expect(messageIds.filter((messageId) => messageId === `<${id}@praxiform.test>`)).toHaveLength(1);
    } finally {
      await other.$disconnect();
    }
  });

  it('a mail whose attempt died with its process (lease run out) is taken again; one still leased is not', async () => {
    const mail = await queueMail(prisma, mailTo('crash@example.org'));
    // As a process leaves it when it dies between the claim and the relay's answer.
    await prisma.mailOutbox.update({ where: { id: mail.id }, data: { status: 'sending', attempts: 1, leaseUntil: new Date(clock + MINUTE) } });
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
    clock += 2 * MINUTE;
    expect(await outbox.drain()).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
