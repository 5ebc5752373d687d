// Changes the password after checking the current one; every other session of the user is revoked.
import { hashPassword, verifyPassword } from '@praxiform/db';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';

/** `deps.sessionId`: the session the change comes from, the only one kept. */
export async function changePassword(
  deps: Pick<Context, 'prisma' | 'ip'> & { sessionId: string },
  actor: Pick<TActor, 'id'>,
  input: { currentPassword: string; password: string },
): Promise<void> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { passwordHash: true } });
  // A Google-only account has no current password to check: it sets one through "forgot password" instead.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('PASSWORD_INCORRECT');
  const passwordHash = await hashPassword(input.password);
  await deps.prisma.$transaction(async (tx) => {
    // Guarded by the hash read above: a concurrent change of the password makes this one fail instead of overwrite it.
    const updated = await tx.user.updateMany({ where: { id: actor.id, passwordHash: user.passwordHash }, data: { passwordHash } });
    if (updated.count !== 1) throw new AppError('PASSWORD_INCORRECT');
    await tx.session.deleteMany({ where: { userId: actor.id, NOT: { id: deps.sessionId } } });
    // A reset link asked for before the change must not undo it.
    await tx.passwordResetToken.deleteMany({ where: { userId: actor.id, usedAt: null } });
    await recordAudit(tx, { action: 'password.changed', actorId: actor.id, ip: deps.ip });
  });
}
