// tRPC initialisation and the procedure kinds; routers never re-implement a guard.
import { initTRPC } from '@trpc/server';
import type { Context } from './context';
import { AppError, appCodeOf } from './errors';

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const appCode = appCodeOf(error);
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
      message: appCode === 'INTERNAL' ? 'INTERNAL' : shape.message,
      code: shape.code,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, appCode, details, issues: zodIssues },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone, logged in or not. */
export const publicProcedure = t.procedure;

/** A valid session of a user who is not blocked (blocked users' sessions do not validate). */
export const authedProcedure = t.procedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId) throw new AppError('UNAUTHENTICATED');
  return next({ ctx: { ...ctx, user: ctx.user, sessionId: ctx.sessionId } });
});

/** Logged in and the profile is complete: the main app. */
export const profileProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.profileCompleted) throw new AppError('PROFILE_INCOMPLETE');
  return next({ ctx });
});

/** Administrators only (is_administrator). */
export const adminProcedure = authedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdministrator) throw new AppError('ADMIN_ONLY');
  return next({ ctx });
});
