// notifications.list and notifications.markRead: the header panel, always scoped to the caller.
import type { Context } from '../../context';
import { AppError } from '../../errors';
import { fullName } from '../submissions/submission-view';
import type { TNotificationView } from './views';

type TContext = Pick<Context, 'prisma'> & { user: { id: number } };

function unreadCount(ctx: TContext): Promise<number> {
  return ctx.prisma.notification.count({ where: { userId: ctx.user.id, readAt: null } });
}

/** Newest first. The patient comes from the submission, so a form assigned after it was completed links to its patient. */
export async function listNotifications(ctx: TContext, limit: number): Promise<{ items: TNotificationView[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    ctx.prisma.notification.findMany({
      where: { userId: ctx.user.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      include: { submission: { select: { patientId: true, patient: { select: { firstName: true, lastName: true } } } } },
    }),
    unreadCount(ctx),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    submissionId: row.submissionId,
    patientId: row.submission?.patientId ?? null,
    patientName: fullName(row.submission?.patient ?? null) ?? row.patientName,
    formName: row.formName,
    actorName: row.actorName,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, unread };
}

/** The given notifications (all of mine when ids is omitted). An id that is not mine: NOT_FOUND, and nothing changes. */
export async function markNotificationsRead(ctx: TContext, ids: number[] | undefined): Promise<{ unread: number }> {
  const userId = ctx.user.id;
  const readAt = new Date();
  if (ids === undefined) {
    await ctx.prisma.notification.updateMany({ where: { userId, readAt: null }, data: { readAt } });
  } else if (ids.length > 0) {
    const unique = [...new Set(ids)];
    await ctx.prisma.$transaction(async (tx) => {
      const mine = await tx.notification.count({ where: { userId, id: { in: unique } } });
      if (mine !== unique.length) throw new AppError('NOT_FOUND');
      await tx.notification.updateMany({ where: { userId, id: { in: unique }, readAt: null }, data: { readAt } });
    });
  }
  return { unread: await unreadCount(ctx) };
}
