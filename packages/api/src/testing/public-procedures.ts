// The procedures anyone may call, checked by packages/api/src/authorization.int.test.ts (every other one refuses a
// guest) and by the REST matrix (apps/server/src/security/rest-matrix.int.test.ts).

/** Procedures anyone may call. Adding one here is a deliberate, reviewed decision. */
export const PUBLIC_PROCEDURES: ReadonlySet<string> = new Set([
  'health',
  'auth.register',
  'auth.verifyEmail',
  // The link of an address change may be opened on another device: the token is the proof (docs/auth-api.md).
  'auth.confirmEmailChange',
  'auth.resendVerification',
  'auth.login',
  'auth.verifyTwoFactor',
  'auth.forgotPassword',
  'auth.resetPassword',
  'auth.providers',
  // The pricing page shows the plans and their Stripe prices before login (docs/billing-api.md#procedures).
  'billing.plans',
]);
