// notifications.list and notifications.markRead: the header panel, always scoped to the caller.
import type { ApiDeps, TActor } from '../../context';
import { AppError } from '../../errors';
import { bandViewOf, nameOrNull } from '../submissions/submission-view';
import type { TNotificationView } from './views';

type TDeps = Pick<ApiDeps, 'prisma'>;
type TRecipient = Pick<TActor, 'id'>;

function unreadCount(deps: TDeps, actor: TRecipient): Promise<number> {
  return deps.prisma.notification.count({ where: { userId: actor.id, readAt: null } });
}

/** Newest first. The patient comes from the submission, so a form assigned after it was completed links to its patient. */
export async function listNotifications(
  deps: TDeps,
  actor: TRecipient,
  input: { limit: number },
): Promise<{ items: TNotificationView[]; unread: number }> {
  const [rows, unread] = await Promise.all([
    deps.prisma.notification.findMany({
      where: { userId: actor.id },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: input.limit,
      include: {
        submission: {
          select: {
            patientId: true,
            scoringEnabled: true,
            scoreBandLabel: true,
            scoreBandLevel: true,
            patient: { select: { firstName: true, lastName: true } },
          },
        },
      },
    }),
    unreadCount(deps, actor),
  ]);
  const items = rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    submissionId: row.submissionId,
    ticketId: row.ticketId,
    patientId: row.submission?.patientId ?? null,
    patientName: nameOrNull(row.submission?.patient ?? null) ?? row.patientName,
    formName: row.formName,
    actorName: row.actorName,
    alert: row.alert,
    band: row.submission?.scoringEnabled ? bandViewOf(row.submission) : null,
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
  }));
  return { items, unread };
}

/** The given notifications (all of mine when ids is omitted). An id that is not mine: NOT_FOUND, and nothing changes. */
export async function markNotificationsRead(deps: TDeps, actor: TRecipient, input: { ids?: number[] | undefined }): Promise<{ unread: number }> {
  const { ids } = input;
  const userId = actor.id;
  const readAt = new Date();
  if (ids === undefined) {
    await deps.prisma.notification.updateMany({ where: { userId, readAt: null }, data: { readAt } });
  } else if (ids.length > 0) {
    const unique = [...new Set(ids)];
    await deps.prisma.$transaction(async (tx) => {
      const mine = await tx.notification.count({ where: { userId, id: { in: unique } } });
      if (mine !== unique.length) throw new AppError('NOT_FOUND');
      await tx.notification.updateMany({ where: { userId, id: { in: unique }, readAt: null }, data: { readAt } });
    });
  }
  return { unread: await unreadCount(deps, actor) };
}
