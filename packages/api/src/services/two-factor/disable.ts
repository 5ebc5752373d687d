// Switches 2FA off after re-authentication: the key and every backup code are deleted.
import type { PrismaClient } from '@praxiform/db';
import { recordAudit } from '../profile/record-audit';
import { confirmTwoFactorOwner, type TIdentityProof } from './confirm-identity';

export async function disableTwoFactor(
  prisma: PrismaClient,
  secretKey: Uint8Array,
  caller: { userId: number; ip: string | null },
  proof: TIdentityProof,
): Promise<void> {
  await confirmTwoFactorOwner(prisma, secretKey, caller.userId, proof);
  await prisma.$transaction(async (tx) => {
    await tx.twoFactor.deleteMany({ where: { userId: caller.userId } });
    await tx.twoFactorBackupCode.deleteMany({ where: { userId: caller.userId } });
    // Pending logins waited for a second factor that no longer exists.
    await tx.pendingTwoFactorLogin.deleteMany({ where: { userId: caller.userId } });
    await recordAudit(tx, { action: 'two_factor.disabled', actorId: caller.userId, userId: caller.userId, ip: caller.ip });
  });
}
