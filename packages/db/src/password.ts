// Password hashing with argon2id (OWASP parameters), on libuv's thread pool so the event loop keeps serving.
import { hash, verify } from '@node-rs/argon2';

// Argon2id is @node-rs/argon2's default algorithm (its enum is an ambient const enum, unusable with isolatedModules).
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

/** False for a wrong password and for a malformed or empty stored hash (e.g. a Google-only account). */
export async function verifyPassword(storedHash: string | null | undefined, plain: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, plain);
  } catch {
    return false;
  }
}
