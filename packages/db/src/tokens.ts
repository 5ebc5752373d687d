// Random tokens for links and sessions, and the SHA-256 digest that is the only form ever stored.
import { createHash, randomBytes } from 'node:crypto';

/** 64 URL-safe characters (384 random bits): above the 48-character minimum for link tokens (docs/product.md#constants). */
export function generateToken(): string {
  return randomBytes(48).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
