// Encrypts secrets at rest with AES-256-GCM under the server's secret key: TOTP keys, and the token of a form link
// waiting for its reminder (services/submissions/link-reminders.ts).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

function checkKey(secretKey: Uint8Array): void {
  if (secretKey.length !== KEY_BYTES) throw new Error('The secret key must be 32 bytes');
}

/**
 * Layout: IV (12) | tag (16) | ciphertext. `context` is authenticated but not stored: sealing a user's TOTP key
 * with the user id as context means a sealed value copied into another user's row does not open there.
 */
export function sealSecret(secretKey: Uint8Array, plaintext: Uint8Array, context?: string): Uint8Array<ArrayBuffer> {
  checkKey(secretKey);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
  if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

/** Throws when the value was altered, sealed under another key or with another context. */
export function openSecret(secretKey: Uint8Array, sealed: Uint8Array, context?: string): Uint8Array {
  checkKey(secretKey);
  if (sealed.length < IV_BYTES + TAG_BYTES) throw new Error('Sealed secret is truncated');
  const buffer = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', secretKey, buffer.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
  if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(buffer.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return new Uint8Array(Buffer.concat([decipher.update(buffer.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]));
}

/** The context TOTP keys are sealed with: binds the ciphertext to its user. */
export function totpSecretContext(userId: number): string {
  return `two-factor:${userId}`;
}
