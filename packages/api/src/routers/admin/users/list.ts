// admin.users.list: a page of users with search, role filter and sort (docs/admin-users-api.md).
import { ZAdminUserListInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { listUsers } from '../../../services/admin/list-users';
import { ZAdminUserList } from '../../../services/admin/views';

export const list = adminProcedure
  .input(ZAdminUserListInput)
  .output(ZAdminUserList)
  .query(({ ctx, input }) => listUsers(ctx, ctx.user, input));
