// Changes the password after checking the current one; every other session of the user is revoked.
import { hashPassword, verifyPassword, type PrismaClient } from '@praxiform/db';
import { AppError } from '../../errors';
import { recordAudit } from './record-audit';

export async function changePassword(
  prisma: PrismaClient,
  caller: { userId: number; sessionId: string; ip: string | null },
  input: { currentPassword: string; password: string },
): Promise<void> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: caller.userId }, select: { passwordHash: true } });
  // A Google-only account has no current password to check: it sets one through "forgot password" instead.
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('PASSWORD_INCORRECT');
  const passwordHash = await hashPassword(input.password);
  await prisma.$transaction(async (tx) => {
    // Guarded by the hash read above: a concurrent change of the password makes this one fail instead of overwrite it.
    const updated = await tx.user.updateMany({ where: { id: caller.userId, passwordHash: user.passwordHash }, data: { passwordHash } });
    if (updated.count !== 1) throw new AppError('PASSWORD_INCORRECT');
    await tx.session.deleteMany({ where: { userId: caller.userId, NOT: { id: caller.sessionId } } });
    // A reset link asked for before the change must not undo it.
    await tx.passwordResetToken.deleteMany({ where: { userId: caller.userId, usedAt: null } });
    await recordAudit(tx, { action: 'password.changed', actorId: caller.userId, userId: caller.userId, ip: caller.ip });
  });
}
