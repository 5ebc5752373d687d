// The user as the SPA sees it (TUserView), defined once: the output schema, and one list of columns from which the
// Prisma select and the hand-written SQL of the session check both follow.
import { z } from 'zod';
import { Prisma } from '@praxiform/db';
import { LOCALES, USER_ROLES } from '@praxiform/domain';

/** Output schema of every procedure that answers the user: it strips anything else, a secret above all. */
export const ZUserView = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  isAdministrator: z.boolean(),
  profileCompleted: z.boolean(),
  interfaceLanguage: z.enum(LOCALES),
});
export type TUserView = z.infer<typeof ZUserView>;

export const ZUserOutput = z.object({ user: ZUserView });

/** Each key of the view and its column in SQL on `users u` (enums and citext read as text, as Prisma reads them). */
const USER_VIEW_COLUMNS = {
  id: 'u.id',
  firstName: 'u.first_name',
  lastName: 'u.last_name',
  email: 'u.email::text',
  role: 'u.role::text',
  isAdministrator: 'u.is_administrator',
  profileCompleted: 'u.profile_completed',
  interfaceLanguage: 'u.interface_language::text',
} as const satisfies Record<keyof TUserView, string>;

/** The Prisma select of the view's columns. */
export const USER_VIEW_SELECT = Object.fromEntries(Object.keys(USER_VIEW_COLUMNS).map((key) => [key, true])) as {
  [K in keyof typeof USER_VIEW_COLUMNS]: true;
};

/** `u.id AS "id", u.first_name AS "firstName", ...`: the view's columns in hand-written SQL on `users u`. */
export const USER_VIEW_SQL = Prisma.raw(
  Object.entries(USER_VIEW_COLUMNS)
    .map(([key, column]) => `${column} AS "${key}"`)
    .join(', '),
);
