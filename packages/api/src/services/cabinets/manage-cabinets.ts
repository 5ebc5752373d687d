// cabinets.list, get, create, update, delete (docs/cabinets-api.md): the owner edits and deletes; deleting a cabinet
// removes its members, invitations and shares, never a template (docs/product.md#permissions).
import type { z } from 'zod';
import { fullName, type ZCabinetInput } from '@praxiform/domain';
import type { ApiDeps, TActor } from '../../context';
import { findMembership, findOwnedCabinet, lockCabinet } from './access';
import {
  cabinetInviteSelect,
  cabinetSummarySelect,
  cabinetTemplateSelect,
  toCabinetSummary,
  toCabinetTemplateView,
  toInviteView,
  type TCabinetDetail,
  type TCabinetSummary,
  type ZInvitationForMe,
} from './views';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TCabinetData = z.output<typeof ZCabinetInput>;

/** Invitations addressed to my (verified) address that I may still accept, for cabinets I am not in. */
async function invitationsForMe(deps: TDeps, actor: Pick<TActor, 'id'>, now: Date): Promise<z.infer<typeof ZInvitationForMe>[]> {
  const me = await deps.prisma.user.findUniqueOrThrow({ where: { id: actor.id }, select: { email: true, emailVerifiedAt: true } });
  if (!me.emailVerifiedAt) return [];
  const rows = await deps.prisma.cabinetInvite.findMany({
    // email is citext: any case matches.
    where: {
      email: me.email,
      acceptedAt: null,
      declinedAt: null,
      revokedAt: null,
      expiresAt: { gt: now },
      cabinet: { members: { none: { userId: actor.id } } },
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      cabinetId: true,
      createdAt: true,
      expiresAt: true,
      cabinet: { select: { name: true } },
      invitedBy: { select: { firstName: true, lastName: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    cabinetId: row.cabinetId,
    cabinetName: row.cabinet.name,
    invitedByName: row.invitedBy ? fullName(row.invitedBy) : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/** My cabinets, owned and joined (by name), and the invitations waiting for me. */
export async function listMyCabinets(
  deps: TDeps,
  actor: Pick<TActor, 'id'>,
  _input: unknown = undefined,
  now = new Date(),
): Promise<{ cabinets: TCabinetSummary[]; invitations: z.infer<typeof ZInvitationForMe>[] }> {
  const [memberships, invitations] = await Promise.all([
    deps.prisma.cabinetMember.findMany({
      where: { userId: actor.id },
      orderBy: [{ cabinet: { name: 'asc' } }, { cabinetId: 'asc' }],
      select: { role: true, cabinet: { select: cabinetSummarySelect } },
    }),
    invitationsForMe(deps, actor, now),
  ]);
  return { cabinets: memberships.map((m) => toCabinetSummary(m.cabinet, m.role)), invitations };
}

/** The cabinet's page: members, shared templates, and the open invitations when I own it. */
export async function getCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }, now = new Date()): Promise<TCabinetDetail> {
  const { role } = await findMembership(deps.prisma, actor.id, input.id);
  const isOwner = role === 'owner';
  const row = await deps.prisma.cabinet.findUniqueOrThrow({
    where: { id: input.id },
    select: {
      ...cabinetSummarySelect,
      // The owner first (the enum's order), then by arrival.
      members: {
        orderBy: [{ role: 'asc' }, { joinedAt: 'asc' }, { id: 'asc' }],
        select: { role: true, joinedAt: true, user: { select: { id: true, firstName: true, lastName: true, email: true } } },
      },
      templates: { orderBy: [{ sharedAt: 'desc' }, { id: 'desc' }], select: cabinetTemplateSelect },
    },
  });
  const invites = isOwner
    ? await deps.prisma.cabinetInvite.findMany({
        where: { cabinetId: input.id, acceptedAt: null, revokedAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: cabinetInviteSelect,
      })
    : [];
  const viewer = { id: actor.id, role };
  return {
    cabinet: toCabinetSummary(row, role),
    members: row.members.map((m) => ({
      userId: m.user.id,
      name: fullName(m.user),
      email: isOwner ? m.user.email : null,
      role: m.role,
      joinedAt: m.joinedAt.toISOString(),
    })),
    invitations: invites.map((invite) => toInviteView(invite, now)),
    templates: row.templates.map((share) => toCabinetTemplateView(share, viewer)),
  };
}

export async function createCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: TCabinetData): Promise<TCabinetSummary> {
  const row = await deps.prisma.cabinet.create({
    data: {
      name: input.name,
      description: input.description ?? null,
      ownerId: actor.id,
      members: { create: { userId: actor.id, role: 'owner' } },
    },
    select: cabinetSummarySelect,
  });
  return toCabinetSummary(row, 'owner');
}

export async function updateCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: TCabinetData & { id: number }): Promise<TCabinetSummary> {
  const row = await deps.prisma.$transaction(async (tx) => {
    await findOwnedCabinet(tx, actor.id, input.id);
    return tx.cabinet.update({
      where: { id: input.id },
      data: { name: input.name, description: input.description ?? null },
      select: cabinetSummarySelect,
    });
  });
  return toCabinetSummary(row, 'owner');
}

/** Members, invitations and shares go with the cabinet (ON DELETE CASCADE); the templates stay with their owners. */
export async function deleteCabinet(deps: TDeps, actor: Pick<TActor, 'id'>, input: { id: number }): Promise<void> {
  await deps.prisma.$transaction(async (tx) => {
    // Locked first: two deletes at once ran their cascades together and one failed with a 500 (the security battery,
    // issue 16); now the second waits, then finds no cabinet (NOT_FOUND).
    await lockCabinet(tx, input.id);
    await findOwnedCabinet(tx, actor.id, input.id);
    await tx.cabinet.delete({ where: { id: input.id } });
  });
}
