// Switches 2FA off after re-authentication: the key and every backup code are deleted.
import type { Context, TActor } from '../../context';
import { recordAudit } from '../audit/audit-log';
import { confirmTwoFactorOwner, type TIdentityProof } from './confirm-identity';

export async function disableTwoFactor(
  deps: Pick<Context, 'prisma' | 'secretKey' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: TIdentityProof,
): Promise<void> {
  await confirmTwoFactorOwner(deps, actor, input);
  await deps.prisma.$transaction(async (tx) => {
    await tx.twoFactor.deleteMany({ where: { userId: actor.id } });
    await tx.twoFactorBackupCode.deleteMany({ where: { userId: actor.id } });
    // Pending logins waited for a second factor that no longer exists.
    await tx.pendingTwoFactorLogin.deleteMany({ where: { userId: actor.id } });
    await recordAudit(tx, { action: 'two_factor.disabled', actorId: actor.id, ip: deps.ip });
  });
}
