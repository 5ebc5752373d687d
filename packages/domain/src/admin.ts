// Inputs of the administration of users (docs/admin-users-api.md), shared by the server and the admin pages.
import { z } from 'zod';
import { USER_ROLES } from './enums';
import { ZId, ZPage, ZSearch } from './inputs';

/** The columns the users list sorts by; name is last name, then first name. */
export const ADMIN_USER_SORTS = ['createdAt', 'name', 'email', 'lastLoginAt'] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];

/** admin.users.list: `role: 'administrator'` means is_administrator (docs/product.md#states). */
export const ZAdminUserListInput = z.object({
  search: ZSearch,
  role: z.enum(USER_ROLES).optional(),
  sort: z.enum(ADMIN_USER_SORTS).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  ...ZPage,
});
export type TAdminUserListInput = z.infer<typeof ZAdminUserListInput>;

export const ZAdminSetRoleInput = z.object({ id: ZId, role: z.enum(USER_ROLES) });
export type TAdminSetRoleInput = z.infer<typeof ZAdminSetRoleInput>;
