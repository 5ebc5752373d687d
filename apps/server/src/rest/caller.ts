// A tRPC caller for a REST request: same context (Bearer session, IP, language), same guards and validation.
import type { Request, RequestHandler } from 'express';
import { appRouter, createCallerFactory, createContext, type ApiDeps } from '@praxiform/api';

const createCaller = createCallerFactory(appRouter);

/** The context tRPC would build for this request: its Bearer session, IP, user agent and language. */
export async function requestContext(deps: ApiDeps, req: Request) {
  const context = await createContext(deps, {
    authorization: req.headers.authorization,
    ip: req.ip,
    userAgent: req.headers['user-agent'],
    acceptLanguage: req.headers['accept-language'],
  });
  // The REST error handler writes its messages in this language (the signed-in user's, else the browser's).
  if (req.res) req.res.locals.locale = context.locale;
  return context;
}

export async function callerFor(deps: ApiDeps, req: Request) {
  return createCaller(await requestContext(deps, req));
}

/** A caller on the session a login just opened (its token, this request's IP and language): reads the new user's profile. */
export async function callerForSession(deps: ApiDeps, req: Request, token: string) {
  return createCaller(
    await createContext(deps, {
      authorization: `Bearer ${token}`,
      ip: req.ip,
      userAgent: req.headers['user-agent'],
      acceptLanguage: req.headers['accept-language'],
    }),
  );
}

/** Wraps an async handler so that a thrown error reaches the REST error handler. */
export function route(handler: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
