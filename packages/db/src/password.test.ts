// argon2id hashing of passwords.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('passwords', () => {
  it('hashes with argon2id and the agreed cost, and verifies', async () => {
    const hash = await hashPassword('Demo-2026!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Demo-2026!')).toBe(true);
    expect(await verifyPassword(hash, 'demo-2026!')).toBe(false);
  });

  it('refuses accounts without a password and malformed hashes', async () => {
    expect(await verifyPassword(null, 'anything')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
