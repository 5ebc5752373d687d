// Replaces the backup codes after re-authentication; the old ones stop working and the new ones are shown once.
import type { Context, TActor } from '../../context';
import { recordAudit } from '../audit/audit-log';
import { confirmTwoFactorOwner, type TIdentityProof } from './confirm-identity';
import { replaceBackupCodes } from './backup-codes';

/** New backup codes after re-authentication; the old ones stop working. */
export async function regenerateBackupCodes(
  deps: Pick<Context, 'prisma' | 'secretKey' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: TIdentityProof,
): Promise<string[]> {
  await confirmTwoFactorOwner(deps, actor, input);
  return deps.prisma.$transaction(async (tx) => {
    const codes = await replaceBackupCodes(tx, actor.id);
    await recordAudit(tx, { action: 'two_factor.backup_codes_regenerated', actorId: actor.id, ip: deps.ip });
    return codes;
  });
}
