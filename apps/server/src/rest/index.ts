// Thin REST adapters for the documented /api paths; they call the same services as tRPC.
import { Router, type Request, type Response, type NextFunction } from 'express';
import { AppError, type ApiDeps } from '@praxiform/api';
import { APP_ERROR_HTTP_STATUS } from '@praxiform/domain';

export function createRestRouter(_deps: ApiDeps): Router {
  const rest = Router();
  // The accounts issue adds /login, /register, /me, ... here.
  return rest;
}

/** JSON body of every REST error: a stable code and a message; never a stack. */
export function restErrorHandler(error: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (res.headersSent) return next(error);
  if (error instanceof AppError) {
    res.status(APP_ERROR_HTTP_STATUS[error.appCode]).json({ success: false, code: error.appCode, message: error.message, ...error.details });
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
  res.status(500).json({ success: false, code: 'INTERNAL', message: 'INTERNAL' });
  _req.log?.error({ err: error }, 'unhandled error');
}
