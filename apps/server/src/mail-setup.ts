// Which mailer the server uses.
import path from 'node:path';
import type { Logger } from 'pino';
import { createOutboxMailer, createSmtpMailer, type Mailer } from '@praxiform/api';
import type { TEnv } from './env';

export function createMailer(env: TEnv, logger: Logger, print: (line: string) => void): Mailer {
  return env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
    : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM, logger, print);
}
