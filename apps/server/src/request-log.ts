// One log line per request (id, method, redacted URL, status, time), written when the response ends. It replaces
// pino-http, whose child logger per request cost more CPU than the public form's whole database read (see
// docs/architecture.md, "Hot paths"); the line has the same shape: `req`, `res`, `responseTime`.
import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { redactUrl } from '@praxiform/api';

const QUIET_PATHS = new Set(['/api/health']);

/** The request's id (`res.locals.requestId`): the caller's `x-request-id` (64 characters at most), else a new UUID. */
function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && given !== '' ? given.slice(0, 64) : randomUUID();
}

export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const id = requestIdOf(req);
    res.locals.requestId = id;
    if (!logger.isLevelEnabled('info') || QUIET_PATHS.has(req.path)) return next();
    const started = performance.now();
    const url = req.originalUrl;
    res.once('close', () => {
      const line = {
        req: { id, method: req.method, url: redactUrl(url) },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (res.writableFinished) logger.info(line, 'request completed');
      else logger.warn(line, 'request aborted');
    });
    next();
  };
}

/** Errors of a request, with its id so that the line meets the request's own. */
export function logRequestError(logger: Logger, req: Request, res: Response, err: unknown, message: string): void {
  logger.error({ err, req: { id: String(res.locals.requestId ?? ''), method: req.method, url: redactUrl(req.originalUrl) } }, message);
}
