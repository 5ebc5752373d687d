// admin.users.unblock: let a blocked account log in again (docs/admin-users-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { unblockUser } from '../../../services/admin/manage-users';
import { ZSuccess } from '../../outputs';

export const unblock = adminProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await unblockUser(ctx, ctx.user, input);
    return { success: true as const };
  });
