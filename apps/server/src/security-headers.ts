// helmet's security headers, computed once. helmet runs eleven middlewares per request, each setting one header
// whose value, for the app's options (no function among the CSP directives), is the same on every answer; the app
// asks helmet for them once at start and sets the list in one step (docs/architecture.md, "Hot paths").
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, in its order; helmet only ever calls setHeader and removeHeader. */
export function helmetHeaders(options: Readonly<HelmetOptions>): [string, string][] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    // helmet removes X-Powered-By, which the app never sets (app.disable('x-powered-by')).
    removeHeader: () => undefined,
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export function securityHeaders(options: Readonly<HelmetOptions>): RequestHandler {
  const headers = helmetHeaders(options);
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
