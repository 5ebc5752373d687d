// auth.resetPassword: a new password from the mailed link; every session of the user is revoked.
import { z } from 'zod';
import { ZResetPasswordInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { resetPassword as reset } from '../../services/auth/password-reset';

export const resetPassword = publicProcedure
  .input(ZResetPasswordInput)
  .output(z.object({ success: z.literal(true) }))
  .mutation(({ ctx, input }) => reset(ctx, input));
