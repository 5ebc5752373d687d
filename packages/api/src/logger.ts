// The structured logger; secrets, tokens and patients' answers are never written.
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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

type TLoggedError = { type: string; message: string; stack?: string; cause?: TLoggedError };

/**
 * A logged error keeps its class, message and stack, and its cause's. Its other fields stay out, unlike with pino's own
 * serializer: PostgreSQL's `detail` ("Failing row contains (...)", which Prisma's driver adapter copies into `meta`)
 * quotes a row's values, a patient's answers among them, and nodemailer's `rejected` and `response` quote addresses.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return error;
  const logged: TLoggedError = { type: error.constructor.name, message: error.message, stack: error.stack };
  if (error.cause instanceof Error && depth < 5) logged.cause = serializeError(error.cause, depth + 1) as TLoggedError;
  return logged;
}

export function createLogger(options: LoggerOptions = {}, destination?: DestinationStream): Logger {
  const settings: LoggerOptions = {
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: { err: (error: unknown) => serializeError(error) },
    ...options,
  };
  return destination ? pino(settings, destination) : pino(settings);
}
