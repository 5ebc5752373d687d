// How the server writes its console: one readable line per event for a person at a terminal, JSON lines (one per
// event, nothing else) for log collectors, pipes and production. README.md ("Scripts", `pnpm start`) says the same.
// Everything the server says goes through this logger, the start-up events too (main.ts), so that a terminal never
// shows a JSON line and a pipe never shows a plain one.
import pino, { type DestinationStream, type Logger } from 'pino';
import { createLogger } from '@praxiform/api';

export type TLogFormat = 'pretty' | 'json';

/** Readable lines when stdout is a terminal and NODE_ENV is not production; JSON otherwise. */
export function logFormat({ isTTY, nodeEnv }: { isTTY: boolean | undefined; nodeEnv: string | undefined }): TLogFormat {
  return isTTY === true && nodeEnv !== 'production' ? 'pretty' : 'json';
}

/**
 * The key of a start-up event's facts for machines (`{ startup: { event: 'listening', port } }`): JSON lines carry them,
 * a terminal shows the event's sentence only, which already says them.
 */
export const STARTUP_KEY = 'startup';

const LEVELS: Record<number, { label: string; colour: string }> = {
  10: { label: 'TRACE', colour: '90' },
  20: { label: 'DEBUG', colour: '90' },
  30: { label: 'INFO', colour: '' },
  40: { label: 'WARN', colour: '33' },
  50: { label: 'ERROR', colour: '31' },
  60: { label: 'FATAL', colour: '31' },
};
// pino's own keys, a request line's parts (written into its sentence) and the start-up facts: not listed as fields.
const NOT_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'req', 'res', 'responseTime', STARTUP_KEY]);
const TIME_WIDTH = 'HH:MM:SS '.length;

type TRequestFields = { req?: { method?: unknown; url?: unknown }; res?: { statusCode?: unknown }; responseTime?: unknown };
type TLoggedError = { type?: unknown; message?: unknown; errorCode?: unknown; stack?: unknown };

/** A field's value as `key=value` shows it: bare when it has no space, quoted otherwise. */
function fieldValue(value: unknown): string {
  const text = typeof value === 'string' ? value : String(value);
  return typeof value === 'string' && (text === '' || /[\s="]/.test(text)) ? JSON.stringify(text) : text;
}

/** The fields as `key=value`, nested objects flattened (`stripe.type=card_error`), arrays joined by commas. */
function fieldsOf(record: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(record).flatMap(([key, value]) => {
    if (prefix === '' && NOT_FIELDS.has(key)) return [];
    const name = `${prefix}${key}`;
    if (Array.isArray(value)) return [`${name}=${value.map((item) => fieldValue(typeof item === 'object' ? JSON.stringify(item) : item)).join(',')}`];
    if (typeof value === 'object' && value !== null) return fieldsOf(value as Record<string, unknown>, `${name}.`);
    return [`${name}=${fieldValue(value)}`];
  });
}

/** An error's lines: "Type: message (code)" then its stack's frames, and its cause's. */
function errorLines(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null) return [String(error)];
  const { type, message, errorCode, stack } = error as TLoggedError;
  const head = `${depth > 0 ? 'caused by ' : ''}${typeof type === 'string' ? type : 'Error'}: ${String(message ?? '')}${errorCode === undefined ? '' : ` (${String(errorCode)})`}`;
  const frames = typeof stack === 'string' ? stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const cause = (error as { cause?: unknown }).cause;
  return [head, ...frames.map((frame) => `    ${frame.trim()}`), ...(cause !== undefined && depth < 5 ? errorLines(cause, depth + 1) : [])];
}

function clock(time: unknown): string {
  const date = new Date(typeof time === 'number' ? time : Date.now());
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * One event as a person reads it: its time, its level unless info, its sentence, a request's method, URL, status and
 * time ("request completed POST /api/login 422 20 ms"), then its other fields as `key=value`. A sentence of several
 * lines (the demo logins, a mail's links) and an error's stack follow, indented under the sentence. No JSON.
 */
export function formatPrettyLine(log: Record<string, unknown>, { colours }: { colours: boolean }): string {
  const paint = (code: string, text: string) => (colours && code ? `\u001b[${code}m${text}\u001b[39m` : text);
  const dim = (text: string) => (colours ? `\u001b[2m${text}\u001b[22m` : text);
  const level = LEVELS[typeof log.level === 'number' ? log.level : 30] ?? LEVELS[30]!;
  const { req, res, responseTime } = log as TRequestFields;
  const [first = '', ...more] = String(log.msg ?? '').split('\n');
  const parts = [first];
  if (req && typeof req.method === 'string' && typeof req.url === 'string') parts.push(req.method, req.url);
  if (typeof res?.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${responseTime} ms`);
  parts.push(...fieldsOf(log));
  const head = `${dim(clock(log.time))} ${level.label === 'INFO' ? '' : `${paint(level.colour, level.label)} `}`;
  const indent = ' '.repeat(TIME_WIDTH);
  const following = [...more, ...(log.err === undefined ? [] : errorLines(log.err))].map((line) => `${indent}${line}`);
  return `${[`${head}${parts.filter((part) => part !== '').join(' ')}`, ...following].join('\n')}\n`;
}

/** A pino destination writing each event as formatPrettyLine shows it, synchronously, to `out`. */
export function prettyDestination(out: { write(chunk: string): unknown }, options: { colours: boolean }): DestinationStream {
  return {
    write(line: string) {
      let log: Record<string, unknown>;
      try {
        log = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      out.write(formatPrettyLine(log, options));
    },
  };
}

/**
 * The app's logger in that format, on stdout. Both write synchronously, one write per event: every line is out before
 * the next statement runs, in the order of the events, and none is lost when the process exits (pino's default stdout
 * stream writes asynchronously). `out` is for the tests.
 */
export function createServerLogger(
  level: string,
  format: TLogFormat,
  out: { write(chunk: string): unknown } = pino.destination({ dest: 1, sync: true }),
): Logger {
  if (format === 'pretty') return createLogger({ level }, prettyDestination(out, { colours: true }));
  return createLogger({ level }, out as DestinationStream);
}
