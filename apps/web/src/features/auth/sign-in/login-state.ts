// Router state other pages hand to the login page: a notice to show, an error (Google), the email to prefill.
export const LOGIN_NOTICES = ['twoFactorExpired', 'passwordReset', 'twoFactorMissing'] as const;
export type TLoginNotice = (typeof LOGIN_NOTICES)[number];

export type TLoginState = { notice?: TLoginNotice; errorMessageKey?: string; email?: string; from?: string };

export function readLoginState(state: unknown): TLoginState {
  if (!state || typeof state !== 'object') return {};
  const record = state as Record<string, unknown>;
  const out: TLoginState = {};
  if (typeof record.notice === 'string' && (LOGIN_NOTICES as readonly string[]).includes(record.notice)) out.notice = record.notice as TLoginNotice;
  if (typeof record.errorMessageKey === 'string' && /^(auth|errors):[\w.]+$/.test(record.errorMessageKey))
    out.errorMessageKey = record.errorMessageKey;
  if (typeof record.email === 'string') out.email = record.email;
  if (typeof record.from === 'string') out.from = record.from;
  return out;
}
