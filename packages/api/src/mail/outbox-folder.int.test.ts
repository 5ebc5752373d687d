// The outbox draining into the outbox folder (no SMTP_URL, docs/mail.md "Without SMTP"), against the real database: a
// recipient under the reserved .invalid domain is refused for good at its first attempt, like a real relay's 550, with
// the mail kept for a resend and no address in its error; the other mails of the same drain are written as usual.
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PrismaClient } from '@praxiform/db';
import { getTestPrisma } from '@praxiform/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createOutboxMailer } from './mailer';
import { createMailOutbox, queueMail } from './outbox';
import { renderMail } from './render';

let prisma: PrismaClient;
beforeAll(async () => {
  prisma = await getTestPrisma();
});

const mailTo = (to: string) =>
  renderMail({ kind: 'passwordReset', to, locale: 'en', name: 'Claire', actionUrl: 'http://localhost:3000/en/reset-password?token=t' });

describe('the outbox folder as the relay', () => {
  it('fails a mail to a .invalid address for good at once and delivers the others of the same drain', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const logger = createLogger({ level: 'silent' });
    const outbox = createMailOutbox({ prisma, mailer: createOutboxMailer(dir, 'Praxiform <no-reply@praxiform.test>', logger), logger });
    const refused = await queueMail(prisma, mailTo('absent-z9@example.invalid'));
    const delivered = await queueMail(prisma, mailTo('claire@example.org'));

    expect(await outbox.drain()).toEqual({ sent: 1, retried: 0, failed: 1 });
    const row = await prisma.mailOutbox.findUniqueOrThrow({ where: { id: refused.id } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1, toAddress: 'absent-z9@example.invalid', failedAt: expect.any(Date) });
    expect(row.lastError).toContain('550 5.1.2');
    expect(row.lastError).not.toContain('absent');
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: delivered.id } })).toMatchObject({ status: 'sent' });
    expect(await readdir(dir)).toHaveLength(1);
    // Nothing left to retry.
    expect(await outbox.drain()).toEqual({ sent: 0, retried: 0, failed: 0 });
  });
});
