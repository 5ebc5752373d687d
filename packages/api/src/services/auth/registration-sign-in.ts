// The browser that registered is signed in when it follows the account's verification link (docs/auth-api.md#signing-up):
// auth.register answers a proof that only that browser keeps; auth.verifyEmail with the link's token AND that proof,
// on the request that verifies the address, opens a session. The link alone (another browser, a mail scanner, whoever
// reads the mailbox) only verifies the address: signing in there takes the password, once.
//
// The proof is stateless: `${userId}.${expiresAt}.${HMAC-SHA256(secretKey, context:userId:expiresAt)}` (base64url),
// like the generic links' token. It cannot be used twice for a session, since an address is verified once and each
// link is single use; its lifetime (7 days) covers a link sent again by "resend" within the week.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REGISTRATION_SIGN_IN_TTL_MS } from './constants';

const CONTEXT = 'registration-sign-in:v1';
const PROOF = /^([1-9][0-9]{0,9})\.([0-9]{13})\.([A-Za-z0-9_-]{43})$/;

function signature(secretKey: Uint8Array, userId: number, expiresAt: number): string {
  return createHmac('sha256', secretKey).update(`${CONTEXT}:${userId}:${expiresAt}`).digest('base64url');
}

/** The proof handed to the browser that registered `userId`. */
export function registrationSignInProof(secretKey: Uint8Array, userId: number, now = Date.now()): string {
  const expiresAt = now + REGISTRATION_SIGN_IN_TTL_MS;
  return `${userId}.${expiresAt}.${signature(secretKey, userId, expiresAt)}`;
}

/** True for an unexpired proof this server issued for `userId` (constant-time comparison of the signature). */
export function isRegistrationSignInProof(secretKey: Uint8Array, proof: string | undefined, userId: number, now = Date.now()): boolean {
  const match = proof ? PROOF.exec(proof) : null;
  if (!match) return false;
  const [, id, expires, given] = match as unknown as [string, string, string, string];
  const expiresAt = Number(expires);
  if (Number(id) !== userId || expiresAt <= now) return false;
  const expected = Buffer.from(signature(secretKey, userId, expiresAt));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
