// Confirms the pending key with a code from the app, switches 2FA on and hands out the backup codes once.
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { replaceBackupCodes } from './backup-codes';
import { openSecret, totpSecretContext } from '../shared/secret-box';
import { matchTotpStep } from './totp';

export async function enableTwoFactor(
  deps: Pick<Context, 'prisma' | 'secretKey' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: { code: string },
  now = Date.now(),
): Promise<string[]> {
  const pending = await deps.prisma.twoFactor.findUnique({ where: { userId: actor.id } });
  if (!pending) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
  if (pending.enabledAt) throw new AppError('TWO_FACTOR_ALREADY_ENABLED');
  const step = matchTotpStep(openSecret(deps.secretKey, pending.secret, totpSecretContext(actor.id)), input.code, pending.lastUsedStep, now);
  if (step === null) throw new AppError('TWO_FACTOR_CODE_INVALID');
  return deps.prisma.$transaction(async (tx) => {
    // Conditional on this very pending row: a set-up restarted meanwhile (new key) or a double submit enables nothing.
    const enabled = await tx.twoFactor.updateMany({
      where: { id: pending.id, enabledAt: null },
      data: { enabledAt: new Date(now), lastUsedStep: step },
    });
    if (enabled.count !== 1) throw new AppError('TWO_FACTOR_SETUP_REQUIRED');
    const codes = await replaceBackupCodes(tx, actor.id);
    await recordAudit(tx, { action: 'two_factor.enabled', actorId: actor.id, ip: deps.ip });
    return codes;
  });
}
