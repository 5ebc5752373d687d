// notifications.announcements and notifications.dismissAnnouncement (docs/announcements-api.md): the banners of the
// practitioner app, in the reader's language with the French fallback, minus the ones the reader dismissed and the ones
// meant for another audience.
import { announcementTexts, type TAnnouncementAudience, type TLocale } from '@praxiform/domain';
import type { Prisma } from '@praxiform/db';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { TBannerAnnouncement } from './views';

type TDeps = Pick<Context, 'prisma' | 'locale'>;
type TReader = Pick<TActor, 'id'>;
type TAudienceReader = Pick<TActor, 'id' | 'isAdministrator'> & { subscription: Pick<TActor['subscription'], 'status'> };

/**
 * The announcements meant for this reader (docs/announcements-api.md#audience): everyone's; a running trial's
 * (status trial, on the clock, as auth.me says); a paid subscription's (active, or canceled until its period ends);
 * administrators'; and "before": the ones that went up after the account was created (it is older than the later of
 * their start and the moment they were written: a scheduled one goes up at its start, a backdated one when written).
 */
function audienceWhere(actor: TAudienceReader, accountCreatedAt: Date): Prisma.AnnouncementWhereInput {
  const status = actor.subscription.status;
  const audiences: TAnnouncementAudience[] = ['everyone'];
  if (status === 'trial') audiences.push('trial');
  if (status === 'active' || status === 'canceled') audiences.push('paying');
  if (actor.isAdministrator) audiences.push('administrators');
  return {
    OR: [
      { audience: { in: audiences } },
      { audience: 'before', OR: [{ startsAt: { gt: accountCreatedAt } }, { createdAt: { gt: accountCreatedAt } }] },
    ],
  };
}

/**
 * Active, started (startsAt <= now), not ended (now < endsAt, or no end), meant for me (audienceWhere), not dismissed
 * by me; oldest first.
 */
export async function listMyAnnouncements(
  deps: TDeps,
  actor: TAudienceReader,
  input: { locale?: TLocale | undefined } = {},
  now = new Date(),
): Promise<{ items: TBannerAnnouncement[] }> {
  // The session's user carries no creation date; a deleted account (racing this read) has no banner.
  const account = await deps.prisma.user.findUnique({ where: { id: actor.id }, select: { createdAt: true } });
  if (!account) return { items: [] };
  const rows = await deps.prisma.announcement.findMany({
    where: {
      active: true,
      startsAt: { lte: now },
      AND: [{ OR: [{ endsAt: null }, { endsAt: { gt: now } }] }, audienceWhere(actor, account.createdAt)],
      dismissals: { none: { userId: actor.id } },
    },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: 20,
  });
  const locale = input.locale ?? deps.locale;
  return {
    items: rows.map((row) => ({ id: row.id, level: row.level, startsAt: row.startsAt.toISOString(), ...announcementTexts(row, locale) })),
  };
}

/** Remembered on the server for this user; dismissing twice is fine. Unknown id: NOT_FOUND. */
export async function dismissAnnouncement(deps: Pick<Context, 'prisma'>, actor: TReader, input: { id: number }): Promise<{ id: number }> {
  const exists = await deps.prisma.announcement.count({ where: { id: input.id } });
  if (exists === 0) throw new AppError('NOT_FOUND');
  // skipDuplicates: a second dismissal (or one racing the first) keeps the first row. A deletion racing this insert
  // fails the foreign key: the announcement is gone, which is what NOT_FOUND says.
  try {
    await deps.prisma.announcementDismissal.createMany({ data: [{ userId: actor.id, announcementId: input.id }], skipDuplicates: true });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2003') throw new AppError('NOT_FOUND');
    throw error;
  }
  return { id: input.id };
}
