// Checks a second-factor code of a user with 2FA on: a TOTP code (single use) or an unused backup code.
import type { PrismaClient } from '@praxiform/db';
import { openSecret, totpSecretContext } from './secret-box';
import { isTotpCodeShape, matchTotpStep } from './totp';
import { consumeBackupCode } from './backup-codes';

export type TSecondFactorResult = 'totp' | 'backup' | null;

/** True when `code` is a valid TOTP code of the user's enabled key that was not used before; it is then used up. */
export async function verifyTotpCode(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const twoFactor = await prisma.twoFactor.findUnique({ where: { userId } });
  if (!twoFactor?.enabledAt) return false;
  const key = openSecret(secretKey, twoFactor.secret, totpSecretContext(userId));
  const step = matchTotpStep(key, code.trim(), twoFactor.lastUsedStep, now);
  if (step === null) return false;
  // Conditional update: a concurrent use of the same code finds lastUsedStep already moved on.
  const claimed = await prisma.twoFactor.updateMany({
    where: { userId, enabledAt: { not: null }, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** Used by the login's second step: a 6-digit TOTP code, or else a backup code (each single-use). */
export async function verifySecondFactor(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<TSecondFactorResult> {
  const trimmed = code.trim();
  if (isTotpCodeShape(trimmed)) return (await verifyTotpCode(prisma, secretKey, userId, trimmed, now)) ? 'totp' : null;
  const enabled = await prisma.twoFactor.findFirst({ where: { userId, enabledAt: { not: null } }, select: { id: true } });
  if (!enabled) return null;
  return (await consumeBackupCode(prisma, userId, trimmed)) ? 'backup' : null;
}
