// Guards on the JSON bodies of the REST routes, after express.json parsed them: no handler ever sees a NUL character
// (tRPC procedures have the same rule in their base middleware, packages/api/src/trpc.ts).
import type { RequestHandler } from 'express';
import { ZodRealError } from 'zod';
import { AppError } from '@praxiform/api';
import { findNulPath, NUL_TEXT_ISSUE } from '@praxiform/domain';

/** 422 VALIDATION_FAILED naming the field as the client sent it (a procedure would name its own camelCase input). */
export const refuseNulBody: RequestHandler = (req, _res, next) => {
  const path = findNulPath(req.body);
  if (!path) return next();
  next(new AppError('VALIDATION_FAILED', { cause: new ZodRealError([{ code: 'custom', path, message: NUL_TEXT_ISSUE, input: undefined }]) }));
};

/**
 * The public form's submit: ANSWERS_INVALID with NOT_ALLOWED on the answer's field, the refusal the patient's page shows
 * next to that field (src/public-form in apps/web); a NUL outside the answers lands on `_`, which it shows as a whole.
 */
export const refuseNulAnswers: RequestHandler = (req, _res, next) => {
  const path = findNulPath(req.body);
  if (!path) return next();
  const fieldId = path[0] === 'answers' && path.length > 1 ? String(path[1]) : '_';
  next(new AppError('ANSWERS_INVALID', { details: { errors: { [fieldId]: ['NOT_ALLOWED'] } } }));
};
