// Replaces the backup codes after re-authentication; the old ones stop working and the new ones are shown once.
import type { PrismaClient } from '@praxiform/db';
import { recordAudit } from '../profile/record-audit';
import { confirmTwoFactorOwner, type TIdentityProof } from './confirm-identity';
import { replaceBackupCodes } from './backup-codes';

/** New backup codes after re-authentication; the old ones stop working. */
export async function regenerateBackupCodes(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  caller: { userId: number; ip: string | null },
  proof: TIdentityProof,
): Promise<string[]> {
  await confirmTwoFactorOwner(prisma, secretKey, caller.userId, proof);
  return prisma.$transaction(async (tx) => {
    const codes = await replaceBackupCodes(tx, caller.userId);
    await recordAudit(tx, { action: 'two_factor.backup_codes_regenerated', actorId: caller.userId, userId: caller.userId, ip: caller.ip });
    return codes;
  });
}
