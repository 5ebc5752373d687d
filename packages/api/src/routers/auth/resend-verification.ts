// auth.resendVerification: a new verification link; the same answer for unknown emails.
import { z } from 'zod';
import { ZEmailInput } from '@praxiform/domain';
import { publicProcedure } from '../../trpc';
import { enforceRateLimit } from '../../services/security/rate-limit';
import { resendVerification as resend } from '../../services/auth/email-verification';

export const resendVerification = publicProcedure
  .input(ZEmailInput)
  .output(z.object({ sent: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await enforceRateLimit(ctx, 'resendVerification');
    return resend(ctx, input);
  });
