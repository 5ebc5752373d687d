// Stable application error codes: the server sends these, the SPA turns them into sentences (i18n errors.json).
export const APP_ERROR_HTTP_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  PROFILE_INCOMPLETE: 403,
  ADMIN_ONLY: 403,
  ACCOUNT_BLOCKED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LINK_EXPIRED: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type TAppErrorCode = keyof typeof APP_ERROR_HTTP_STATUS;
export const APP_ERROR_CODES = Object.keys(APP_ERROR_HTTP_STATUS) as TAppErrorCode[];

export function isAppErrorCode(value: unknown): value is TAppErrorCode {
  return typeof value === 'string' && value in APP_ERROR_HTTP_STATUS;
}
