// auth.verifyEmail: follows the link of the verification mail. With the proof auth.register gave the same browser, the
// request that verifies the address also opens a session (services/auth/registration-sign-in.ts).
import { z } from 'zod';
import { ZTokenInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { verifyEmailToken } from '../../services/auth/email-verification';
import { ZUserView } from '../../auth/user-view';

export const verifyEmail = publicProcedure
  .input(ZTokenInput.extend({ signInProof: z.string().trim().max(200).optional() }))
  .output(
    z.object({
      status: z.enum(['verified', 'already_verified']),
      email: z.string(),
      session: z.object({ token: z.string(), user: ZUserView }).optional(),
    }),
  )
  .mutation(({ ctx, input }) => verifyEmailToken(ctx, input));
