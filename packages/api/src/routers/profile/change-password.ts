// profile.changePassword: checks the current password, applies the stricter rule, keeps only this session.
import { ZChangePasswordInput } from '@praxiform/domain';
import { identityCheckedProcedure } from './identity-checked-procedure';
import { changePassword as changePasswordService } from '../../services/profile/change-password';
import { ZSuccess } from '../outputs';

export const changePassword = identityCheckedProcedure
  .input(ZChangePasswordInput)
  .output(ZSuccess)
  .mutation(async ({ ctx, input }) => {
    await changePasswordService(ctx, ctx.user, input);
    return { success: true as const };
  });
