// How the server writes its log: readable lines for a person at a terminal, JSON lines (one per event) for log
// collectors and pipes. README.md ("Scripts", `pnpm start`) says the same in one line.
import pino, { type Logger } from 'pino';
import { createLogger } from '@praxiform/api';

export type TLogFormat = 'pretty' | 'json';

/** Readable lines when stdout is a terminal and NODE_ENV is not production; JSON otherwise. */
export function logFormat({ isTTY, nodeEnv }: { isTTY: boolean | undefined; nodeEnv: string | undefined }): TLogFormat {
  return isTTY === true && nodeEnv !== 'production' ? 'pretty' : 'json';
}

type TRequestFields = { req?: { method?: unknown; url?: unknown }; res?: { statusCode?: unknown }; responseTime?: unknown };

/**
 * A readable line's message: a request line (request-log.ts) reads "request completed POST /api/login 422 20 ms";
 * its `req`, `res` and `responseTime` are left out of the line, every other field follows on the same line.
 */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as TRequestFields;
  const parts = [String(log[messageKey] ?? '')];
  if (req && typeof req.method === 'string' && typeof req.url === 'string') parts.push(req.method, req.url);
  if (typeof res?.statusCode === 'number') parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${responseTime} ms`);
  return parts.join(' ');
}

/**
 * The app's logger in that format. Both write synchronously, one write per line (as Node's own stdout does for pipes,
 * files and terminals on Linux): every line is out before the next statement runs, so the startup summary printed after
 * the startup lines comes after them, and no line is lost when the process exits. pino's default stdout stream writes
 * asynchronously, and pino-pretty as a worker transport as well. pino-pretty is a development dependency: an install
 * without it logs JSON.
 */
export async function createServerLogger(level: string, format: TLogFormat): Promise<Logger> {
  if (format === 'pretty') {
    const pretty = await import('pino-pretty').then(
      (module) => module.default,
      () => null,
    );
    if (pretty)
      return createLogger(
        { level },
        pretty({
          sync: true,
          colorize: true,
          singleLine: true,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname,req,res,responseTime',
          messageFormat: prettyMessage,
        }),
      );
  }
  return createLogger({ level }, pino.destination({ dest: 1, sync: true }));
}
