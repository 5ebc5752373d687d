// auth.verifyEmail: follows the link of the verification mail.
import { z } from 'zod';
import { ZTokenInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { verifyEmailToken } from '../../services/auth/email-verification';

export const verifyEmail = publicProcedure
  .input(ZTokenInput)
  .output(z.object({ status: z.enum(['verified', 'already_verified']), email: z.string() }))
  .mutation(({ ctx, input }) => verifyEmailToken(ctx, input));
