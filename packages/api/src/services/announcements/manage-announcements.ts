// admin.announcements.* (docs/announcements-api.md): administrators write, edit, switch on and off and delete the
// banners of the practitioner app; every change is audited with the announcement as target.
import type { z } from 'zod';
import type { ZAnnouncementInput } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit-log';
import { adminAnnouncementSelect, toAdminAnnouncementView, type TAdminAnnouncementView } from './views';

type TDeps = Pick<Context, 'prisma'>;
type TAuditDeps = Pick<Context, 'prisma' | 'ip'>;
type TAdmin = Pick<TActor, 'id'>;
type TAnnouncementData = z.output<typeof ZAnnouncementInput>;

/** Every announcement, newest first (there are few: no paging). */
export async function listAnnouncements(deps: TDeps, _actor: TAdmin): Promise<{ items: TAdminAnnouncementView[] }> {
  const rows = await deps.prisma.announcement.findMany({ orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: adminAnnouncementSelect });
  return { items: rows.map(toAdminAnnouncementView) };
}

function columns(input: TAnnouncementData, now: Date) {
  return {
    title: input.title,
    body: input.body,
    titleEn: input.titleEn,
    bodyEn: input.bodyEn,
    titleNl: input.titleNl,
    bodyNl: input.bodyNl,
    level: input.level,
    audience: input.audience,
    startsAt: input.startsAt ?? now,
    endsAt: input.endsAt ?? null,
  };
}

/** Active from startsAt (now when omitted). */
export async function createAnnouncement(
  deps: TAuditDeps,
  actor: TAdmin,
  input: TAnnouncementData,
  now = new Date(),
): Promise<TAdminAnnouncementView> {
  return deps.prisma.$transaction(async (tx) => {
    const row = await tx.announcement.create({ data: { ...columns(input, now), createdById: actor.id }, select: adminAnnouncementSelect });
    await recordAudit(tx, { action: 'announcement.created', actorId: actor.id, target: { type: 'announcement', id: row.id }, ip: deps.ip });
    return toAdminAnnouncementView(row);
  });
}

/** Replaces every text, the level, the audience and the window; a translation left out is removed. Unknown id: NOT_FOUND. */
export async function updateAnnouncement(
  deps: TAuditDeps,
  actor: TAdmin,
  input: TAnnouncementData & { id: number },
  now = new Date(),
): Promise<TAdminAnnouncementView> {
  return deps.prisma.$transaction(async (tx) => {
    const found = await tx.announcement.findUnique({ where: { id: input.id }, select: { startsAt: true } });
    if (!found) throw new AppError('NOT_FOUND');
    // An edit that leaves the start out keeps the one stored; the input's check compared the end with now, so compare
    // it again with the start kept (a scheduled announcement starts later than now).
    const data = { ...columns(input, now), startsAt: input.startsAt ?? found.startsAt };
    if (data.endsAt && data.endsAt.getTime() <= data.startsAt.getTime()) {
      throw new AppError('VALIDATION_FAILED', { issues: [{ path: ['endsAt'], message: 'ANNOUNCEMENT_END_BEFORE_START' }] });
    }
    const row = await tx.announcement.update({ where: { id: input.id }, data, select: adminAnnouncementSelect });
    await recordAudit(tx, { action: 'announcement.updated', actorId: actor.id, target: { type: 'announcement', id: row.id }, ip: deps.ip });
    return toAdminAnnouncementView(row);
  });
}

/** Switches the banner on or off without touching its window. Unknown id: NOT_FOUND. */
export async function setAnnouncementActive(
  deps: TAuditDeps,
  actor: TAdmin,
  input: { id: number; active: boolean },
): Promise<TAdminAnnouncementView> {
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.announcement.updateMany({ where: { id: input.id }, data: { active: input.active } });
    if (count === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      action: input.active ? 'announcement.activated' : 'announcement.deactivated',
      actorId: actor.id,
      target: { type: 'announcement', id: input.id },
      ip: deps.ip,
    });
    return toAdminAnnouncementView(await tx.announcement.findUniqueOrThrow({ where: { id: input.id }, select: adminAnnouncementSelect }));
  });
}

/** Deletes it with its dismissals. Unknown id: NOT_FOUND. */
export async function deleteAnnouncement(deps: TAuditDeps, actor: TAdmin, input: { id: number }): Promise<{ id: number }> {
  return deps.prisma.$transaction(async (tx) => {
    const { count } = await tx.announcement.deleteMany({ where: { id: input.id } });
    if (count === 0) throw new AppError('NOT_FOUND');
    await recordAudit(tx, { action: 'announcement.deleted', actorId: actor.id, target: { type: 'announcement', id: input.id }, ip: deps.ip });
    return { id: input.id };
  });
}
