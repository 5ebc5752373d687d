// Which mailer the server uses. Without SMTP_URL, mails go to an outbox folder; their links (password resets, patients'
// form links) reach the console only for a local demo, and a deployment must ask for the outbox explicitly.
import path from 'node:path';
import type { Logger } from 'pino';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '@praxiform/api';
import { EnvError, type TEnv } from './env';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The app is served on this machine only: its links lead nowhere else, so printing them gives nothing away. */
function isLocalAppUrl(appUrl: string): boolean {
  return LOCAL_HOSTS.has(new URL(appUrl).hostname);
}

export function createMailer(env: TEnv, logger: Logger, print: (line: string) => void): Mailer {
  if (env.SMTP_URL) return createSmtpMailer(env.SMTP_URL, env.MAIL_FROM);
  const outbox = path.join(env.DATA_DIR, 'outbox');
  if (isLocalAppUrl(env.APP_URL)) return createOutboxMailer(outbox, env.MAIL_FROM, logger, print);
  // A deployment's console ends up in log collectors, where reset links would be usable and form links reach patients' data.
  if (env.MAIL_OUTBOX) return createOutboxMailer(outbox, env.MAIL_FROM, logger);
  throw new EnvError(
    `SMTP_URL is not set and APP_URL (${env.APP_URL}) is not on localhost, so no mail (password reset, email verification, ` +
      `patients' form links) could be sent.\nSet SMTP_URL to your mail relay (smtp://user:password@host:587), or set MAIL_OUTBOX=true ` +
      `to write mails as .eml files to ${outbox} instead (they are not sent, nor printed).\nSee .env.example and the README.`,
  );
}
