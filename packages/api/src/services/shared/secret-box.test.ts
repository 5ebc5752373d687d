// The TOTP key box: round trip, and refusal of anything altered, sealed under another key or for another user.
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret, totpSecretContext } from './secret-box';

const key = new Uint8Array(32).fill(3);
const plaintext = new TextEncoder().encode('twenty bytes of key!');

describe('secret box', () => {
  it('opens what it sealed, with a fresh IV each time', () => {
    const a = sealSecret(key, plaintext, totpSecretContext(1));
    const b = sealSecret(key, plaintext, totpSecretContext(1));
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(false);
    expect(Buffer.from(a).includes(Buffer.from(plaintext))).toBe(false);
    expect(openSecret(key, a, totpSecretContext(1))).toEqual(plaintext);
    expect(openSecret(key, sealSecret(key, plaintext))).toEqual(plaintext);
  });

  it('refuses a tampered IV, tag or ciphertext', () => {
    const sealed = sealSecret(key, plaintext, totpSecretContext(1));
    for (const index of [0, 12, sealed.length - 1]) {
      const tampered = new Uint8Array(sealed);
      tampered[index] = (tampered[index] ?? 0) ^ 1;
      expect(() => openSecret(key, tampered, totpSecretContext(1)), `byte ${index}`).toThrow();
    }
    expect(() => openSecret(key, sealed.subarray(0, 20), totpSecretContext(1))).toThrow('truncated');
  });

  it('refuses another key or another user context', () => {
    const sealed = sealSecret(key, plaintext, totpSecretContext(1));
    expect(() => openSecret(new Uint8Array(32).fill(4), sealed, totpSecretContext(1))).toThrow();
    expect(() => openSecret(key, sealed, totpSecretContext(2))).toThrow();
    expect(() => openSecret(key, sealed)).toThrow();
  });

  it('requires a 32-byte key', () => {
    expect(() => sealSecret(new Uint8Array(16), plaintext)).toThrow('32 bytes');
    expect(() => openSecret(new Uint8Array(16), sealSecret(key, plaintext))).toThrow('32 bytes');
  });
});
