// The one application error type: a stable code the SPA translates, mapped to tRPC codes and HTTP statuses.
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { ZodRealError } from 'zod';
import { APP_ERROR_HTTP_STATUS, type TAppErrorCode } from '@praxiform/domain';

/** The tRPC code (and so the HTTP status tRPC answers) follows the HTTP status the domain gives each code. */
const TRPC_CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  402: 'PAYMENT_REQUIRED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

/** A field a service refuses after the input schema accepted it (a check against stored data): its path and message. */
export type TFieldIssue = { path: PropertyKey[]; message: string };

type TAppErrorOptions = {
  message?: string;
  details?: Record<string, unknown>;
  cause?: unknown;
  /**
   * With VALIDATION_FAILED: the refused fields. The error then answers exactly as the input schema's own refusal (tRPC
   * UNPROCESSABLE_CONTENT, HTTP 422 as over REST, the zod error's message, the issues in `data.issues`), so the SPA
   * shows each message under its field whichever of the schema or the service refused it.
   */
  issues?: readonly TFieldIssue[];
};

export class AppError extends TRPCError {
  readonly appCode: TAppErrorCode;
  readonly details: Record<string, unknown> | undefined;

  constructor(appCode: TAppErrorCode, options: TAppErrorOptions = {}) {
    const issues = options.issues
      ? new ZodRealError(options.issues.map(({ path, message }) => ({ code: 'custom' as const, path, message, input: undefined })))
      : undefined;
    super({
      code: issues ? 'UNPROCESSABLE_CONTENT' : (TRPC_CODE_BY_STATUS[APP_ERROR_HTTP_STATUS[appCode]] ?? 'INTERNAL_SERVER_ERROR'),
      message: options.message ?? issues?.message ?? appCode,
      cause: issues ?? options.cause,
    });
    this.appCode = appCode;
    this.details = options.details;
  }

  get httpStatus(): number {
    return APP_ERROR_HTTP_STATUS[this.appCode];
  }
}

const FROM_TRPC: Partial<Record<TRPC_ERROR_CODE_KEY, TAppErrorCode>> = {
  BAD_REQUEST: 'BAD_REQUEST',
  UNPROCESSABLE_CONTENT: 'VALIDATION_FAILED',
  PARSE_ERROR: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  TOO_MANY_REQUESTS: 'RATE_LIMITED',
  METHOD_NOT_SUPPORTED: 'BAD_REQUEST',
};

/**
 * The stable code of any error a procedure threw (zod input errors become VALIDATION_FAILED: tRPC's input parser throws
 * them as BAD_REQUEST, which the base procedure rethrows as UNPROCESSABLE_CONTENT, trpc.ts).
 */
export function appCodeOf(error: TRPCError): TAppErrorCode {
  if (error instanceof AppError) return error.appCode;
  if ((error.code === 'BAD_REQUEST' || error.code === 'UNPROCESSABLE_CONTENT') && error.cause && 'issues' in error.cause) return 'VALIDATION_FAILED';
  return FROM_TRPC[error.code] ?? 'INTERNAL';
}
