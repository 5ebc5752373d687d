// Encrypts secrets at rest (TOTP keys) with AES-256-GCM under the server's secret key.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function sealSecret(secretKey: Uint8Array, plaintext: Uint8Array): Uint8Array<ArrayBuffer> {
  if (secretKey.length !== 32) throw new Error('The secret key must be 32 bytes');
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secretKey, iv);
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return new Uint8Array(Buffer.concat([iv, cipher.getAuthTag(), body]));
}

export function openSecret(secretKey: Uint8Array, sealed: Uint8Array): Uint8Array {
  const buffer = Buffer.from(sealed);
  const decipher = createDecipheriv('aes-256-gcm', secretKey, buffer.subarray(0, IV_BYTES));
  decipher.setAuthTag(buffer.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return new Uint8Array(Buffer.concat([decipher.update(buffer.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]));
}
