// Finding a cabinet the caller belongs to, inside the query: a cabinet that does not exist and one I am not a member
// of answer the same NOT_FOUND (docs/cabinets-api.md, "Access"); a member asking for an owner's action is told so.
import type { TCabinetRole } from '@praxiform/domain';
import { AppError } from '../../errors';
import type { DbClient } from '../shared/db-client';

export type TMembership = { cabinetId: number; role: TCabinetRole; cabinetName: string };

/** My membership of the cabinet, or NOT_FOUND. */
export async function findMembership(db: DbClient, userId: number, cabinetId: number): Promise<TMembership> {
  const row = await db.cabinetMember.findUnique({
    where: { cabinetId_userId: { cabinetId, userId } },
    select: { role: true, cabinet: { select: { name: true } } },
  });
  if (!row) throw new AppError('NOT_FOUND');
  return { cabinetId, role: row.role, cabinetName: row.cabinet.name };
}

/** A cabinet I own: NOT_FOUND for an outsider, CABINET_OWNER_ONLY for a member. */
export async function findOwnedCabinet(db: DbClient, userId: number, cabinetId: number): Promise<TMembership> {
  const membership = await findMembership(db, userId, cabinetId);
  if (membership.role !== 'owner') throw new AppError('CABINET_OWNER_ONLY');
  return membership;
}

/**
 * Locks the cabinet's row for the rest of the transaction, so that membership changes of one cabinet (leave, remove,
 * transfer, accept) run one after the other and never leave it with no owner or two.
 */
export async function lockCabinet(db: DbClient, cabinetId: number): Promise<void> {
  await db.$queryRaw`SELECT id FROM cabinets WHERE id = ${cabinetId} FOR UPDATE`;
}
