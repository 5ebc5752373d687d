// Mail at start-up: SMTP when configured; without it, an outbox whose links reach the console only for a local demo, and
// a deployment that refuses to start unless the outbox is asked for. Subjects (a patient's name) never reach the console.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, renderMail } from '@praxiform/api';
import { startSmtpInbox, type TSmtpInbox } from '@praxiform/api/testing';
import { EnvError, loadEnv } from './env';
import { createMailer } from './mail-setup';

const LINK = 'http://localhost:3000/fr/patients/7/submissions/12';
// The "form completed" mail: its subject holds the patient's name and the form's title.
const completed = renderMail({
  kind: 'formCompleted',
  to: 'claire@example.org',
  locale: 'fr',
  name: 'Claire',
  actionUrl: LINK,
  vars: { patient: 'Jeanne Dupont', form: 'Bilan lombaire' },
});

/** A mailer built from these variables, with what it prints and logs, and its outbox folder. */
async function setUp(vars: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'mail-setup-'));
  const printed: string[] = [];
  const logged: string[] = [];
  const logger = createLogger(
    { level: 'trace' },
    new Writable({
      write(chunk, _enc, done) {
        logged.push(String(chunk));
        done();
      },
    }),
  );
  const mailer = createMailer(loadEnv({ ...vars, DATA_DIR: dataDir }), logger, (line) => printed.push(line));
  const outbox = path.join(dataDir, 'outbox');
  const files = async () => (await readdir(outbox).catch(() => [])).map((file) => path.join(outbox, file));
  return { mailer, printed, logged, files };
}

function expectNoPrivateText(lines: string[]): void {
  const out = lines.join('\n');
  expect(out).not.toContain(completed.subject);
  for (const text of ['Jeanne', 'Dupont', 'Bilan lombaire', 'claire@example.org']) expect(out).not.toContain(text);
}

describe('createMailer', () => {
  it('on localhost without SMTP_URL (the one-command demo): writes the .eml and prints its links, never its subject', async () => {
    for (const appUrl of [undefined, 'http://localhost:5173', 'http://127.0.0.1:4310', 'http://[::1]:3000']) {
      const { mailer, printed, logged, files } = await setUp(appUrl ? { APP_URL: appUrl } : {});
      await mailer.send(completed);
      const written = await files();
      expect(written).toHaveLength(1);
      expect(await readFile(written[0]!, 'utf8')).toMatch(/^To: claire@example\.org$/m);
      const out = printed.join('\n');
      expect(out).toContain(LINK);
      expect(out).toContain(path.basename(written[0]!));
      expectNoPrivateText(printed);
      expectNoPrivateText(logged);
    }
  });

  it('refuses a deployment (APP_URL not on localhost) without SMTP_URL, naming SMTP_URL and MAIL_OUTBOX', async () => {
    for (const appUrl of ['https://praxiform.example', 'http://localhost.praxiform.example', 'https://10.0.0.5']) {
      const attempt = setUp({ APP_URL: appUrl });
      await expect(attempt).rejects.toThrowError(EnvError);
      await expect(attempt).rejects.toThrowError(/SMTP_URL[\s\S]*MAIL_OUTBOX=true/);
    }
  });

  it('with MAIL_OUTBOX=true on a deployment: writes the .eml and prints nothing', async () => {
    const { mailer, printed, logged, files } = await setUp({ APP_URL: 'https://praxiform.example', MAIL_OUTBOX: 'true' });
    await mailer.send(completed);
    const written = await files();
    expect(written).toHaveLength(1);
    expect(await readFile(written[0]!, 'utf8')).toContain(LINK);
    expect(printed).toEqual([]);
    expect(logged.join('\n')).not.toContain(LINK);
    expectNoPrivateText(logged);
  });

  describe('with SMTP_URL', () => {
    let inbox: TSmtpInbox;
    beforeAll(async () => {
      inbox = await startSmtpInbox();
    });
    afterAll(() => inbox.close());

    it('sends over SMTP, writes no file and prints nothing, on localhost or a deployment', async () => {
      for (const appUrl of ['http://localhost:3000', 'https://praxiform.example']) {
        const { mailer, printed, files } = await setUp({ APP_URL: appUrl, SMTP_URL: inbox.url });
        expect(mailer.describe).toMatch(/^SMTP 127\.0\.0\.1:\d+$/);
        await mailer.send(completed);
        const received = await inbox.next('claire@example.org');
        expect(received.subject).toBe(completed.subject);
        expect(await files()).toEqual([]);
        expect(printed).toEqual([]);
      }
    });
  });
});
