// Mails render in the recipient's language, escape what they insert, land in the outbox as .eml files (but for a
// recipient under .invalid, refused for good), and keep subjects and addresses off the console and out of the logs.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { createOutboxMailer, createSmtpMailer, isPermanentMailFailure } from './mailer';
import { createLogger } from '../logger';
import { collectLines } from '../testing/log-lines';

/** The English password reset mail to Claire, as the outbox tests send it. */
const resetMail = () =>
  renderMail({
    kind: 'passwordReset',
    to: 'claire@example.org',
    locale: 'en',
    name: 'Claire',
    actionUrl: 'http://localhost:3000/en/reset-password?token=t1',
  });

describe('mail', () => {
  it('renders the verification mail in French, English and Dutch with the action link', () => {
    const url = 'http://localhost:3000/verify-email/abc';
    const fr = renderMail({ kind: 'verifyEmail', to: 'a@example.org', locale: 'fr', name: 'Claire', actionUrl: url });
    const en = renderMail({ kind: 'verifyEmail', to: 'a@example.org', locale: 'en', name: 'Claire', actionUrl: url });
    const nl = renderMail({ kind: 'verifyEmail', to: 'a@example.org', locale: 'nl', name: 'Claire', actionUrl: url });
    expect(fr.subject).toBe('Confirmez votre adresse e-mail sur Praxiform');
    expect(en.subject).toBe('Confirm your email address on Praxiform');
    expect(nl.subject).toBe('Bevestig uw e-mailadres op Praxiform');
    for (const mail of [fr, en, nl]) {
      expect(mail.text).toContain(url);
      expect(mail.html).toContain(`href="${url}"`);
    }
    expect(fr.text).toMatch(/^Bonjour Claire,/);
    // The link line follows each language's typography: a no-break space before the French colon.
    expect(fr.text).toContain(`Confirmer mon adresse e-mail\u00a0: ${url}`);
    expect(en.text).toContain(`Confirm my email address: ${url}`);
    expect(nl.html).toContain('lang="nl"');
  });

  it('escapes names in the HTML part', () => {
    const mail = renderMail({
      kind: 'formCompleted',
      to: 'a@example.org',
      locale: 'fr',
      name: '<b>x</b>',
      vars: { patient: '<script>', form: 'Bilan' },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toBe('<script> a rempli «\u00a0Bilan\u00a0»');
  });

  it('writes an .eml file to the outbox and prints its kind, file and links, never its subject or recipient', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const mailer = createOutboxMailer(dir, 'Praxiform <no-reply@praxiform.local>', createLogger({ level: 'silent' }), (l) => printed.push(l));
    await mailer.send(resetMail());
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: claire@example\.org$/m);
    expect(eml).toMatch(/^Subject: Reset your Praxiform password$/m);
    const out = printed.join('\n');
    expect(out).toContain('http://localhost:3000/en/reset-password?token=t1');
    expect(out).toContain('passwordReset');
    expect(out).toContain(files[0]);
    expect(out).not.toContain('Reset your Praxiform password');
    expect(out).not.toContain('claire@example.org');

    // The "form completed" subject holds the patient's name.
    printed.length = 0;
    const completed = renderMail({
      kind: 'formCompleted',
      to: 'claire@example.org',
      locale: 'fr',
      name: 'Claire',
      vars: { patient: 'Jeanne Dupont', form: 'Bilan' },
    });
    expect(completed.kind).toBe('formCompleted');
    await mailer.send(completed);
    expect(printed.join('\n')).toContain('formCompleted');
    expect(printed.join('\n')).not.toContain('Jeanne');
  });

  it('writes the outbox without printing anything when given no print function', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const mailer = createOutboxMailer(dir, 'Praxiform <no-reply@praxiform.local>', createLogger({ level: 'silent' }));
    await mailer.send(resetMail());
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(dir, files[0]!), 'utf8')).toMatch(/^Subject: Reset your Praxiform password$/m);
  });

  it('refuses for good, as a relay would, a recipient under the reserved .invalid domain, naming no address', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const { lines, sink } = collectLines();
    const mailer = createOutboxMailer(dir, 'Praxiform <no-reply@praxiform.local>', createLogger({}, sink), (l) => printed.push(l));
    const refusal = (to: string) =>
      mailer.send({ ...resetMail(), to }).then(
        () => null,
        (e: unknown) => e,
      );
    for (const to of ['absent-x1@example.invalid', 'Absent@Cabinet.Example.INVALID', 'absent@invalid', 'Absent <absent@example.invalid.>']) {
      const error = await refusal(to);
      // nodemailer's error for a recipient refused at RCPT TO: what the outbox reads to stop at once.
      expect(error, to).toMatchObject({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' });
      expect(isPermanentMailFailure(error)).toBe(true);
      expect((error as Error).message).toContain('550 5.1.2');
      expect((error as Error).message.toLowerCase()).not.toContain('absent');
    }
    expect(await readdir(dir)).toEqual([]);
    expect(printed).toEqual([]);
    expect(lines.join('')).not.toContain('absent');

    // Only the top-level domain counts: a host named "invalid" elsewhere is an ordinary address.
    for (const to of ['claire@invalid.example.org', 'claire@example.invalidity']) expect(await refusal(to), to).toBeNull();
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('keeps the recipient out of an SMTP failure, which the callers log', async () => {
    // A relay that refuses the recipient quotes the address in its answer, and nodemailer in its error.
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.server.address() as AddressInfo;
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Praxiform <no-reply@praxiform.test>');
      const mail = renderMail({
        kind: 'formInvitation',
        to: 'jeanne.dupont@example.org',
        locale: 'fr',
        name: 'Jeanne Dupont',
        actionUrl: 'http://localhost:3000/fr/form/tok',
      });
      const error = await mailer.send(mail).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(Error);
      const { lines, sink } = collectLines();
      const logger = createLogger({}, sink);
      logger.error({ err: error }, 'form invitation mail failed');
      const out = lines.join('');
      expect(out).toContain('550');
      expect(out).toContain('RCPT TO');
      expect(out).not.toContain('jeanne.dupont');
      expect(out).not.toContain('Jeanne');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
