// The role a user may switch to by themselves: only what the subscription entitles, never a privilege raise.
import type { Context, TActor } from '../../context';
import type { DbClient } from '../shared/db-client';
import type { TUserRole } from '@praxiform/domain';
import { recordAudit } from '../audit/audit-log';

export type TRoleUpdateResult = { success: true; role: TUserRole } | { success: false; code: 'ROLE_NOT_ALLOWED' };

/** Roles the subscription state entitles: member while a paid period runs, trial while the trial runs. */
async function entitledRoles(db: DbClient, userId: number, now = new Date()): Promise<Set<TUserRole>> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { trialEndsAt: true, subscription: true } });
  const subscription = user.subscription;
  const roles = new Set<TUserRole>();
  const paidPeriodRuns =
    subscription !== null &&
    (subscription.status === 'active' ||
      // Cancelling keeps access until the end of the current period (docs/product.md#states).
      (subscription.status === 'canceled' && subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd > now));
  if (paidPeriodRuns) roles.add('member');
  const trialEnd = subscription?.status === 'trial' ? (subscription.trialEndsAt ?? user.trialEndsAt) : user.trialEndsAt;
  if (trialEnd !== null && trialEnd > now) roles.add('trial');
  return roles;
}

export async function updateOwnRole(
  deps: Pick<Context, 'prisma' | 'ip'>,
  actor: Pick<TActor, 'id'>,
  input: { role: TUserRole },
  now = new Date(),
): Promise<TRoleUpdateResult> {
  const { prisma } = deps;
  const { role } = input;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { role: true } });
  const entitled = await entitledRoles(prisma, actor.id, now);
  // administrator and client are granted by administrators only; an administrator's own role is not theirs to change.
  const allowed = user.role !== 'administrator' && entitled.has(role);
  if (!allowed) {
    await recordAudit(prisma, { action: 'role.update_refused', actorId: actor.id, ip: deps.ip, metadata: { from: user.role, requested: role } });
    return { success: false, code: 'ROLE_NOT_ALLOWED' };
  }
  if (user.role !== role) {
    // Only the role column changes: isAdministrator is never written here.
    await prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: actor.id }, data: { role } });
      await recordAudit(tx, { action: 'role.updated', actorId: actor.id, ip: deps.ip, metadata: { from: user.role, to: role } });
    });
  }
  return { success: true, role };
}
