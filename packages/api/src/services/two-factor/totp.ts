// TOTP (RFC 6238, 30 s, 6 digits) with @oslojs/otp: key URIs for authenticator apps and single-use verification.
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { PRODUCT_NAME, TOTP_DIGITS } from '@praxiform/domain';

export const TOTP_PERIOD_SECONDS = 30;
/** Codes of the previous and next step are accepted too, for clocks a little off. */
const TOTP_WINDOW_STEPS = 1;

export function generateTotpKey(): Uint8Array {
  const key = new Uint8Array(20);
  crypto.getRandomValues(key);
  return key;
}

export function totpKeyUri(accountEmail: string, key: Uint8Array): string {
  return createTOTPKeyURI(PRODUCT_NAME, accountEmail, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

/** The key as people type it into an authenticator app: base32 in groups of four. */
export function manualEntryKey(key: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(key)
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

const TOTP_CODE_PATTERN = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

export function isTotpCodeShape(code: string): boolean {
  return TOTP_CODE_PATTERN.test(code);
}

export function currentTotpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

export function totpCodeForStep(key: Uint8Array, step: number): string {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

/**
 * The time step a code belongs to when it is valid now and newer than `lastUsedStep`, else null.
 * Storing the returned step as the new lastUsedStep makes each code single-use.
 */
export function matchTotpStep(key: Uint8Array, code: string, lastUsedStep: number | null, now = Date.now()): number | null {
  if (!isTotpCodeShape(code)) return null;
  const step = currentTotpStep(now);
  const typed = new TextEncoder().encode(code);
  for (let offset = -TOTP_WINDOW_STEPS; offset <= TOTP_WINDOW_STEPS; offset += 1) {
    const candidate = step + offset;
    if (lastUsedStep !== null && candidate <= lastUsedStep) continue;
    if (constantTimeEqual(typed, new TextEncoder().encode(totpCodeForStep(key, candidate)))) return candidate;
  }
  return null;
}
