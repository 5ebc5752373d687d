// A tRPC caller for a REST request: same context (Bearer session, IP, language), same guards and validation.
import type { Request, RequestHandler, Response } from 'express';
import { AppError, appRouter, createCallerFactory, createContext, type ApiDeps } from '@praxiform/api';
import { ZId } from '@praxiform/domain';

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

/**
 * The request's context (its access-log memo included) and its practitioner, with the guards of the tRPC
 * profileProcedure: a guest gets 401, an incomplete profile 403.
 */
export async function practitionerContext(deps: ApiDeps, req: Request) {
  const ctx = await requestContext(deps, req);
  if (!ctx.user) throw new AppError('UNAUTHENTICATED');
  if (!ctx.user.profileCompleted) throw new AppError('PROFILE_INCOMPLETE');
  return { ctx, user: ctx.user };
}

/** The route's `:id`: digits only, a row id as ZId reads it; anything else is the same 404 as an unknown id. */
export function idParam(req: Request): number {
  const raw = String(req.params.id ?? '');
  const id = /^\d{1,10}$/.test(raw) ? ZId.safeParse(Number(raw)) : null;
  if (!id?.success) throw new AppError('NOT_FOUND');
  return id.data;
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

/**
 * A JSON answer written in one step, for answers never cached (`no-store`): Express's res.json would also hash the body
 * for an ETag and check the request's freshness, work without use there (docs/architecture.md, "Hot paths").
 */
export function sendJson(res: Response, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(json));
  res.end(json);
}

/** Wraps an async handler so that a thrown error reaches the REST error handler. */
export function route(handler: (req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    handler(req, res).catch(next);
  };
}
