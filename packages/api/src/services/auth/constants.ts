// Lifetimes and thresholds of the account flows (docs/auth-api.md "Rules").
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const PENDING_TWO_FACTOR_TTL_MS = 10 * 60 * 1000;
export const TWO_FACTOR_MAX_ATTEMPTS = 5;
export const LOCKOUT_THRESHOLD = 10;
export const LOCKOUT_DURATION_MS = 15 * 60 * 1000;
export const DAY_MS = 24 * 60 * 60 * 1000;
/** The registering browser's proof (registration-sign-in.ts): signs it in when it follows a verification link of the account. */
export const REGISTRATION_SIGN_IN_TTL_MS = 7 * DAY_MS;
