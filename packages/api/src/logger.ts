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

type TLoggedError = { type: string; message: string; errorCode?: string | number; sqlState?: string; stack?: string; cause?: unknown };

// Quoted parts of a message, whatever the quotes; "…" keeps the quotes so that a reader sees something was there.
const QUOTED = /"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”|«[^»]*»|<[^>]*>/g;
const MESSAGE_MAX = 200;
// Error codes (Prisma's P2002, PostgreSQL's 22P05, Node's ECONNRESET, tRPC's), never free text.
const ERROR_CODE = /^[A-Za-z0-9_.-]{1,40}$/;
// "    at fn (file:1:2)", "    at file:1:2", "    at new Promise (<anonymous>)".
const FRAME = /^\s+at (?:.*\(.*\)|\S+:\d+:\d+)$/;

/**
 * An error message may carry input values: Prisma follows the call with the arguments' values and a code frame,
 * PostgreSQL and node-postgres quote the value they could not read (`invalid input syntax for type integer: "..."`),
 * JSON.parse and fs quote theirs. The first line says what failed, so it alone is kept, with every quoted part
 * elided; the code, a Prisma error's SQLSTATE and the stack's frames say the rest. Unquoted values in a first line
 * remain possible in principle; the database and driver messages the app meets quote theirs.
 */
function safeMessage(message: string): string {
  const firstLine = message.split('\n').find((line) => line.trim() !== '') ?? '';
  const elided = firstLine.trim().replace(QUOTED, (quoted) => `${quoted[0]}…${quoted.at(-1)}`);
  return elided.length > MESSAGE_MAX ? `${elided.slice(0, MESSAGE_MAX)}…` : elided;
}

/** The stack's "at ..." frames under the safe message: V8 starts a stack with the whole message. */
function safeStack(type: string, message: string, stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames = stack.split('\n').filter((line) => FRAME.test(line));
  return [`${type}: ${message}`, ...frames].join('\n');
}

/** Prisma's driver adapter keeps PostgreSQL's SQLSTATE (e.g. 22P05) in meta; the rest of meta may quote a row. */
function sqlStateOf(error: Record<string, unknown>): string | undefined {
  const meta = error.meta as { driverAdapterError?: { cause?: { originalCode?: unknown } } } | undefined;
  const sqlState = meta?.driverAdapterError?.cause?.originalCode;
  return typeof sqlState === 'string' && /^[0-9A-Z]{5}$/.test(sqlState) ? sqlState : undefined;
}

/**
 * A logged error keeps its class, code, safe message (see safeMessage), stack frames, and its cause's. The code is
 * written as `errorCode`: LOG_REDACT_PATHS hides every `*.code` (TOTP codes), and a wildcard redaction cannot tell
 * `err.code` from `body.code`. Its other fields stay out, unlike with pino's own serializer: PostgreSQL's `detail`
 * ("Failing row contains (...)", which Prisma's driver adapter copies into `meta`) and `where` quote a row's values, a
 * patient's answers among them, and nodemailer's `rejected` and `response` quote addresses. A thrown non-Error object
 * gets the same treatment.
 */
export function serializeError(error: unknown, depth = 0): unknown {
  if (typeof error === 'string') return safeMessage(error);
  if (typeof error !== 'object' || error === null) return error;
  const record = error as Record<string, unknown>;
  const type = error.constructor?.name ?? 'Object';
  const message = typeof record.message === 'string' ? safeMessage(record.message) : '';
  const logged: TLoggedError = { type, message };
  const code = record.code;
  if ((typeof code === 'string' && ERROR_CODE.test(code)) || typeof code === 'number') logged.errorCode = code;
  const sqlState = sqlStateOf(record);
  if (sqlState) logged.sqlState = sqlState;
  const stack = safeStack(type, message, record.stack);
  if (stack) logged.stack = stack;
  if (typeof record.cause === 'object' && record.cause !== null && depth < 5) logged.cause = serializeError(record.cause, depth + 1);
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
