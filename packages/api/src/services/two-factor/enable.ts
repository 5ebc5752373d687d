// Confirms the pending key with a code from the app, switches 2FA on and hands out the backup codes once.
import type { PrismaClient } from '@praxiform/db';
import { AppError } from '../../errors';
import { recordAudit } from '../profile/record-audit';
import { replaceBackupCodes } from './backup-codes';
import { openSecret, totpSecretContext } from './secret-box';
import { matchTotpStep } from './totp';

export async function enableTwoFactor(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  caller: { userId: number; ip: string | null },
  code: string,
  now = Date.now(),
): Promise<string[]> {
  const pending = await prisma.twoFactor.findUnique({ where: { userId: caller.userId } });
  if (!pending) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  if (pending.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const step = matchTotpStep(openSecret(secretKey, pending.secret, totpSecretContext(caller.userId)), code, pending.lastUsedStep, now);
  if (step === null) throw new AppError('TWO_FACTOR_CODE_INVALID');
  return prisma.$transaction(async (tx) => {
    // Conditional on this very pending row: a set-up restarted meanwhile (new key) or a double submit enables nothing.
    const enabled = await tx.twoFactor.updateMany({
      where: { id: pending.id, enabledAt: null },
      data: { enabledAt: new Date(now), lastUsedStep: step },
    });
    if (enabled.count !== 1) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
    const codes = await replaceBackupCodes(tx, caller.userId);
    await recordAudit(tx, { action: 'two_factor.enabled', actorId: caller.userId, userId: caller.userId, ip: caller.ip });
    return codes;
  });
}
