// Sending mail: SMTP through nodemailer when configured, otherwise .eml files in a local outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** `kind` (the product's mail kind, e.g. `formCompleted`) names a mail where its subject may not be shown. */
export type MailMessage = { to: string; subject: string; text: string; html: string; kind?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; describe: string };

type TSmtpError = Error & { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown };

/**
 * The failure without the relay's answer: nodemailer appends it to the message ("550 5.1.1 <jeanne@...>: Recipient
 * address rejected") and lists the refused recipients, and the callers log the error. Nor is it kept as the cause.
 */
function smtpFailure(error: unknown): Error {
  if (!(error instanceof Error)) return new Error('SMTP sending failed');
  const { code, responseCode, command, response } = error as TSmtpError;
  // Without an answer (connection refused, timeout, TLS) the message names no recipient and stays whole.
  const message = typeof response === 'string' ? error.message.replace(`: ${response}`, '').replace(response, '') : error.message;
  const facts = [code, responseCode, command && `on ${String(command)}`].filter((fact) => typeof fact === 'string' || typeof fact === 'number');
  return new Error(`SMTP sending failed${facts.length ? ` (${facts.join(' ')})` : ''}: ${message}`);
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async send({ kind: _kind, ...message }) {
      await transport.sendMail({ from, ...message }).catch((error: unknown) => {
        throw smtpFailure(error);
      });
    },
  };
}

/**
 * Writes each mail as an .eml file. With `print` (a local demo only: the server decides, see apps/server/src/mail-setup.ts)
 * it prints the mail's kind, file and links so that they can be followed; never its subject, which may name a patient,
 * nor its recipient.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger, print?: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox folder ${outboxDir}`,
    async send({ kind, ...message }) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // One line per mail: the printed one when there is one (the server's print logs it), the log's otherwise.
      if (!print) {
        logger.info({ file: path.basename(file) }, 'mail written to outbox');
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      print(`✉  ${kind ?? 'mail'} mail written to ${file}${links.map((link) => `\n   ${link}`).join('')}`);
    },
  };
}
