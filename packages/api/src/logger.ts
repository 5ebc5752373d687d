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

// A public form's path holds its token, or a generic link's signature and the respondent's name and email: only the
// page's kind and a generic link's numeric ids are kept.
const PUBLIC_FORM_PATH = /^(.*?\/(?:form|api\/public-forms)\/)((?:generic\/)?(?:\d+\/\d+\/)?)(.+)$/;

/** Replaces long token-like path segments (link tokens, verification tokens) and public form paths in URLs. */
export function redactUrl(url: string): string {
  const [pathPart = '', query] = url.split('?', 2);
  const publicForm = PUBLIC_FORM_PATH.exec(pathPart);
  const safePath = publicForm
    ? `${publicForm[1]}${publicForm[2]}[redacted]`
    : pathPart
        .split('/')
        .map((segment) => (segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) ? '[redacted]' : segment))
        .join('/');
  return query === undefined ? safePath : `${safePath}?[redacted]`;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  return pino({ redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' }, ...options });
}
