// notifications.announcements and notifications.dismissAnnouncement (docs/announcements-api.md): the banners of the
// practitioner app, in the reader's language with the French fallback, minus the ones the reader dismissed.
import { announcementTexts, type TLocale } from '@praxiform/domain';
import type { Context, TActor } from '../../context';
import { AppError } from '../../errors';
import type { TBannerAnnouncement } from './views';

type TDeps = Pick<Context, 'prisma' | 'locale'>;
type TReader = Pick<TActor, 'id'>;

/** Active, started (startsAt <= now), not ended (now < endsAt, or no end), not dismissed by me; oldest first. */
export async function listMyAnnouncements(
  deps: TDeps,
  actor: TReader,
  input: { locale?: TLocale | undefined } = {},
  now = new Date(),
): Promise<{ items: TBannerAnnouncement[] }> {
  const rows = await deps.prisma.announcement.findMany({
    where: {
      active: true,
      startsAt: { lte: now },
      OR: [{ endsAt: null }, { endsAt: { gt: now } }],
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
