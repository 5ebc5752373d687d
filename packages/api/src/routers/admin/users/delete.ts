// admin.users.delete: delete another account with the account-deletion cascade (docs/admin-users-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { deleteUser as deleteUserService } from '../../../services/admin/manage-users';
import { ZSuccess } from '../../outputs';

export const deleteUser = adminProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await deleteUserService(ctx, ctx.user, input);
    return { success: true as const };
  });
