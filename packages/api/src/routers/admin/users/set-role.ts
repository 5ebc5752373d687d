// admin.users.setRole: change another user's role; never one's own (docs/admin-users-api.md).
import { z } from 'zod';
import { USER_ROLES, ZAdminSetRoleInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { setUserRole } from '../../../services/admin/manage-users';

export const setRole = adminProcedure
  .input(ZAdminSetRoleInput)
  .output(z.object({ id: z.number().int(), role: z.enum(USER_ROLES), isAdministrator: z.boolean() }))
  .mutation(({ ctx, input }) => setUserRole(ctx, ctx.user, input));
