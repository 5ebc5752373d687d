// Membership changes (docs/cabinets-api.md, "Members"): the owner removes members or hands the cabinet to one; a
// member leaves. The owner never leaves: they delete the cabinet or transfer it first (docs/product.md#permissions).
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';
import { findMembership, findOwnedCabinet, lockCabinet } from './access';

type TDeps = Pick<Context, 'prisma'>;

/**
 * Removes a member and the shares of their own templates: a former member's private templates are no longer shown
 * to the cabinet. Copies members made of them stay (they are the copiers' own templates).
 */
async function removeMembership(db: DbClient, cabinetId: number, userId: number): Promise<void> {
  await db.cabinetTemplate.deleteMany({ where: { cabinetId, template: { ownerId: userId } } });
  await db.cabinetMember.delete({ where: { cabinetId_userId: { cabinetId, userId } } });
}

/** cabinets.removeMember: the owner removes a member (themselves: CABINET_OWNER_CANNOT_LEAVE; a non-member: NOT_FOUND). */
export async function removeCabinetMember(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number; userId: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await findOwnedCabinet(tx, actor.id, input.id);
    await lockCabinet(tx, input.id);
    if (input.userId === actor.id) throw new AppError('CABINET_OWNER_CANNOT_LEAVE');
    const target = await tx.cabinetMember.findUnique({
      where: { cabinetId_userId: { cabinetId: input.id, userId: input.userId } },
      select: { role: true },
    });
    if (!target) throw new AppError('NOT_FOUND');
    await removeMembership(tx, input.id, input.userId);
  });
}

/** cabinets.leave: a member leaves; the owner is refused with CABINET_OWNER_CANNOT_LEAVE. */
export async function leaveCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await findMembership(tx, actor.id, input.id);
    await lockCabinet(tx, input.id);
    // Read again under the lock: a transfer that just made me owner counts.
    const { role } = await findMembership(tx, actor.id, input.id);
    if (role === 'owner') throw new AppError('CABINET_OWNER_CANNOT_LEAVE');
    await removeMembership(tx, input.id, actor.id);
  });
}

/** cabinets.transferOwnership: a member becomes the owner and I become a member. Myself: nothing changes. */
export async function transferCabinetOwnership(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number; userId: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    await findOwnedCabinet(tx, actor.id, input.id);
    await lockCabinet(tx, input.id);
    await findOwnedCabinet(tx, actor.id, input.id);
    if (input.userId === actor.id) return;
    const target = await tx.cabinetMember.findUnique({
      where: { cabinetId_userId: { cabinetId: input.id, userId: input.userId } },
      select: { id: true },
    });
    if (!target) throw new AppError('NOT_FOUND');
    await tx.cabinetMember.update({ where: { cabinetId_userId: { cabinetId: input.id, userId: actor.id } }, data: { role: 'member' } });
    await tx.cabinetMember.update({ where: { id: target.id }, data: { role: 'owner' } });
    await tx.cabinet.update({ where: { id: input.id }, data: { ownerId: input.userId } });
  });
}
