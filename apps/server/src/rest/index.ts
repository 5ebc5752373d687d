// Thin REST adapters for the documented /api paths; each calls the same tRPC procedure as the SPA. The public form's
// routes (./public-forms) are mounted by createApp ahead of these.
import { Router, type NextFunction, type Request, type Response } from 'express';
import { TRPCError } from '@trpc/server';
import { AppError, appCodeOf, isDatabaseUnavailable, type ApiDeps } from '@praxiform/api';
import { APP_ERROR_HTTP_STATUS } from '@praxiform/domain';
import { createAuthRestRouter } from './auth';
import { createProfileRestRouter } from './profile';
import { createFilesRestRouter } from './files';
import { createExportsRestRouter } from './exports';
import { createFhirRestRouter } from './fhir';
import { createAccessLogRestRouter } from './access-log';
import { restOpenApiDocument } from './openapi';
import type { Logger } from 'pino';
import { logRequestError } from '../request-log';
import { codeMessage, restLocale, validationMessage } from './validation-message';
import { sayDatabaseUnavailable } from '../database-unavailable';

export function createRestRouter(deps: ApiDeps): Router {
  const rest = Router();
  rest.use(createAuthRestRouter(deps));
  rest.use(createProfileRestRouter(deps));
  rest.use(createFilesRestRouter(deps));
  rest.use(createExportsRestRouter(deps));
  rest.use(createFhirRestRouter(deps));
  rest.use(createAccessLogRestRouter(deps));
  // The documented paths' contract, machine-readable (./openapi.ts); public, like the paths it describes.
  const openApi = restOpenApiDocument();
  rest.get('/openapi.json', (_req, res) => {
    res.json(openApi);
  });
  return rest;
}

type TIssue = { path: PropertyKey[]; message: string };

function fieldErrors(error: TRPCError): Record<string, string[]> | undefined {
  const cause = error.cause;
  if (!cause || !('issues' in cause) || !Array.isArray(cause.issues)) return undefined;
  const errors: Record<string, string[]> = {};
  for (const issue of cause.issues as TIssue[]) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** JSON body of every REST error: `{ success: false, code, message, ...details }`; never a stack. */
export function createRestErrorHandler(logger: Logger) {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => restError(logger, error, req, res, next);
}

function restError(logger: Logger, error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (isDatabaseUnavailable(error instanceof TRPCError ? error.cause : error)) {
    sayDatabaseUnavailable(logger);
    res
      .status(503)
      .set('Retry-After', '5')
      .json({ success: false, code: 'SERVICE_UNAVAILABLE', message: codeMessage(restLocale(req, res), 'SERVICE_UNAVAILABLE') });
    return;
  }
  if (error instanceof TRPCError) {
    const code = appCodeOf(error);
    const errors = fieldErrors(error);
    const status = code === 'VALIDATION_FAILED' ? 422 : APP_ERROR_HTTP_STATUS[code];
    if (status >= 500) logRequestError(logger, req, res, error.cause ?? error, 'request failed');
    const details = error instanceof AppError ? error.details : undefined;
    // A validation failure's own message is zod's JSON dump of the issues: clients get a sentence, and the issues in `errors`.
    const message = status >= 500 ? code : code === 'VALIDATION_FAILED' ? validationMessage(restLocale(req, res), errors) : error.message;
    res.status(status).json({ success: false, code, message, ...details, ...(errors ? { errors } : {}) });
    return;
  }
  const status = typeof error === 'object' && error && 'status' in error && typeof error.status === 'number' ? error.status : 500;
  if (status === 413) {
    res.status(413).json({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'PAYLOAD_TOO_LARGE' });
    return;
  }
  if (status >= 400 && status < 500) {
    res.status(400).json({ success: false, code: 'BAD_REQUEST', message: 'BAD_REQUEST' });
    return;
  }
  logRequestError(logger, req, res, error, 'unhandled error');
  res.status(500).json({ success: false, code: 'INTERNAL', message: 'INTERNAL' });
}
