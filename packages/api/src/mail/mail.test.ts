// Mails render in the recipient's language, escape what they insert, and land in the outbox as .eml files.
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMail } from './render';
import { createOutboxMailer } from './mailer';
import { createLogger } from '../logger';

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
    expect(nl.html).toContain('lang="nl"');
  });

  it('escapes names in the HTML part', () => {
    const mail = renderMail({ kind: 'formCompleted', to: 'a@example.org', locale: 'fr', name: '<b>x</b>', vars: { patient: '<script>', form: 'Bilan' } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.subject).toBe('<script> a rempli « Bilan »');
  });

  it('writes an .eml file to the outbox and prints its subject and links', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    const printed: string[] = [];
    const mailer = createOutboxMailer(dir, 'Praxiform <no-reply@praxiform.local>', createLogger({ level: 'silent' }), (l) => printed.push(l));
    await mailer.send(renderMail({ kind: 'passwordReset', to: 'claire@example.org', locale: 'en', name: 'Claire', actionUrl: 'http://localhost:3000/en/reset-password?token=t1' }));
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: claire@example\.org$/m);
    expect(eml).toMatch(/^Subject: Reset your Praxiform password$/m);
    expect(printed.join('\n')).toContain('http://localhost:3000/en/reset-password?token=t1');
  });
});
