// Sending mail: SMTP through nodemailer when configured, otherwise .eml files in a local outbox folder.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/**
 * `kind` (the product's mail kind, e.g. `formCompleted`) names a mail where its subject may not be shown; `id`, the
 * outbox row's (outbox.ts), becomes its Message-ID.
 */
export type MailMessage = { to: string; subject: string; text: string; html: string; kind: string; id?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; describe: string };

type TSmtpError = Error & { code?: unknown; responseCode?: unknown; command?: unknown; response?: unknown };

/** A failed delivery; `permanent` when the relay refused it for good (a 5xx answer): retrying would not help. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailDeliveryError';
  }
}

/** A 5xx refusal stops at once; a 4xx answer, a refused connection, a timeout or anything else is retried. */
export function isPermanentMailFailure(error: unknown): boolean {
  if (error instanceof MailDeliveryError) return error.permanent;
  // A transport's own error (nodemailer's, unwrapped) with the relay's answer code.
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The failure without the relay's answer: nodemailer appends it to the message ("550 5.1.1 <jeanne@...>: Recipient
 * address rejected") and lists the refused recipients, and the callers log the error. Nor is it kept as the cause.
 */
function smtpFailure(error: unknown): MailDeliveryError {
  if (!(error instanceof Error)) return new MailDeliveryError('SMTP sending failed', false);
  const { code, responseCode, command, response } = error as TSmtpError;
  // Without an answer (connection refused, timeout, TLS) the message names no recipient and stays whole.
  const message = typeof response === 'string' ? error.message.replace(`: ${response}`, '').replace(response, '') : error.message;
  const facts = [code, responseCode, command && `on ${String(command)}`].filter((fact) => typeof fact === 'string' || typeof fact === 'number');
  const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
  return new MailDeliveryError(`SMTP sending failed${facts.length ? ` (${facts.join(' ')})` : ''}: ${message}`, permanent);
}

/** The Message-ID of an outbox mail: its row's id at the sender's domain. */
function messageIdOf(id: string | undefined, from: string): string | undefined {
  if (!id) return undefined;
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'praxiform.invalid';
  return `<${id}@${domain}>`;
}

/**
 * Timeouts well under the outbox's lease (outbox.ts, MAIL_LEASE_MS): a relay that does not answer is a temporary
 * failure, retried later, not an attempt that holds its mail for nodemailer's default ten minutes.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, ...SMTP_TIMEOUTS } as Parameters<
    typeof nodemailer.createTransport
  >[0]);
  return {
    describe: `SMTP ${new URL(smtpUrl).host}`,
    async send({ kind: _kind, id, ...message }) {
      await transport.sendMail({ from, ...message, messageId: messageIdOf(id, from) }).catch((error: unknown) => {
        throw smtpFailure(error);
      });
    },
  };
}

/** The domain of an address (`jeanne@example.org` or `Jeanne <jeanne@example.org>`), lower-cased, without a final dot. */
function domainOf(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .replace(/>\s*$/, '')
        .trim()
        .toLowerCase()
        .replace(/\.$/, '');
}

/**
 * The reserved top-level domain `.invalid` (RFC 2606, RFC 6761) never resolves: a real relay refuses such a recipient
 * for good. The outbox folder does the same, with the error nodemailer gives for a recipient refused at RCPT TO (a 5xx
 * `responseCode`: isPermanentMailFailure), its answer naming no address.
 */
function refusedRecipient(to: string): Error | null {
  const domain = domainOf(to);
  if (domain !== 'invalid' && !domain.endsWith('.invalid')) return null;
  const response = '550 5.1.2 Bad destination system address (the .invalid domain never resolves)';
  return Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    code: 'EENVELOPE',
    response,
    responseCode: 550,
    command: 'RCPT TO',
  });
}

/**
 * Writes each mail as an .eml file, but refuses for good, as a relay would, a recipient under `.invalid`
 * (refusedRecipient). With `print` (a local demo only: the server decides, see apps/server/src/mail-setup.ts) it prints
 * the mail's kind, file and links so that they can be followed; never its subject, which may name a patient, nor its
 * recipient.
 */
export function createOutboxMailer(outboxDir: string, from: string, logger: Logger, print?: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `outbox folder ${outboxDir}`,
    async send({ kind, id, ...message }) {
      const refused = refusedRecipient(message.to);
      if (refused) throw refused;
      const info = await transport.sendMail({ from, ...message, messageId: messageIdOf(id, from) });
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
