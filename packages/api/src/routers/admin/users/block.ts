// admin.users.block: block an account and revoke all its sessions at once (docs/admin-users-api.md).
import { ZIdInput } from '@praxiform/domain';
import { adminProcedure } from '../../../trpc';
import { blockUser } from '../../../services/admin/manage-users';
import { ZSuccess } from '../../outputs';

export const block = adminProcedure
  .input(ZIdInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await blockUser(ctx, ctx.user, input);
    return { success: true as const };
  });
