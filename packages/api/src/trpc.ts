// tRPC initialisation and the procedure kinds; routers never re-implement a guard.
import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodRealError } from 'zod';
import { findNulPath, NUL_TEXT_ISSUE, productErrorMap } from '@praxiform/domain';
import type { Context } from './context';
import { AppError, appCodeOf } from './errors';
import { isDatabaseUnavailable, isRecordGone } from './services/shared/prisma-errors';

/**
 * Every input refusal carries a product code (docs/product.md#validation, issue 34): zod's generic issues (a missing
 * field, a wrong type, a bad email...) answer REQUIRED, VALUE_INVALID, EMAIL_INVALID... instead of zod's English, and a
 * schema's own message still wins. zod keeps this map in one process-wide config: set here, once, for every parse.
 */
z.config({ customError: productErrorMap });

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    // The database away (a restart): 503 with its code, whatever the procedure was doing (the session's read included).
    const unavailable = error.code === 'INTERNAL_SERVER_ERROR' && isDatabaseUnavailable(error.cause);
    const appCode = unavailable ? 'SERVICE_UNAVAILABLE' : appCodeOf(error);
    const details = error instanceof AppError ? error.details : undefined;
    const zodIssues =
      appCode === 'VALIDATION_FAILED' && error.cause && 'issues' in error.cause && Array.isArray(error.cause.issues)
        ? (error.cause.issues as { path: PropertyKey[]; message: string; code: string }[]).map((issue) => ({
            path: issue.path.map(String),
            message: issue.message,
            code: issue.code,
          }))
        : undefined;
    return {
      // Internal errors never show their message or stack to the browser.
      message: appCode === 'INTERNAL' || appCode === 'SERVICE_UNAVAILABLE' ? appCode : shape.message,
      code: shape.code,
      // tRPC answers the shape's httpStatus.
      data: unavailable
        ? { code: 'SERVICE_UNAVAILABLE' as const, httpStatus: 503, appCode, details, issues: zodIssues }
        : { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, details, issues: zodIssues },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * A refused input answers HTTP 422 VALIDATION_FAILED over tRPC as over REST, the status of the code in the domain's
 * table (docs/architecture.md, "Errors"): tRPC's input parser throws BAD_REQUEST (400) with the zod error as cause, which
 * this rethrows as UNPROCESSABLE_CONTENT with the same message and cause. A request tRPC cannot read at all (malformed
 * or too deep JSON) stays 400 BAD_REQUEST.
 */
const validationIsUnprocessable = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'BAD_REQUEST' && appCodeOf(result.error) === 'VALIDATION_FAILED')
    throw new TRPCError({ code: 'UNPROCESSABLE_CONTENT', message: result.error.message, cause: result.error.cause });
  return result;
});

/**
 * Every procedure refuses a NUL character anywhere in its input (PostgreSQL cannot store it, see domain/nul-text.ts)
 * exactly as it refuses a zod issue: UNPROCESSABLE_CONTENT with the issue as cause, so the formatter answers
 * VALIDATION_FAILED (422, as the REST adapters) with the offending field's path. ZodRealError is the ZodError that
 * `parse` throws (an Error, which tRPC keeps as the cause; a bare `new ZodError` is not one and would lose its issues).
 */
const refuseNulText = t.middleware(async ({ getRawInput, next }) => {
  const path = findNulPath(await getRawInput());
  if (path)
    throw new TRPCError({
      code: 'UNPROCESSABLE_CONTENT',
      cause: new ZodRealError([{ code: 'custom', path, message: NUL_TEXT_ISSUE, input: undefined }]),
    });
  return next();
});

/**
 * A record removed by a concurrent request between a service's read and its write (Prisma's P2025) is NOT_FOUND, the
 * answer the same call gets a moment later, not a 500: the security battery's concurrent deletes found it (issue 16).
 */
const goneIsNotFound = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isRecordGone(result.error.cause)) throw new AppError('NOT_FOUND', { cause: result.error.cause });
  return result;
});

/** Anyone, logged in or not. */
export const publicProcedure = t.procedure.use(goneIsNotFound).use(validationIsUnprocessable).use(refuseNulText);

/** A valid session of a user who is not blocked (blocked users' sessions do not validate). */
export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user: ctx.user, sessionId: ctx.sessionId } });
});

/** Logged in and the profile is complete: the main app. */
export const profileProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.profileCompleted) throw new AppError('PROFILE_INCOMPLETE');
  return next({ ctx });
});

/**
 * Administrators only (is_administrator), with a complete profile like the rest of the app (docs/product.md,
 * "Profile incomplete": the administration is not among what such a session reaches).
 */
export const adminProcedure = profileProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdministrator) throw new AppError('ADMIN_ONLY');
  return next({ ctx });
});

/**
 * Profile complete and entitled by the subscription (a running trial, an active subscription, a canceled one before
 * its period ends) or an administrator: creating templates, sending or resending forms, creating waiting-room forms.
 * Everything else stays open to an expired account (docs/product.md#states, docs/billing-api.md#states).
 */
export const entitledProcedure = profileProcedure.use(({ ctx, next }) => {
  // The session's view computed `entitled` on the clock (auth/user-view.ts), administrators included.
  if (!ctx.user.subscription.entitled && !ctx.user.isAdministrator) throw new AppError('SUBSCRIPTION_REQUIRED');
  return next({ ctx });
});
