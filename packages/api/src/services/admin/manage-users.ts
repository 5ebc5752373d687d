// admin.users.setRole, block, unblock, delete (docs/admin-users-api.md). An administrator never acts on their own
// account (docs/product.md#permissions); every change commits with its audit entry (who, what, on whom, from where).
import type { TAdminSetRoleInput, TUserRole } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { removeStoredBytes } from '../files/answer-files';
import type { DbClient } from '../shared/db-client';
import { removeAccount } from '../profile/delete-account';

type TDeps = Pick<Context, 'prisma' | 'ip'>;
type TDeleteDeps = TDeps & Pick<Context, 'secretKey' | 'files' | 'logger'>;
type TAdmin = Pick<TActor, 'id'>;

/** The target's row, locked until the transaction ends, or NOT_FOUND. */
async function lockedTarget(db: DbClient, id: number) {
  const rows = await db.$queryRaw<{ id: number }[]>`SELECT id FROM users WHERE id = ${id} FOR UPDATE`;
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  return db.user.findUniqueOrThrow({ where: { id }, select: { role: true, isAdministrator: true, blocked: true } });
}

/** 'administrator' also sets is_administrator; any other role clears it (docs/admin-users-api.md). */
export async function setUserRole(
  deps: TDeps,
  actor: TAdmin,
  input: TAdminSetRoleInput,
): Promise<{ id: number; role: TUserRole; isAdministrator: boolean }> {
  if (input.id === actor.id) throw new AppError('CANNOT_CHANGE_OWN_ROLE');
  return deps.prisma.$transaction(async (tx) => {
    const before = await lockedTarget(tx, input.id);
    const isAdministrator = input.role === 'administrator';
    await tx.user.update({ where: { id: input.id }, data: { role: input.role, isAdministrator } });
    await recordAudit(tx, {
      action: 'admin.user.role_changed',
      actorId: actor.id,
      userId: input.id,
      ip: deps.ip,
      metadata: { from: before.role, to: input.role, wasAdministrator: before.isAdministrator, isAdministrator },
    });
    return { id: input.id, role: input.role, isAdministrator };
  });
}

/** Blocks the account and deletes every session of it in the same transaction: the user's next request is 401. */
export async function blockUser(deps: TDeps, actor: TAdmin, input: { id: number }, now = new Date()): Promise<void> {
  if (input.id === actor.id) throw new AppError('CANNOT_BLOCK_SELF');
  await deps.prisma.$transaction(async (tx) => {
    const before = await lockedTarget(tx, input.id);
    await tx.user.update({ where: { id: input.id }, data: { blocked: true, blockedAt: before.blocked ? undefined : now } });
    const { count } = await tx.session.deleteMany({ where: { userId: input.id } });
    await recordAudit(tx, { action: 'admin.user.blocked', actorId: actor.id, userId: input.id, ip: deps.ip, metadata: { sessionsRevoked: count } });
  });
}

export async function unblockUser(deps: TDeps, actor: TAdmin, input: { id: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await lockedTarget(tx, input.id);
    await tx.user.update({ where: { id: input.id }, data: { blocked: false, blockedAt: null } });
    await recordAudit(tx, { action: 'admin.user.unblocked', actorId: actor.id, userId: input.id, ip: deps.ip });
  });
}

/** The same cascade as the user's own account deletion (removeAccount): public templates stay, credited. */
export async function deleteUser(deps: TDeleteDeps, actor: TAdmin, input: { id: number }): Promise<void> {
  if (input.id === actor.id) throw new AppError('CANNOT_DELETE_SELF');
  const storageKeys = await deps.prisma.$transaction(async (tx) => {
    await lockedTarget(tx, input.id);
    return removeAccount(tx, deps.secretKey, { userId: input.id, actorId: actor.id, ip: deps.ip, action: 'admin.user.deleted' });
  });
  await removeStoredBytes(deps, storageKeys);
}
