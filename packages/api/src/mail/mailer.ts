// Sending mail: SMTP through nodemailer when configured, otherwise .eml files in a local outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type Mailer = { send(message: MailMessage): Promise<void>; describe: string };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Writes each mail as an .eml file and prints its subject and links, so links can be followed locally. */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger, print: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox folder ${outboxDir}`,
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file: path.basename(file) }, 'mail written to outbox');
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      print(`✉  ${message.subject} → ${file}${links.map((link) => `\n   ${link}`).join('')}`);
    },
  };
}
