// A tRPC caller for a REST request: same context (Bearer session, IP, language), same guards and validation.
import type { Request, RequestHandler } from 'express';
import { appRouter, createCallerFactory, createContext, type ApiDeps } from '@praxiform/api';

const createCaller = createCallerFactory(appRouter);

/** The context tRPC would build for this request: its Bearer session, IP, user agent and language. */
export function requestContext(deps: ApiDeps, req: Request) {
  return createContext(deps, {
    authorization: req.headers.authorization,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    acceptLanguage: req.headers['accept-language'],
  });
}

export async function callerFor(deps: ApiDeps, req: Request) {
  return createCaller(await requestContext(deps, req));
}

/** Wraps an async handler so that a thrown error reaches the REST error handler. */
export function route(handler: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
