// auth.resetPassword: a new password from the mailed link; every session of the user is revoked.
import { ZResetPasswordInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { resetPassword as reset } from '../../services/auth/password-reset';
import { ZSuccess } from '../outputs';

export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .output(ZSuccess)
  .mutation(({ ctx, input }) => reset(ctx, input));
