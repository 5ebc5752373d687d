// Re-authentication before a 2FA change: the password, or a current TOTP code for accounts without one (Google).
import { verifyPassword } from '@praxiform/db';
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { verifyTotpCode } from './verify';

export type TIdentityProof = { password?: string | undefined; code?: string | undefined };

/** Throws TWO_FACTOR_NOT_ENABLED, PASSWORD_INCORRECT or TWO_FACTOR_CODE_INVALID. */
export async function confirmTwoFactorOwner(
  deps: Pick<ApiDeps, 'prisma' | 'secretKey'>,
  actor: Pick<TActor, 'id'>,
  proof: TIdentityProof,
): Promise<void> {
  const user = await deps.prisma.user.findUniqueOrThrow({
    where: { id: actor.id },
    select: { passwordHash: true, twoFactor: { select: { enabledAt: true } } },
  });
  if (!user.twoFactor?.enabledAt) throw new AppError('TWO_FACTOR_NOT_ENABLED');
  if (user.passwordHash !== null) {
    // The spec: disabling needs the password. A code alone would let a stolen unlocked phone plus session do it.
    if (!(await verifyPassword(user.passwordHash, proof.password ?? ''))) throw new AppError('PASSWORD_INCORRECT');
    return;
  }
  if (!proof.code || !(await verifyTotpCode(deps, actor.id, proof.code))) throw new AppError('TWO_FACTOR_CODE_INVALID');
}
