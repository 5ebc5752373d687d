// Checks a second-factor code of a user with 2FA on: a TOTP code (single use) or an unused backup code.
import type { PrismaClient } from '@praxiform/db';
import { openSecret } from './secret-box';
import { matchTotpStep } from './totp';
import { consumeBackupCode } from './backup-codes';

export type TSecondFactorResult = 'totp' | 'backup' | null;

export async function verifySecondFactor(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<TSecondFactorResult> {
  const twoFactor = await prisma.twoFactor.findUnique({ where: { userId } });
  if (!twoFactor?.enabledAt) return null;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    const step = matchTotpStep(openSecret(secretKey, twoFactor.secret), trimmed, twoFactor.lastUsedStep, now);
    if (step === null) return null;
    // Conditional update: a concurrent use of the same code finds lastUsedStep already moved on.
    const claimed = await prisma.twoFactor.updateMany({
      where: { userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
      data: { lastUsedStep: step },
    });
    return claimed.count === 1 ? 'totp' : null;
  }
  return (await consumeBackupCode(prisma, userId, trimmed)) ? 'backup' : null;
}
