// Checks a second-factor code of a user with 2FA on: a TOTP code (single use) or an unused backup code.
import type { ApiDeps } from '../../context';
import { openSecret, totpSecretContext } from '../shared/secret-box';
import { isTotpCodeShape, matchTotpStep } from './totp';
import { consumeBackupCode } from './backup-codes';

export type TSecondFactorResult = 'totp' | 'backup' | null;

/** True when `code` is a valid TOTP code of the user's enabled key that was not used before; it is then used up. */
export async function verifyTotpCode(deps: Pick<ApiDeps, 'prisma' | 'secretKey'>, userId: number, code: string, now = Date.now()): Promise<boolean> {
  const twoFactor = await deps.prisma.twoFactor.findUnique({ where: { userId } });
  if (!twoFactor?.enabledAt) return false;
  const key = openSecret(deps.secretKey, twoFactor.secret, totpSecretContext(userId));
  const step = matchTotpStep(key, code.trim(), twoFactor.lastUsedStep, now);
  if (step === null) return false;
  // Conditional update: a concurrent use of the same code finds lastUsedStep already moved on.
  const claimed = await deps.prisma.twoFactor.updateMany({
    where: { userId, enabledAt: { not: null }, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** Used by the login's second step: a 6-digit TOTP code, or else a backup code (each single-use). */
export async function verifySecondFactor(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  userId: number,
  code: string,
  now = Date.now(),
): Promise<TSecondFactorResult> {
  const trimmed = code.trim();
  if (isTotpCodeShape(trimmed)) return (await verifyTotpCode(deps, userId, trimmed, now)) ? 'totp' : null;
  const enabled = await deps.prisma.twoFactor.findFirst({ where: { userId, enabledAt: { not: null } }, select: { id: true } });
  if (!enabled) return null;
  return (await consumeBackupCode(deps.prisma, userId, trimmed)) ? 'backup' : null;
}
