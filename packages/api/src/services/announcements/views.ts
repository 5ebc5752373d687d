// Output schemas of announcements (docs/announcements-api.md): the admin's row with every language, and the banner's
// line in the reader's language.
import { z } from 'zod';
import { ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_LEVELS, fullName } from '@praxiform/domain';
import type { Prisma } from '@praxiform/db';

export const ZAdminAnnouncementView = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  titleEn: z.string().nullable(),
  bodyEn: z.string().nullable(),
  titleNl: z.string().nullable(),
  bodyNl: z.string().nullable(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  /** Who sees it (docs/announcements-api.md#audience). */
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  active: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many users dismissed it. */
  dismissals: z.number().int(),
});
export type TAdminAnnouncementView = z.infer<typeof ZAdminAnnouncementView>;

export const ZBannerAnnouncement = z.object({
  id: z.number().int(),
  level: z.enum(ANNOUNCEMENT_LEVELS),
  title: z.string(),
  body: z.string(),
  startsAt: z.string(),
});
export type TBannerAnnouncement = z.infer<typeof ZBannerAnnouncement>;

export const adminAnnouncementSelect = {
  id: true,
  title: true,
  body: true,
  titleEn: true,
  bodyEn: true,
  titleNl: true,
  bodyNl: true,
  level: true,
  audience: true,
  active: true,
  startsAt: true,
  endsAt: true,
  createdAt: true,
  updatedAt: true,
  createdBy: { select: { firstName: true, lastName: true } },
  _count: { select: { dismissals: true } },
} satisfies Prisma.AnnouncementSelect;

type TRow = Prisma.AnnouncementGetPayload<{ select: typeof adminAnnouncementSelect }>;

export function toAdminAnnouncementView(row: TRow): TAdminAnnouncementView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    titleEn: row.titleEn,
    bodyEn: row.bodyEn,
    titleNl: row.titleNl,
    bodyNl: row.bodyNl,
    level: row.level,
    audience: row.audience,
    active: row.active,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    createdByName: row.createdBy ? fullName(row.createdBy) || null : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    dismissals: row._count.dismissals,
  };
}
