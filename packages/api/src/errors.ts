// The one application error type: a stable code the SPA translates, mapped to tRPC codes and HTTP statuses.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { APP_ERROR_HTTP_STATUS, type TAppErrorCode } from '@praxiform/domain';

const TRPC_CODE: Record<TAppErrorCode, TRPC_ERROR_CODE_KEY> = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'BAD_REQUEST',
  UNAUTHENTICATED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  PROFILE_INCOMPLETE: 'FORBIDDEN',
  ADMIN_ONLY: 'FORBIDDEN',
  ACCOUNT_BLOCKED: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  LINK_EXPIRED: 'PRECONDITION_FAILED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
};

export class AppError extends TRPCError {
  readonly appCode: TAppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(appCode: TAppErrorCode, options: { message?: string; details?: Record<string, unknown>; cause?: unknown } = {}) {
    super({ code: TRPC_CODE[appCode], message: options.message ?? appCode, cause: options.cause });
    this.appCode = appCode;
    this.details = options.details;
  }

  get httpStatus(): number {
    return APP_ERROR_HTTP_STATUS[this.appCode];
  }
}

const FROM_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, TAppErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  PARSE_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  METHOD_NOT_SUPPORTED: 'BAD_REQUEST',
};

/** The stable code of any error a procedure threw (zod input errors become VALIDATION_FAILED). */
export function appCodeOf(error: TRPCError): TAppErrorCode {
  if (error instanceof AppError) return error.appCode;
  if (error.code === 'BAD_REQUEST' && error.cause && 'issues' in error.cause) return 'VALIDATION_FAILED';
  return FROM_TRPC[error.code] ?? 'INTERNAL';
}
