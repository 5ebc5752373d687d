// Backup codes: ten random codes shown once (XXXXX-XXXXX), stored as SHA-256 hashes, each usable once.
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { BACKUP_CODE_COUNT } from '@praxiform/domain';
import { hashToken } from '@praxiform/db';
import type { DbClient } from '../shared/db-client';

export function generateBackupCodes(count = BACKUP_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = new Uint8Array(10);
    crypto.getRandomValues(bytes);
    const raw = encodeBase32UpperCaseNoPadding(bytes).slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** The stored form of a code: dash removed, upper case, SHA-256 (the codes carry 50 random bits each). */
export function hashBackupCode(code: string): string {
  return hashToken(code.trim().toUpperCase().replace('-', ''));
}

/** Replaces every backup code of the user by fresh ones and returns them, in clear, for the one time they are shown. */
export async function replaceBackupCodes(db: DbClient, userId: number): Promise<string[]> {
  const codes = generateBackupCodes();
  await db.twoFactorBackupCode.deleteMany({ where: { userId } });
  await db.twoFactorBackupCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashBackupCode(code) })) });
  return codes;
}

/** Marks a matching unused code as used; true when one was. Atomic: two concurrent uses of one code, one wins. */
export async function consumeBackupCode(db: DbClient, userId: number, code: string): Promise<boolean> {
  const normalized = code.trim().toUpperCase().replace('-', '');
  if (!/^[A-Z2-7]{10}$/.test(normalized)) return false;
  const result = await db.twoFactorBackupCode.updateMany({
    where: { userId, codeHash: hashBackupCode(normalized), usedAt: null },
    data: { usedAt: new Date() },
  });
  return result.count === 1;
}
