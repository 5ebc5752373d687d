// admin.users.get: one user with their counts and the last audit entries about them (docs/admin-users-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { getUser } from '../../../services/admin/list-users';
import { ZAdminUserDetail } from '../../../services/admin/views';

export const get = adminProcedure
  .input(ZIdInput)
  .output(ZAdminUserDetail)
  .query(({ ctx, input }) => getUser(ctx, ctx.user, input));
