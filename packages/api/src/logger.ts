// The structured logger; secrets, tokens and patients' answers are never written.
import pino, { type Logger, type LoggerOptions } from 'pino';

/** Paths removed from every log line, whatever logged them. */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.password_confirmation',
  '*.passwordConfirmation',
  '*.currentPassword',
  '*.token',
  '*.recaptcha_token',
  '*.code',
  '*.secret',
  '*.answers',
  '*.passwordHash',
];

/** Replaces long token-like path segments (link tokens, verification tokens) in URLs. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const safePath = pathPart
    .split('/')
    .map((segment) => (segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) ? '[redacted]' : segment))
    .join('/');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino({ redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, ...options });
}
